import { BadRequestError } from '../errors.js';
import { ColumnInference } from './infer.js';
import {
  type Cell,
  CsvParser,
  countLineBytes,
  detectBackslashQuotes,
  detectDelimiter,
  openUpload,
  SAMPLE_CHARS,
  type UploadColumnInfo,
  type UploadLimits,
  type UploadReader,
  checkHeader,
  validatedBytes,
} from './parse.js';

/**
 * The CSV import's fast path on the PostgreSQL server: the upload's own records go to
 * `COPY … (FORMAT csv)`, each after its row number, and JavaScript scans them once — checking
 * each record's shape and inferring the column types from the bytes — without making a string
 * per cell. PostgreSQL's
 * CSV reading and ours agree on ordinary records (fields, quoted fields with doubled quotes,
 * LF or CRLF line ends, an unquoted empty field as null). From the first record where they
 * might not — a blank line, a quote inside an unquoted field, another line end, `\.` alone on a
 * line, a record of the wrong width or too long, anything malformed — the rest of the file is
 * read by the general parser (parse.ts) and written back as CSV both read alike, so every
 * file stores the same rows, and is refused with the same message, as on the general path.
 */
export interface CsvCopyReader {
  header: string[];
  columns: UploadColumnInfo[];
  /** COPY's DELIMITER. */
  delimiter: string;
  /** The data records as CSV, each after its row number, for `COPY … FROM STDIN (FORMAT csv)`; throws BadRequestError on bad input. */
  csv: AsyncGenerator<Buffer>;
  readonly rowCount: number;
  readonly bytes: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const BACKSLASH = 92;
const DOT = 46;
/** A record still incomplete at a chunk's end is carried into the next; a longer one goes to the general parser. */
const CARRY_LIMIT = 256 * 1024;

const fail = (detail: string) => new BadRequestError(detail);

/** A field of the current record: its value's bytes, and whether it held a doubled quote. */
const PLAIN = 0;
const ESCAPED = 1;

/**
 * Scans one record starting at `at` of buf. Returns the offset after its line end, -1 when the
 * record is not complete in buf, or -2 when the record is not an ordinary one (the general parser
 * reads it). Field bounds go to starts / ends / kinds.
 */
function scanRecord(
  buf: Buffer,
  at: number,
  delim: number,
  crlf: boolean,
  width: number,
  starts: Int32Array,
  ends: Int32Array,
  kinds: Uint8Array,
  eof: boolean,
): number {
  const n = buf.length;
  let field = 0;
  let i = at;
  for (;;) {
    if (field >= width) return -2;
    if (i < n && buf[i] === QUOTE) {
      // A quoted field: up to the closing quote, doubled quotes inside.
      let j = i + 1;
      let kind = PLAIN;
      for (;;) {
        const q = buf.indexOf(QUOTE, j);
        if (q === -1) return eof ? -2 : -1;
        if (q + 1 < n && buf[q + 1] === QUOTE) {
          kind = ESCAPED;
          j = q + 2;
          continue;
        }
        if (q + 1 >= n && !eof) return -1;
        starts[field] = i + 1;
        ends[field] = q;
        kinds[field] = kind;
        i = q + 1;
        break;
      }
    } else {
      let j = i;
      while (j < n) {
        const c = buf[j]!;
        if (c === delim || c === LF || c === CR) break;
        if (c === QUOTE) return -2;
        j++;
      }
      starts[field] = i;
      ends[field] = j;
      kinds[field] = PLAIN;
      i = j;
    }
    field++;
    if (i >= n) {
      if (!eof) return -1;
      // The last record of the file needs no line end.
      return field === width ? n : -2;
    }
    const c = buf[i]!;
    if (c === delim) {
      i++;
      continue;
    }
    if (field !== width) return -2;
    if (crlf) {
      if (c !== CR) return -2;
      if (i + 1 >= n) return eof ? -2 : -1;
      return buf[i + 1] === LF ? i + 2 : -2;
    }
    return c === LF ? i + 1 : -2;
  }
}

/** A row as CSV both readers read alike, its row number first: every value quoted, null as nothing. */
function csvLine(rowNo: number, row: Cell[], delimiter: string, eol: string): string {
  let line = String(rowNo);
  for (let c = 0; c < row.length; c++) {
    line += delimiter;
    const v = row[c]!;
    if (v !== null) line += `"${v.includes('"') ? v.replace(/"/g, '""') : v}"`;
  }
  return line + eol;
}

/**
 * Opens a CSV upload for COPY: reads the start of the body, detects the dialect and reads the
 * header as openUpload does. A start the fast path does not take — empty, not CSV, backslash-
 * escaped quotes, an unusual or very long header — goes to openUpload on the same bytes (its
 * rows are then written as COPY text by storage.ts).
 */
export async function openCsvForCopy(body: AsyncIterable<Uint8Array | string>, limits: UploadLimits): Promise<CsvCopyReader | UploadReader> {
  const counter = { bytes: 0 };
  const source = validatedBytes(body, limits, 'csv', counter);
  const headChunks: Buffer[] = [];
  let headText = '';
  let ended = false;
  while (headText.length < SAMPLE_CHARS) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    headChunks.push(next.value);
    headText += next.value.toString('utf8');
  }
  const head = Buffer.concat(headChunks);
  const general = () => {
    // The same bytes again, already checked: the general reader counts them as they pass.
    const replay = async function* () {
      if (head.length > 0) yield head;
      if (!ended) yield* source;
    };
    return openUpload(replay(), 'csv', limits);
  };
  // What openUpload does with the start: a BOM, blank lines and leading spaces dropped.
  const trimmed = headText.replace(/^[\uFEFF\s]+/, '');
  if (trimmed === '' || trimmed[0] === '[' || trimmed[0] === '{' || trimmed[0] === '<') return general();
  const sample = trimmed.slice(0, SAMPLE_CHARS);
  const delimiter = detectDelimiter(sample);
  if (detectBackslashQuotes(sample, delimiter)) return general();
  const skipped = headText.slice(0, headText.length - trimmed.length);
  const startLine = 1 + countLineBytes(Buffer.from(skipped));
  const first = head.subarray(Buffer.byteLength(skipped));

