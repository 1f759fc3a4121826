import { isUtf8 } from 'node:buffer';
import { BadRequestError } from '../errors.js';
import { MAX_NESTING, valueFault } from '../stored-text.js';
import { ColumnInference } from './infer.js';

/**
 * Streaming readers for uploads: CSV (RFC 4180: quoted fields, doubled quotes, embedded
 * newlines, BOM; comma, semicolon or tab detected from the header line; backslash-escaped quotes
 * when the start of the file shows them) and JSON arrays of objects. They read the body chunk by
 * chunk, so memory stays bounded by one chunk (64 KB at the start) plus one record whatever the
 * file's size, and every error names the line it was found on.
 */
export type Cell = string | null;

export interface UploadLimits {
  maxColumns: number;
  /** Largest record (CSV) or array element (JSON), in characters. */
  maxRecordChars: number;
  maxBytes: number;
  /** Rows per batch handed to the writer. */
  batchRows: number;
}

export const DEFAULT_LIMITS: UploadLimits = {
  maxColumns: 1000,
  maxRecordChars: 1024 * 1024,
  maxBytes: 8 * 1024 ** 3,
  batchRows: 2000,
};

export type UploadFormat = 'csv' | 'json';

const fail = (detail: string) => new BadRequestError(detail);

const MAGIC: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive (an Excel or other Office file?)' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x50, 0x41, 0x52, 0x31], what: 'a Parquet file' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Office document' },
  { bytes: [0xff, 0xfe], what: 'UTF-16 text (save it as UTF-8)' },
  { bytes: [0xfe, 0xff], what: 'UTF-16 text (save it as UTF-8)' },
];

function sniffBinary(first: Uint8Array): string | undefined {
  return MAGIC.find((m) => m.bytes.every((b, i) => first[i] === b))?.what;
}

