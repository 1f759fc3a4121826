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
 * The CSV import's fast path on the PostgreSQL server: the upload's records go to
 * `COPY … (FORMAT text)` with the file's own delimiter, each after its row number, and
 * JavaScript scans them once — checking each record's shape and inferring the column types from
 * the bytes — without making a string per cell. A record of unquoted, non-empty fields without a
 * backslash (most records of most files) reads the same in COPY's text format as in CSV, and is
 * copied as it is, line end included; any other record the scan reads is rewritten field by
 * field: quotes taken off and doubled quotes undone, an unquoted empty field as `\N` (null), a
 * backslash, the delimiter, CR and LF inside a value escaped with a backslash. PostgreSQL parses
 * the text format with less work than CSV (no quote state per byte): 0.75 CPU-s instead of 0.82
 * for the benchmark's million rows. From the first record the scan does not take — a blank line,
 * a quote inside an unquoted field, another line end, a record of the wrong width or too long,
 * anything malformed — the rest of the file is read by the general parser (parse.ts) and written
 * as escaped text lines, so every file stores the same rows, and is refused with the same
 * message, as on the general path.
 */
export interface CsvCopyReader {
  header: string[];
  columns: UploadColumnInfo[];
  /** COPY's DELIMITER: the file's. */
  delimiter: string;
  /** The data records in COPY's text format, each after its row number, for `COPY … FROM STDIN (FORMAT text)`; throws BadRequestError on bad input. */
  text: AsyncGenerator<Buffer>;
  readonly rowCount: number;
  /** Of rowCount, the rows the scan wrote itself (the others came through the general parser). */
  readonly scannedRows: number;
  readonly bytes: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const BACKSLASH = 92;
/** The header is read from the start of the sample in pieces of this many characters. */
const PROBE_CHARS = 4096;
/** A record still incomplete at a chunk's end is carried into the next; a longer one goes to the general parser. */
const CARRY_LIMIT = 256 * 1024;

const fail = (detail: string) => new BadRequestError(detail);

/** How a field of the current record was written: its value's bytes are between starts and ends. */
const UNQUOTED = 0;
const QUOTED = 1;
/** Quoted, with a doubled quote inside. */
const DOUBLED = 2;

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
      let kind = QUOTED;
      for (;;) {
        const q = buf.indexOf(QUOTE, j);
        if (q === -1) return eof ? -2 : -1;
        if (q + 1 < n && buf[q + 1] === QUOTE) {
          kind = DOUBLED;
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
      // Every byte the loop stops at is at most `low` (most bytes are greater: one test each).
      const low = delim > QUOTE ? delim : QUOTE;
      let j = i;
      while (j < n) {
        const c = buf[j]!;
        if (c > low) {
          j++;
          continue;
        }
        if (c === delim || c === LF || c === CR) break;
        if (c === QUOTE) return -2;
        j++;
      }
      starts[field] = i;
      ends[field] = j;
      kinds[field] = UNQUOTED;
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

/** What COPY's text format escapes in a value, per delimiter: a backslash, CR, LF and the delimiter. */
const TEXT_SPECIAL: Record<string, RegExp> = { ',': /[\\\n\r,]/g, ';': /[\\\n\r;]/g, '\t': /[\\\n\r\t]/g };
const textEscape = (c: string) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\${c}`);

/** A row in COPY's text format, its row number first: null as \N, the special characters escaped. */
function textLine(rowNo: number, row: Cell[], delimiter: string, eol: string): string {
  const special = TEXT_SPECIAL[delimiter]!;
  let line = String(rowNo);
  for (let c = 0; c < row.length; c++) {
    line += delimiter;
    const v = row[c]!;
    line += v === null ? '\\N' : v.replace(special, textEscape);
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
    // Piece by piece, up to the header's end: the sample's other records are the scan's.
    for (let from = 0; probeRows.length === 0 && from < trimmed.length; from += PROBE_CHARS) {
      probe.push(trimmed.slice(from, from + PROBE_CHARS), probeRows, probeLines, []);
    }
    if (ended && probeRows.length === 0) probe.finish(probeRows, probeLines, []);
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
  const maxRecordChars = limits.maxRecordChars;
  const columns: UploadColumnInfo[] = header.map((name) => ({ name, inference: new ColumnInference() }));
  const inference = columns.map((c) => c.inference);
  const eol = crlf ? '\r\n' : '\n';
  let rowCount = 0;
  let scannedRows = 0;

  async function* text(): AsyncGenerator<Buffer> {
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
    const rowNo = new RowNumber();

    /** The general parser's rows: checked and inferred as openUpload does, written as text lines. */
    function written(): Buffer | undefined {
      if (rows.length === 0) return undefined;
      let text = '';
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!;
        if (row.length !== width) throw fail(`line ${lines[r]}: expected ${width} fields as in the header, found ${row.length}`);
        for (let c = 0; c < width; c++) inference[c]!.add(row[c]!);
        text += textLine(++rowCount, row, delimiter, eol);
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
        // Each record after its row number: its own bytes when they read the same as text, else rewritten.
        let out = Buffer.allocUnsafe(buf.length - at + OUT_SLACK);
        let outView = viewOf(out);
        const bufView = viewOf(buf);
        let pos = 0;
        // The first backslash at or after `at` (-1: none in this buffer).
        let slash = buf.indexOf(BACKSLASH, at);
        while (at < buf.length) {
          const next = scanRecord(buf, at, delim, crlf, width, starts, ends, kinds, eof);
          if (next === -1) break;
          // Not an ordinary record, or possibly over the record limit (its characters are at most its bytes + 1).
          // A blank line (the general parser skips it) reads as one empty field when the width is one.
          if (next === -2 || buf[at] === LF || buf[at] === CR || next - at + 1 > maxRecordChars) {
            toGeneral();
            break;
          }
          if (slash !== -1 && slash < at) slash = buf.indexOf(BACKSLASH, at);
          // Its own bytes read the same in text format: no quoted field, no empty one (null), no backslash.
          let plain = slash === -1 || slash >= next;
          for (let c = 0; c < width; c++) {
            const kind = kinds[c];
            if (kind === DOUBLED) {
              inference[c]!.addText();
              plain = false;
            } else {
              const s = starts[c]!;
              const e = ends[c]!;
              if (kind === QUOTED || s === e) plain = false;
              inference[c]!.addBytes(buf, s, e);
            }
          }
          // A record without quoted fields takes one line.
          line += plain ? 1 : linesOf(buf, at, next);
          const need = ROW_NO_BYTES + (plain ? next - at : 3 * (next - at) + 4);
          if (pos + need > out.length) {
            yield out.subarray(0, pos);
            out = Buffer.allocUnsafe(Math.max(buf.length - at + OUT_SLACK, need));
            outView = viewOf(out);
            pos = 0;
          }
          pos = rowNo.next(out, pos);
          out[pos++] = delim;
          if (plain) {
            pos = copyBytes(bufView, buf, at, next, outView, out, pos);
          } else {
            pos = writeFields(out, pos, buf, width, starts, ends, kinds, delim);
            if (crlf) out[pos++] = CR;
            out[pos++] = LF;
          }
          rowCount++;
          scannedRows++;
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
    text: text(),
    get rowCount() {
      return rowCount;
    },
    get scannedRows() {
      return scannedRows;
    },
    get bytes() {
      return o.counter.bytes;
    },
  };
}

const viewOf = (b: Buffer) => new DataView(b.buffer, b.byteOffset, b.length);

/**
 * Copies buf[from, to) to out at pos, four bytes at a time through their views; returns the
 * position after them. For a record's few dozen bytes, Buffer.copy's call costs more than the copy
 * (a million of the benchmark's records: 59 ms with it, 42 ms so).
 */
function copyBytes(bufView: DataView, buf: Buffer, from: number, to: number, outView: DataView, out: Buffer, pos: number): number {
  if (to - from > 256) return pos + buf.copy(out, pos, from, to);
  let i = from;
  for (; i + 4 <= to; i += 4, pos += 4) outView.setUint32(pos, bufView.getUint32(i));
  for (; i < to; i++) out[pos++] = buf[i]!;
  return pos;
}

/** Room for the row numbers of a buffer's records (more are written into a new buffer). */
const OUT_SLACK = 64 * 1024;
/** A row number's digits and the delimiter after it, at most. */
const ROW_NO_BYTES = 17;

/** Row numbers 1, 2, 3 … as decimal digits, counted in place (no division per row). */
class RowNumber {
  /** The last number's digits, right-aligned; the unused places hold '0'. */
  private readonly digits = new Uint8Array(ROW_NO_BYTES - 1).fill(48);
  private count = 1;

  /** Writes the next number at pos; returns the position after it. */
  next(out: Buffer, pos: number): number {
    const d = this.digits;
    let i = d.length - 1;
    while (d[i] === 57) d[i--] = 48;
    d[i]!++;
    if (d.length - i > this.count) this.count = d.length - i;
    for (let k = d.length - this.count; k < d.length; k++) out[pos++] = d[k]!;
    return pos;
  }
}

const N = 78;
const LOWER_N = 110;
const LOWER_R = 114;

/**
 * A scanned record's fields in COPY's text format, delimited by delim (no line end): an unquoted
 * empty field as \N, a quoted one's value without its quotes, doubled quotes undone; a backslash,
 * the delimiter, CR and LF in a value escaped. At most 3 bytes per byte of the record, plus 4.
 */
function writeFields(out: Buffer, pos: number, buf: Buffer, width: number, starts: Int32Array, ends: Int32Array, kinds: Uint8Array, delim: number): number {
  for (let c = 0; c < width; c++) {
    if (c > 0) out[pos++] = delim;
    const s = starts[c]!;
    const e = ends[c]!;
    const kind = kinds[c];
    if (s === e && kind === UNQUOTED) {
      out[pos++] = BACKSLASH;
      out[pos++] = N;
      continue;
    }
    for (let i = s; i < e; i++) {
      const b = buf[i]!;
      if (b === BACKSLASH || b === delim) {
        out[pos++] = BACKSLASH;
        out[pos++] = b;
      } else if (b === LF) {
        out[pos++] = BACKSLASH;
        out[pos++] = LOWER_N;
      } else if (b === CR) {
        out[pos++] = BACKSLASH;
        out[pos++] = LOWER_R;
      } else {
        out[pos++] = b;
        // Inside a quoted field every quote is the first of a doubled pair.
        if (b === QUOTE && kind === DOUBLED) i++;
      }
    }
  }
  return pos;
}