  // The header, read by the general parser from the start of the head.
  const probe = new CsvParser(delimiter, limits.maxRecordChars, false);
  probe.line = startLine;
  const probeRows: Cell[][] = [];
  const probeLines: number[] = [];
  try {
    probe.push(trimmed, probeRows, probeLines, []);
    if (ended) probe.finish(probeRows, probeLines, []);
  } catch {
    // A malformed start: the general path says what is wrong with it.
  }
  if (probeRows.length === 0) return general();
  const header = checkHeader(
    probeRows[0]!.map((c) => c ?? ''),
    probeLines[0]!,
    limits,
  );
  const width = header.length;
  // Where the header record ends in the bytes, and the file's line end (LF or CRLF).
  const fields = { starts: new Int32Array(width), ends: new Int32Array(width), kinds: new Uint8Array(width) };
  const delim = delimiter.charCodeAt(0);
  let crlf = false;
  let headerEnd = scanRecord(first, 0, delim, false, width, fields.starts, fields.ends, fields.kinds, ended);
  if (headerEnd < 0) {
    crlf = true;
    headerEnd = scanRecord(first, 0, delim, true, width, fields.starts, fields.ends, fields.kinds, ended);
  }
  if (headerEnd < 0) return general();
  return scanner({
    header,
    headerLine: probeLines[0]!,
    buf: first.subarray(headerEnd),
    rest: ended ? undefined : source,
    delimiter,
    crlf,
    line: startLine + linesOf(first, 0, headerEnd),
    limits,
    counter,
    fields,
  });
}

/** The lines a record takes: one, and one more per line feed inside its quoted fields. */
function linesOf(buf: Buffer, at: number, next: number): number {
  return 1 + countLineBytes(buf, at, next) - (buf[next - 1] === LF ? 1 : 0);
}