/** Counts the line feeds in s[from, to). */
function countLineEnds(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/** The length of the longest prefix of buf that does not end inside a UTF-8 sequence. */
function completePrefix(buf: Buffer): number {
  const n = buf.length;
  for (let back = 1; back <= Math.min(4, n); back++) {
    const b = buf[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if (b < 0x80) return n;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return need > back ? n - back : n;
  }
  return n; // continuation bytes only: validation reports it
}

/**
 * Body bytes → complete UTF-8 chunks. Invalid UTF-8 and NUL characters (binary content) are
 * refused with the line they were found on. Validation uses Node's SIMD UTF-8 routine.
 */
export async function* validatedBytes(body: AsyncIterable<Uint8Array | string>, limits: UploadLimits, format: UploadFormat, counter: { bytes: number }) {
  let lines = 1;
  let first = true;
  let carry: Buffer = Buffer.alloc(0);
  for await (const raw of body) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if (chunk.length === 0) continue;
    counter.bytes += chunk.length;
    if (counter.bytes > limits.maxBytes) throw fail(`the file is larger than the ${limits.maxBytes} bytes an upload may have`);
    if (first) {
      first = false;
      const binary = sniffBinary(chunk);
      if (binary) throw fail(`the body is ${binary}, not ${format === 'csv' ? 'CSV' : 'JSON'} text`);
    }
    const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const cut = completePrefix(data);
    const part = data.subarray(0, cut);
    carry = Buffer.from(data.subarray(cut));
    if (!isUtf8(part)) {
      const lossy = part.toString('utf8');
      const at = lossy.indexOf('\uFFFD');
      throw fail(`line ${lines + countLineEnds(lossy, 0, at === -1 ? lossy.length : at)}: the file is not valid UTF-8 text`);
    }
    const nul = part.indexOf(0);
    if (nul !== -1) {
      const before = part.subarray(0, nul).toString('utf8');
      throw fail(`line ${lines + countLineEnds(before, 0, before.length)}: the file contains NUL characters; it is not a text file`);
    }
    lines += countLineBytes(part);
    if (part.length > 0) yield part;
  }
  if (carry.length > 0) throw fail(`line ${lines}: the file is not valid UTF-8 text (it ends inside a character)`);
}

/** Counts the line feeds in a buffer. */
export function countLineBytes(buf: Uint8Array, from = 0, to = buf.length): number {
  let n = 0;
  for (let i = buf.indexOf(10, from); i !== -1 && i < to; i = buf.indexOf(10, i + 1)) n++;
  return n;
}

/** Body bytes → text, validated as validatedBytes does. */
async function* decodeText(body: AsyncIterable<Uint8Array | string>, limits: UploadLimits, format: UploadFormat, counter: { bytes: number }) {
  for await (const part of validatedBytes(body, limits, format, counter)) yield part.toString('utf8');
}

const SPECIAL = /[\\\t\n\r]/;
const QUOTE = 34;
const BACKSLASH = 92;
const LF = 10;
const CR = 13;

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;
const BACKSLASH_IN_QUOTED = 4;

/** How much of the start of an upload the dialect detection looks at. */
export const SAMPLE_CHARS = 65536;

/**
 * An incremental RFC 4180 parser. An unquoted empty field is null, a quoted empty field is the
 * empty string; a quote inside an unquoted field is kept as a character; blank lines are skipped.
 * With backslashQuotes (see detectBackslashQuotes), inside a quoted field \" is a quote and \\ a
 * backslash, as backslash-escaping writers produce them; any other backslash is kept, and doubled
 * quotes still work. Without it, a backslash is an ordinary character.
 */
export class CsvParser {
  /** The line the next character is on. */
  line = 1;
  private state = FIELD_START;
  private fields: Cell[] = [];
  private partial = '';
  private quoted = false;
  private recordChars = 0;
  private recordLine = 1;
  private skipLf = false;
  /** The current record has a cell holding a backslash, tab, CR or LF (must be escaped for COPY). */
  private special = false;
  private readonly delim: number;

  constructor(
    delimiter: string,
    private readonly maxRecordChars: number,
    private readonly backslashQuotes = false,
  ) {
    this.delim = delimiter.charCodeAt(0);
  }

  /**
   * Parses a chunk; complete records are appended to rows, their first lines to lines, and to
   * plain whether none of their cells holds a backslash, tab, CR or LF.
   */
  push(s: string, rows: Cell[][], lines: number[], plain: boolean[]): void {
    const n = s.length;
    const d = this.delim;
    let i = 0;
    // The next backslash at or after i in s (-1: none), looked up again only once passed, so
    // the backslash mode scans each chunk once; -2: not looked up yet.
    let slash = -2;
    if (this.skipLf) {
      this.skipLf = false;
      if (n > 0 && s.charCodeAt(0) === LF) i = 1;
    }
    while (i < n) {
      switch (this.state) {
        case FIELD_START: {
          if (this.fields.length === 0) this.recordLine = this.line;
          if (s.charCodeAt(i) === QUOTE) {
            this.state = QUOTED;
            this.quoted = true;
            i++;
          } else {
            this.state = UNQUOTED;
          }
          break;
        }
        case UNQUOTED: {
          let j = i;
          for (; j < n; j++) {
            const c = s.charCodeAt(j);
            if (c === d || c === LF || c === CR) break;
            if (c === 92 || c === 9) this.special = true;
          }
          if (j === n) {
            this.partial += s.slice(i, n);
            i = n;
            break;
          }
          this.endField(this.partial === '' ? s.slice(i, j) : this.partial + s.slice(i, j));
          i = this.afterSeparator(s, j, rows, lines, plain);
          break;
        }
        case QUOTED: {
          const q = s.indexOf('"', i);
          let end = q === -1 ? n : q;
          if (this.backslashQuotes) {
            if (slash !== -1 && slash < i) slash = s.indexOf('\\', i);
            if (slash !== -1 && slash < end) end = slash;
          }
          this.line += countLineEnds(s, i, end);
          const piece = s.slice(i, end);
          if (!this.special && SPECIAL.test(piece)) this.special = true;
          this.partial += piece;
          if (end === n) {
            i = n;
          } else {
            i = end + 1;
            this.state = end === q ? QUOTE_IN_QUOTED : BACKSLASH_IN_QUOTED;
          }
          break;
        }
        case BACKSLASH_IN_QUOTED: {
          // \" and \\ stand for their second character; any other backslash is kept as it is.
          const c = s.charCodeAt(i);
          if (c === QUOTE || c === BACKSLASH) i++;
          if (c === QUOTE) {
            this.partial += '"';
          } else {
            this.partial += '\\';
            this.special = true;
          }
          this.state = QUOTED;
          break;
        }
        case QUOTE_IN_QUOTED: {
          const c = s.charCodeAt(i);
          if (c === QUOTE) {
            this.partial += '"';
            this.state = QUOTED;
            i++;
            break;
          }
          if (c !== d && c !== LF && c !== CR) {
            throw fail(`line ${this.line}: unexpected character after a closing quote (a quote inside a quoted field must be doubled)`);
          }
          this.endField(this.partial);
          i = this.afterSeparator(s, i, rows, lines, plain);
          break;
        }
      }
    }
    if (this.partial.length + this.recordChars > this.maxRecordChars) this.tooLarge();
  }

  /** Ends the input; the last record needs no line end. */
  finish(rows: Cell[][], lines: number[], plain: boolean[]): void {
    switch (this.state) {
      case QUOTED:
      case BACKSLASH_IN_QUOTED:
        throw fail(`line ${this.recordLine}: a quoted field is not closed before the end of the file`);
      case UNQUOTED:
      case QUOTE_IN_QUOTED:
        this.endField(this.partial);
        this.endRecord(rows, lines, plain);
        break;
      case FIELD_START:
        if (this.fields.length > 0) {
          this.endField('');
          this.endRecord(rows, lines, plain);
        }
    }
  }

  private tooLarge(): never {
    throw fail(`line ${this.recordLine}: a record is larger than ${this.maxRecordChars} characters`);
  }

  private endField(v: string) {
    this.fields.push(v === '' && !this.quoted ? null : v);
    this.recordChars += v.length + 1;
    if (this.recordChars > this.maxRecordChars) this.tooLarge();
    this.partial = '';
    this.quoted = false;
  }

  /** After a field ended at s[j] (a delimiter or a line end): returns where to go on. */
  private afterSeparator(s: string, j: number, rows: Cell[][], lines: number[], plain: boolean[]): number {
    const c = s.charCodeAt(j);
    this.state = FIELD_START;
    if (c === this.delim) return j + 1;
    this.endRecord(rows, lines, plain);
    this.line++;
    if (c === CR) {
      if (j + 1 < s.length) return s.charCodeAt(j + 1) === LF ? j + 2 : j + 1;
      this.skipLf = true;
    }
    return j + 1;
  }

  private endRecord(rows: Cell[][], lines: number[], plain: boolean[]) {
    const f = this.fields;
    const special = this.special;
    this.fields = [];
    this.recordChars = 0;
    this.special = false;
    if (f.length === 1 && f[0] === null) return; // a blank line
    rows.push(f);
    lines.push(this.recordLine);
    plain.push(!special);
  }
}

/** The delimiter of a CSV file: the most frequent of comma, semicolon and tab in its first line. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && ch in counts) counts[ch]!++;
  }
  let best = ',';
  for (const d of [';', '\t']) if (counts[d]! > counts[best]!) best = d;
  return best;
}

/**
 * Whether a CSV sample uses backslash-escaped quotes: strict RFC 4180 reading refuses a quote in
 * it, and reading \" and \\ inside quoted fields as escapes refuses none. Reading both ways
 * catches "47'9\"", where strict reading takes \"" for a backslash and a doubled quote and only
 * fails further on. A valid RFC 4180 file has no refused quote, so it is always read strictly; a
 * file with one fails strictly, so the detection can only turn an error into a reading.
 */
export function detectBackslashQuotes(sample: string, delimiter: string): boolean {
  return refusesAQuote(sample, delimiter, false) && !refusesAQuote(sample, delimiter, true);
}

/**
 * Whether reading the sample meets a quote that ends a quoted field but is followed by something
 * else than the delimiter or a line end (the end of the sample is no evidence either way).
 * With backslash, a backslash inside a quoted field escapes the character after it.
 */
function refusesAQuote(sample: string, delimiter: string, backslash: boolean): boolean {
  const n = sample.length;
  // The next quote and backslash at or after i, looked up again only once passed (linear time).
  let quote = -2;
  let slash = backslash ? -2 : -1;
  let fieldStart = true;
  for (let i = 0; i < n; ) {
    const c = sample[i]!;
    if (!fieldStart || c !== '"') {
      fieldStart = c === delimiter || c === '\n' || c === '\r';
      i++;
      continue;
    }
    for (i++; ; ) {
      if (quote !== -1 && quote < i) quote = sample.indexOf('"', i);
      if (quote === -1) return false; // the sample ends inside this field
      if (slash !== -1 && slash < i) slash = sample.indexOf('\\', i);
      if (slash !== -1 && slash < quote) {
        i = slash + 2;
        continue;
      }
      const next = sample[quote + 1];
      if (next === '"') {
        i = quote + 2;
        continue;
      }
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') return true;
      i = quote + 1;
      fieldStart = false;
      break;
    }
  }
  return false;
}

/** A \u escape of a surrogate or of NUL: the only way a JSON element can hold text no column stores. */
const ESCAPED_FAULT = /\\u(?:[dD][89a-fA-F]|0000)/;

/**
 * An incremental reader of a JSON array of objects: it cuts the text into top-level elements
 * (tracking strings and nesting) and parses each element on its own.
 */
export class JsonArrayParser {
  line = 1;
  private state: 'start' | 'value' | 'first-value' | 'in-value' | 'after-value' | 'done' = 'start';
  private depth = 0;
  private inString = false;
  private escape = false;
  private buf = '';
  private elementLine = 1;
  /** Elements read so far: the rows of the upload. */
  private rows = 0;

  constructor(private readonly maxElementChars: number) {}

  push(s: string, out: unknown[], lines: number[]): void {
    const n = s.length;
    let i = 0;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (this.state === 'in-value') {
        const start = i;
        let end = -1;
        for (; i < n; i++) {
          const ch = s.charCodeAt(i);
          if (this.inString) {
            if (this.escape) this.escape = false;
            else if (ch === 92) this.escape = true;
            else if (ch === QUOTE) this.inString = false;
            else if (ch === LF) this.line++;
          } else if (ch === QUOTE) this.inString = true;
          else if (ch === 123 || ch === 91) {
            // The element is level 1; deeper cells would overflow the stack of what stringifies them.
            if (++this.depth > MAX_NESTING) {
              throw fail(`line ${this.elementLine}: row ${this.rows + 1} nests arrays and objects more than ${MAX_NESTING} levels deep`);
            }
          } else if (ch === 125 || ch === 93) {
            if (--this.depth === 0) {
              end = i + 1;
              break;
            }
          } else if (ch === LF) this.line++;
        }
        if (end === -1) {
          this.buf += s.slice(start, n);
          if (this.buf.length > this.maxElementChars) this.tooLarge();
          return;
        }
        const text = this.buf + s.slice(start, end);
        this.buf = '';
        if (text.length > this.maxElementChars) this.tooLarge();
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch (err) {
          throw fail(`line ${this.elementLine}: invalid JSON (${(err as Error).message})`);
        }
        // Decoded UTF-8 holds no lone surrogate and no NUL; only JSON's \u escapes can write them.
        const fault = ESCAPED_FAULT.test(text) ? valueFault(value) : undefined;
        if (fault) throw fail(`line ${this.elementLine}: row ${this.rows + 1}, ${fault.path}: ${fault.message}`);
        this.rows++;
        out.push(value);
        lines.push(this.elementLine);
        this.state = 'after-value';
        i = end;
        continue;
      }
      if (c === LF) {
        this.line++;
        i++;
        continue;
      }
      if (c === 32 || c === 9 || c === CR || c === 0xfeff) {
        i++;
        continue;
      }
      switch (this.state) {
        case 'start':
          if (c !== 91) throw fail(`line ${this.line}: a JSON upload must be an array of objects ([{…}, …])`);
          this.state = 'first-value';
          break;
        case 'first-value':
        case 'value':
          if (c === 93 && this.state === 'first-value') {
            this.state = 'done';
            break;
          }
          if (c !== 123) throw fail(`line ${this.line}: each element of the array must be an object`);
          this.state = 'in-value';
          this.depth = 0;
          this.elementLine = this.line;
          continue; // the scanner above counts the opening brace
        case 'after-value':
          if (c === 44) this.state = 'value';
          else if (c === 93) this.state = 'done';
          else throw fail(`line ${this.line}: expected "," or "]" after an element`);
          break;
        case 'done':
          throw fail(`line ${this.line}: unexpected content after the end of the array`);
      }
      i++;
    }
  }

  finish(): void {
    if (this.state === 'start') throw fail('the file is empty');
    if (this.state !== 'done') throw fail(`line ${this.line}: the JSON array is not closed`);
  }

  private tooLarge(): never {
    throw fail(`line ${this.elementLine}: an element is larger than ${this.maxElementChars} characters`);
  }
}

