import { isUtf8 } from 'node:buffer';
import { BadRequestError } from '../errors.js';
import { ColumnInference } from './infer.js';

/**
 * Streaming readers for uploads: CSV (RFC 4180: quoted fields, doubled quotes, embedded
 * newlines, BOM; comma, semicolon or tab detected from the header line) and JSON arrays of
 * objects. They read the body chunk by chunk, so memory stays bounded by one chunk plus one
 * record whatever the file's size, and every error names the line it was found on.
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
 * Body bytes → text. Invalid UTF-8 and NUL characters (binary content) are refused with the
 * line they were found on. Validation and decoding use Node's SIMD UTF-8 routines.
 */
async function* decodeText(body: AsyncIterable<Uint8Array | string>, limits: UploadLimits, format: UploadFormat, counter: { bytes: number }) {
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
    const text = part.toString('utf8');
    const nul = text.indexOf('\u0000');
    if (nul !== -1) throw fail(`line ${lines + countLineEnds(text, 0, nul)}: the file contains NUL characters; it is not a text file`);
    lines += countLineEnds(text, 0, text.length);
    if (text.length > 0) yield text;
  }
  if (carry.length > 0) throw fail(`line ${lines}: the file is not valid UTF-8 text (it ends inside a character)`);
}

const SPECIAL = /[\\\t\n\r]/;
const QUOTE = 34;
const LF = 10;
const CR = 13;

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;

/**
 * An incremental RFC 4180 parser. An unquoted empty field is null, a quoted empty field is the
 * empty string; a quote inside an unquoted field is kept as a character; blank lines are skipped.
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
          const end = q === -1 ? n : q;
          this.line += countLineEnds(s, i, end);
          const piece = s.slice(i, end);
          if (!this.special && SPECIAL.test(piece)) this.special = true;
          this.partial += piece;
          if (q === -1) {
            i = n;
          } else {
            i = q + 1;
            this.state = QUOTE_IN_QUOTED;
          }
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
          else if (ch === 123 || ch === 91) this.depth++;
          else if (ch === 125 || ch === 93) {
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

function checkHeader(names: string[], line: number, limits: UploadLimits): string[] {
  if (names.length > limits.maxColumns) {
    throw fail(`line ${line}: the file has ${names.length} columns; at most ${limits.maxColumns} are supported`);
  }
  const seen = new Map<string, number>();
  const trimmed = names.map((n, i) => {
    const name = n.trim();
    if (name === '') throw fail(`line ${line}: column ${i + 1} has an empty name`);
    if (name.length > 200) throw fail(`line ${line}: the name of column ${i + 1} is longer than 200 characters`);
    const key = name.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) throw fail(`line ${line}: duplicate column name "${name}" (columns ${before} and ${i + 1})`);
    seen.set(key, i + 1);
    return name;
  });
  return trimmed;
}

/**
 * Opens an upload: reads until the header is known (CSV: first record; JSON: keys of the first
 * object) and checks it. The rows are then read batch by batch as the caller pulls them; the
 * column types are inferred from every value as they pass.
 */
export async function openUpload(
  body: AsyncIterable<Uint8Array | string>,
  format: UploadFormat,
  limits: UploadLimits = DEFAULT_LIMITS,
): Promise<UploadReader> {
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

  /** Reads one more chunk into pending; false at the end of the body. */
  async function readMore(): Promise<boolean> {
    const next = await text.next();
    if (next.done) {
      ended = true;
      if (csv) csv.finish(pending.rows, pending.lines, pending.plain);
      else if (json) json.finish();
      return false;
    }
    let chunk = next.value;
    if (!csv && !json) {
      const trimmed = chunk.replace(/^[\uFEFF\s]+/, '');
      if (trimmed === '') return true;
      const skippedLines = countLineEnds(chunk, 0, chunk.length - trimmed.length);
      chunk = trimmed;
      const ch = chunk[0];
      if (format === 'csv') {
        if (ch === '[' || ch === '{') throw fail('line 1: the body looks like JSON; send a JSON array with Content-Type: application/json');
        if (ch === '<') throw fail('line 1: the body looks like HTML or XML, not CSV');
        csv = new CsvParser(detectDelimiter(chunk.slice(0, 65536)), limits.maxRecordChars);
        csv.line += skippedLines;
      } else {
        json = new JsonArrayParser(limits.maxRecordChars);
        json.line += skippedLines;
      }
    }
    if (csv) csv.push(chunk, pending.rows, pending.lines, pending.plain);
    else json!.push(chunk, pending.objects, pending.lines);
    return true;
  }

  while (pendingCount() === 0 && !ended) await readMore();
  if (!csv && !json) throw fail('the file is empty');

  let header: string[];
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
    header = checkHeader(Object.keys(pending.objects[0] as Record<string, unknown>), pending.lines[0]!, limits);
    if (header.length === 0) throw fail(`line ${pending.lines[0]}: the first object has no keys`);
  }
  const columns: UploadColumnInfo[] = header.map((name) => ({ name, inference: new ColumnInference() }));
  const width = header.length;
  const index = new Map(header.map((h, i) => [h, i]));

  function objectsToRows(objects: unknown[], lines: number[]): Cell[][] {
    const out: Cell[][] = new Array(objects.length);
    for (let r = 0; r < objects.length; r++) {
      const o = objects[r] as Record<string, unknown>;
      const row: Cell[] = new Array(width).fill(null);
      for (const k in o) {
        const at = index.get(k.trim());
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