function scanner(o: {
  header: string[];
  headerLine: number;
  buf: Buffer;
  rest: AsyncGenerator<Buffer> | undefined;
  delimiter: string;
  crlf: boolean;
  line: number;
  limits: UploadLimits;
  counter: { bytes: number };
  fields: { starts: Int32Array; ends: Int32Array; kinds: Uint8Array };
}): CsvCopyReader {
  const { header, delimiter, crlf, limits } = o;
  const { starts, ends, kinds } = o.fields;
  const delim = delimiter.charCodeAt(0);
  const width = header.length;
  const columns: UploadColumnInfo[] = header.map((name) => ({ name, inference: new ColumnInference() }));
  const inference = columns.map((c) => c.inference);
  const eol = crlf ? '\r\n' : '\n';
  let rowCount = 0;

  async function* csv(): AsyncGenerator<Buffer> {
    let rest = o.rest;
    let line = o.line;
    let buf = o.buf;
    let at = 0;
    /** From the first record the scan does not take, the general parser reads the rest. */
    let general: CsvParser | undefined;
    const rows: Cell[][] = [];
    const lines: number[] = [];
    const toGeneral = () => {
      general = new CsvParser(delimiter, limits.maxRecordChars, false);
      general.line = line;
    };

    /** The general parser's rows: checked and inferred as openUpload does, written back as CSV. */
    function written(): Buffer | undefined {
      if (rows.length === 0) return undefined;
      let text = '';
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!;
        if (row.length !== width) throw fail(`line ${lines[r]}: expected ${width} fields as in the header, found ${row.length}`);
        for (let c = 0; c < width; c++) inference[c]!.add(row[c]!);
        text += csvLine(++rowCount, row, delimiter, eol);
      }
      rows.length = 0;
      lines.length = 0;
      return Buffer.from(text);
    }

    for (;;) {
      const eof = rest === undefined;
      if (general) {
        if (at < buf.length) general.push(buf.toString('utf8', at), rows, lines, []);
        if (eof) general.finish(rows, lines, []);
        const out = written();
        if (out) yield out;
      } else {
        // The records as they are, each after its row number: one copy of the bytes.
        let out = Buffer.allocUnsafe(buf.length - at + OUT_SLACK);
        let pos = 0;
        while (at < buf.length) {
          const next = scanRecord(buf, at, delim, crlf, width, starts, ends, kinds, eof);
          if (next === -1) break;
          // Not an ordinary record, or possibly over the record limit (its characters are at most its bytes + 1).
          // A blank line (the general parser skips it) reads as one empty field when the width is one.
          const blank = buf[at] === LF || buf[at] === CR;
          if (next === -2 || blank || next - at + 1 > limits.maxRecordChars || isEndMarker(buf, at, next)) {
            toGeneral();
            break;
          }
          for (let c = 0; c < width; c++) {
            if (kinds[c] === ESCAPED) inference[c]!.addText();
            else inference[c]!.addBytes(buf, starts[c]!, ends[c]!);
          }
          line += linesOf(buf, at, next);
          if (pos + next - at + ROW_NO_BYTES > out.length) {
            yield out.subarray(0, pos);
            out = Buffer.allocUnsafe(buf.length - at + OUT_SLACK);
            pos = 0;
          }
          pos = writeRowNo(out, pos, ++rowCount);
          out[pos++] = delim;
          pos += buf.copy(out, pos, at, next);
          at = next;
        }
        if (pos > 0) yield out.subarray(0, pos);
        if (general) continue; // the rest of this buffer, to the general parser
        if (!eof && buf.length - at > CARRY_LIMIT) {
          toGeneral();
          continue;
        }
      }
      if (eof) break;
      const next = await rest!.next();
      // An incomplete record is scanned again with the next chunk (the general parser keeps its own).
      const carry = general ? undefined : buf.subarray(at);
      if (next.done) {
        rest = undefined;
        buf = carry && carry.length > 0 ? carry : Buffer.alloc(0);
      } else {
        buf = carry && carry.length > 0 ? Buffer.concat([carry, next.value]) : next.value;
      }
      at = 0;
    }
    if (rowCount === 0) throw fail(`the file has a header (line ${o.headerLine}) but no data rows`);
  }

  return {
    header,
    columns,
    delimiter,
    csv: csv(),
    get rowCount() {
      return rowCount;
    },
    get bytes() {
      return o.counter.bytes;
    },
  };
}

/** Room for the row numbers of a buffer's records (more are written into a new buffer). */
const OUT_SLACK = 64 * 1024;
/** A row number's digits and the delimiter after it, at most. */
const ROW_NO_BYTES = 17;

/** Writes n's decimal digits at pos; returns the position after them. */
function writeRowNo(out: Buffer, pos: number, n: number): number {
  let digits = 1;
  for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
  for (let i = pos + digits - 1; i >= pos; i--) {
    out[i] = 48 + (n % 10);
    n = Math.floor(n / 10);
  }
  return pos + digits;
}

/** `\.` alone on a line ends COPY's data (PostgreSQL ignores what follows): such a record is written quoted. */
function isEndMarker(buf: Buffer, at: number, next: number): boolean {
  return buf[at] === BACKSLASH && buf[at + 1] === DOT && (next === at + 2 || buf[at + 2] === LF || buf[at + 2] === CR);
}