function cellOf(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

export interface UploadColumnInfo {
  name: string;
  inference: ColumnInference;
}

/** Rows handed to the writer: plain[i] is true when no cell of rows[i] needs escaping for COPY. */
export interface RowBatch {
  rows: Cell[][];
  plain: boolean[] | null;
}

/** An upload being read: its header is known; its rows come in batches. */
export interface UploadReader {
  header: string[];
  columns: UploadColumnInfo[];
  /** Batches of rows of header.length cells each; throws BadRequestError on bad input. */
  batches: AsyncGenerator<RowBatch>;
  readonly rowCount: number;
  readonly bytes: number;
}

/** The longest column name accepted. */
const MAX_NAME_CHARS = 200;

/** A header cell as a name: every run of whitespace (line breaks in real headers) becomes one space. */
function cleanName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/**
 * Column names from header cells, as real tables have them: whitespace collapsed, an empty cell
 * named "Column N" (its 1-based position), and a repeated name (case-insensitive) renamed
 * "Name (2)", "Name (3)" … so every column can be told apart. Too many columns or a name over
 * 200 characters are still refused.
 */
export function checkHeader(cells: string[], line: number, limits: UploadLimits): string[] {
  if (cells.length > limits.maxColumns) {
    throw fail(`line ${line}: the file has ${cells.length} columns; at most ${limits.maxColumns} are supported`);
  }
  const names = cells.map((cell, i) => {
    const name = cleanName(cell);
    if (name.length > MAX_NAME_CHARS) throw fail(`line ${line}: the name of column ${i + 1} is longer than ${MAX_NAME_CHARS} characters`);
    return name === '' ? `Column ${i + 1}` : name;
  });
  return uniqueNames(names);
}

/**
 * Keeps the first of each name (case-insensitive) and renames later ones "Name (k)", with the
 * smallest k ≥ 2 giving a name that no other column has or gets, so a header's own
 * "Name (2)" keeps its name.
 */
function uniqueNames(names: string[]): string[] {
  const taken = new Set(names.map((n) => n.toLowerCase()));
  const seen = new Set<string>();
  return names.map((name) => {
    const key = name.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return name;
    }
    let renamed: string;
    let k = 2;
    do renamed = withSuffix(name, ` (${k++})`);
    while (taken.has(renamed.toLowerCase()));
    taken.add(renamed.toLowerCase());
    return renamed;
  });
}

/** name + suffix, the name shortened so that the whole stays within the longest name accepted. */
function withSuffix(name: string, suffix: string): string {
  const room = MAX_NAME_CHARS - suffix.length;
  if (name.length <= room) return name + suffix;
  let base = name.slice(0, room);
  if (/[\uD800-\uDBFF]$/.test(base)) base = base.slice(0, -1); // not half a character
  return base.trimEnd() + suffix;
}

/**
 * Opens an upload: reads until the header is known (CSV: first record; JSON: keys of the first
 * object) and checks it. The rows are then read batch by batch as the caller pulls them; the
 * column types are inferred from every value as they pass.
 */
export async function openUpload(body: AsyncIterable<Uint8Array | string>, format: UploadFormat, limits: UploadLimits = DEFAULT_LIMITS): Promise<UploadReader> {
  const counter = { bytes: 0 };
  const text = decodeText(body, limits, format, counter);
  let rowCount = 0;
  let ended = false;
  let csv: CsvParser | undefined;
  let json: JsonArrayParser | undefined;

  /** Records parsed but not handed over yet. */
  let pending = { rows: [] as Cell[][], objects: [] as unknown[], lines: [] as number[], plain: [] as boolean[] };
  const take = () => {
    const p = pending;
    pending = { rows: [], objects: [], lines: [], plain: [] };
    return p;
  };
  const pendingCount = () => (csv ? pending.rows.length : pending.objects.length);

  /**
   * The start of the body (leading BOM and blank lines dropped, skipped counts them). CSV holds
   * it until it has SAMPLE_CHARS characters or the body ends, so the dialect is detected from the
   * same sample however the bytes arrive.
   */
  let head = '';
  let skipped = 0;

  function hold(chunk: string): void {
    if (head === '') {
      const trimmed = chunk.replace(/^[\uFEFF\s]+/, '');
      skipped += countLineEnds(chunk, 0, chunk.length - trimmed.length);
      chunk = trimmed;
    }
    head += chunk;
  }

  /** Makes the reader for the body starting with start. */
  function open(start: string): void {
    const ch = start[0];
    if (format === 'csv') {
      if (ch === '[' || ch === '{') throw fail('line 1: the body looks like JSON; send a JSON array with Content-Type: application/json');
      if (ch === '<') throw fail('line 1: the body looks like HTML or XML, not CSV');
      const sample = start.slice(0, SAMPLE_CHARS);
      const delimiter = detectDelimiter(sample);
      csv = new CsvParser(delimiter, limits.maxRecordChars, detectBackslashQuotes(sample, delimiter));
      csv.line += skipped;
    } else {
      json = new JsonArrayParser(limits.maxRecordChars);
      json.line += skipped;
    }
  }

  function feed(chunk: string): void {
    if (csv) csv.push(chunk, pending.rows, pending.lines, pending.plain);
    else json!.push(chunk, pending.objects, pending.lines);
  }

  /** Reads one more chunk into pending; false at the end of the body. */
  async function readMore(): Promise<boolean> {
    const next = await text.next();
    if (!next.done && (csv || json)) {
      feed(next.value);
      return true;
    }
    if (!next.done) {
      hold(next.value);
      if (head === '' || (format === 'csv' && head.length < SAMPLE_CHARS)) return true;
    }
    if (head !== '') {
      open(head);
      feed(head);
      head = '';
    }
    if (!next.done) return true;
    ended = true;
    if (csv) csv.finish(pending.rows, pending.lines, pending.plain);
    else if (json) json.finish();
    return false;
  }

  while (pendingCount() === 0 && !ended) await readMore();
  if (!csv && !json) throw fail('the file is empty');

  let header: string[];
  let keys: string[] = [];
  let headerLine = 1;
  if (csv) {
    const first = pending.rows.shift()!;
    headerLine = pending.lines.shift()!;
    pending.plain.shift();
    header = checkHeader(
      first.map((c) => c ?? ''),
      headerLine,
      limits,
    );
  } else {
    if (pending.objects.length === 0) throw fail('line 1: the JSON array has no elements');
    keys = Object.keys(pending.objects[0] as Record<string, unknown>);
    header = checkHeader(keys, pending.lines[0]!, limits);
    if (header.length === 0) throw fail(`line ${pending.lines[0]}: the first object has no keys`);
  }
  const columns: UploadColumnInfo[] = header.map((name) => ({ name, inference: new ColumnInference() }));
  const width = header.length;
  // JSON: a key of the first object finds its column as it is; another key by its cleaned name
  // (" a" finds "a"), the first column of that name.
  const index = new Map(keys.map((k, i) => [k, i]));
  const byName = new Map<string, number>();
  keys.forEach((k, i) => byName.has(cleanName(k)) || byName.set(cleanName(k), i));

  function objectsToRows(objects: unknown[], lines: number[]): Cell[][] {
    const out: Cell[][] = new Array(objects.length);
    for (let r = 0; r < objects.length; r++) {
      const o = objects[r] as Record<string, unknown>;
      const row: Cell[] = new Array(width).fill(null);
      for (const k in o) {
        const at = index.get(k) ?? byName.get(cleanName(k));
        if (at === undefined) {
          throw fail(`line ${lines[r]}: key "${k}" is not a key of the first object; every object must use the first object's keys`);
        }
        row[at] = cellOf(o[k]);
      }
      out[r] = row;
    }
    return out;
  }

  function accept(rows: Cell[][], lines: number[]): void {
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      if (row.length !== width) {
        throw fail(`line ${lines[r]}: expected ${width} fields as in the header, found ${row.length}`);
      }
      for (let c = 0; c < width; c++) columns[c]!.inference.add(row[c]!);
    }
    rowCount += rows.length;
  }

  async function* batches(): AsyncGenerator<RowBatch> {
    while (true) {
      while (!ended && pendingCount() < limits.batchRows) await readMore();
      if (pendingCount() === 0) break;
      const p = take();
      const rows = csv ? p.rows : objectsToRows(p.objects, p.lines);
      accept(rows, p.lines);
      yield { rows, plain: csv ? p.plain : null };
    }
    if (rowCount === 0) {
      throw fail(csv ? `the file has a header (line ${headerLine}) but no data rows` : 'the JSON array has no elements');
    }
  }

  return {
    header,
    columns,
    batches: batches(),
    get rowCount() {
      return rowCount;
    },
    get bytes() {
      return counter.bytes;
    },
  };
}
