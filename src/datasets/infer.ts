import type { ColumnType } from '../contracts/columns.js';

/**
 * Column type inference over every value of a column (not a sample): a column keeps the most
 * specific type every non-empty value satisfies. Each test accepts only text PostgreSQL casts to
 * that type, so a module built with the inferred types always loads.
 */
const INT = 1;
const NUM = 2;
const BOOL = 4;
const DATE = 8;
const TS = 16;
const ALL = INT | NUM | BOOL | DATE | TS;

const INT_RE = /^[+-]?(0|[1-9]\d{0,17})$/;
// A leading zero ("007", "02134") marks a code, not a number: such columns stay text.
const NUM_RE = /^[+-]?(?:(?:0|[1-9]\d*)(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d{1,2})?$/;
const BOOL_RE = /^(true|false)$/i;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// "Jan 1 2000" (as in many public datasets); PostgreSQL reads it as a date with DateStyle MDY.
const TEXT_DATE_RE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}),? (\d{4})$/i;
const TS_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const leap = m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);
  return d <= DAYS[m - 1]! + (leap ? 1 : 0);
}

const digit = (v: string, i: number) => v.charCodeAt(i) - 48;
const allDigits = (v: string, from: number, to: number) => {
  for (let i = from; i < to; i++) {
    const d = digit(v, i);
    if (d < 0 || d > 9) return false;
  }
  return true;
};

function isDate(v: string): boolean {
  // The common case, YYYY-MM-DD, without a regular expression.
  if (v.length === 10 && v.charCodeAt(4) === 45 && v.charCodeAt(7) === 45) {
    if (!allDigits(v, 0, 4) || !allDigits(v, 5, 7) || !allDigits(v, 8, 10)) return false;
    return validDate(+v.slice(0, 4), digit(v, 5) * 10 + digit(v, 6), digit(v, 8) * 10 + digit(v, 9));
  }
  let m = ISO_DATE_RE.exec(v);
  if (m) return validDate(+m[1]!, +m[2]!, +m[3]!);
  m = TEXT_DATE_RE.exec(v);
  if (m) return validDate(+m[3]!, MONTHS.indexOf(m[1]!.toLowerCase()) + 1, +m[2]!);
  return false;
}

function isTimestamp(v: string): boolean {
  const m = TS_RE.exec(v);
  if (!m) return false;
  return validDate(+m[1]!, +m[2]!, +m[3]!) && +m[4]! < 24 && +m[5]! < 60 && (m[7] === undefined || +m[7] < 60);
}

function isNumber(v: string): boolean {
  if (!NUM_RE.test(v)) return false;
  // Only a long mantissa can overflow a double (the exponent has at most two digits).
  return v.length < 100 || Number.isFinite(Number(v));
}

/** Candidate types of one value, as a bit set. */
function candidates(v: string, possible: number): number {
  let c = 0;
  if (possible & INT && INT_RE.test(v)) c |= INT | NUM;
  else if (possible & NUM && isNumber(v)) c |= NUM;
  if (possible & BOOL && BOOL_RE.test(v)) c |= BOOL;
  if (possible & (DATE | TS)) {
    if (isDate(v)) c |= DATE | TS;
    else if (possible & TS && isTimestamp(v)) c |= TS;
  }
  return c & possible;
}

const DASH = 45;
const isAsciiSpace = (b: number) => b === 32 || (b >= 9 && b <= 13);
const isDigitByte = (b: number) => b >= 48 && b <= 57;

/** INT_RE over bytes [s, e). */
function isIntBytes(b: Uint8Array, s: number, e: number): boolean {
  if (b[s] === 43 || b[s] === DASH) s++;
  if (s >= e) return false;
  if (b[s] === 48) return e === s + 1;
  if (e - s > 18) return false;
  for (let i = s; i < e; i++) if (!isDigitByte(b[i]!)) return false;
  return true;
}

/** NUM_RE over bytes [s, e) (the caller handles the length bound). */
function isNumberBytes(b: Uint8Array, s: number, e: number): boolean {
  let i = s;
  if (b[i] === 43 || b[i] === DASH) i++;
  if (i < e && b[i] === 46) {
    // .\d+
    i++;
    const from = i;
    while (i < e && isDigitByte(b[i]!)) i++;
    if (i === from) return false;
  } else {
    if (i >= e || !isDigitByte(b[i]!)) return false;
    if (b[i] === 48) i++;
    else while (i < e && isDigitByte(b[i]!)) i++;
    if (i < e && b[i] === 46) {
      i++;
      const from = i;
      while (i < e && isDigitByte(b[i]!)) i++;
      if (i === from) return false;
    }
  }
  if (i < e && (b[i] === 101 || b[i] === 69)) {
    i++;
    if (i < e && (b[i] === 43 || b[i] === DASH)) i++;
    const from = i;
    while (i < e && isDigitByte(b[i]!)) i++;
    if (i === from || i - from > 2) return false;
  }
  return i === e;
}

/** A YYYY-MM-DD date (its dashes already seen) over the ten bytes from s. */
function isDateBytes(b: Uint8Array, s: number): boolean {
  let y = 0;
  for (let i = s; i < s + 4; i++) {
    const d = b[i]! - 48;
    if (d < 0 || d > 9) return false;
    y = y * 10 + d;
  }
  const m1 = b[s + 5]! - 48;
  const m2 = b[s + 6]! - 48;
  const d1 = b[s + 8]! - 48;
  const d2 = b[s + 9]! - 48;
  if (m1 < 0 || m1 > 9 || m2 < 0 || m2 > 9 || d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return false;
  return validDate(y, m1 * 10 + m2, d1 * 10 + d2);
}

/** BOOL_RE over bytes [s, e). */
function isBoolBytes(b: Uint8Array, s: number, e: number): boolean {
  const word = e - s === 4 ? 'true' : e - s === 5 ? 'false' : undefined;
  if (!word) return false;
  for (let i = 0; i < word.length; i++) if ((b[s + i]! | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

/**
 * candidates() over the bytes [s, e) of a trimmed, non-empty value: the common shapes are tested
 * on the bytes; the rare ones (a long number, a text date, a timestamp) on the string, decoded as
 * Latin-1. Every type's text is ASCII: a byte over 0x7f fails every test (and as Latin-1, every
 * pattern, none of which matches such a character, case-insensitive or not), so it needs no
 * pass of its own.
 */
function candidatesBytes(b: Uint8Array, s: number, e: number, possible: number): number {
  const len = e - s;
  if (len >= 100) return candidates(latin1(b, s, e), possible);
  let c = 0;
  if (possible & INT && isIntBytes(b, s, e)) c |= INT | NUM;
  else if (possible & NUM && isNumberBytes(b, s, e)) c |= NUM;
  if (possible & BOOL && isBoolBytes(b, s, e)) c |= BOOL;
  if (possible & (DATE | TS)) {
    if (len === 10 && b[s + 4] === DASH && b[s + 7] === DASH) {
      if (isDateBytes(b, s)) c |= DATE | TS;
    } else {
      const v = latin1(b, s, e);
      if (isDate(v)) c |= DATE | TS;
      else if (possible & TS && isTimestamp(v)) c |= TS;
    }
  }
  return c & possible;
}

const latin1 = (b: Uint8Array, s: number, e: number) => Buffer.from(b.buffer, b.byteOffset + s, e - s).toString('latin1');

/** Tracks one column over a whole file. */
export class ColumnInference {
  private possible = ALL;
  private seen = 0;
  nulls = 0;

  add(value: string | null): void {
    if (value === null) {
      this.nulls++;
      return;
    }
    const v = value.trim();
    if (v === '') {
      this.nulls++;
      return;
    }
    this.seen++;
    if (this.possible !== 0) this.possible = candidates(v, this.possible);
  }

  /**
   * The value held by the UTF-8 bytes [s, e) of buf: the same as add(buf.toString('utf8', s, e)),
   * without making a string when the value is ASCII (the CSV import's fast path).
   */
  addBytes(buf: Uint8Array, s: number, e: number): void {
    if (s < e) {
      // The common case: printable ASCII at both ends, nothing to trim.
      const first = buf[s]!;
      const last = buf[e - 1]!;
      if (first > 32 && first < 0x80 && last > 32 && last < 0x80) {
        this.seen++;
        if (this.possible !== 0) this.possible = candidatesBytes(buf, s, e, this.possible);
        return;
      }
    }
    while (s < e && isAsciiSpace(buf[s]!)) s++;
    while (e > s && isAsciiSpace(buf[e - 1]!)) e--;
    if (s === e) {
      this.nulls++;
      return;
    }
    // trim() also takes Unicode spaces (a no-break space …) off the ends: the string decides.
    if (buf[s]! >= 0x80 || buf[e - 1]! >= 0x80) {
      this.add(Buffer.from(buf.buffer, buf.byteOffset + s, e - s).toString('utf8'));
      return;
    }
    this.seen++;
    if (this.possible !== 0) this.possible = candidatesBytes(buf, s, e, this.possible);
  }

  /** A value known to be text of no other type (it holds a quote), and not empty. */
  addText(): void {
    this.seen++;
    this.possible = 0;
  }

  get type(): ColumnType {
    return typeFromBits(this.seen === 0 ? 0 : this.possible);
  }
}

function typeFromBits(p: number): ColumnType {
  if (p & INT) return 'integer';
  if (p & NUM) return 'number';
  if (p & BOOL) return 'boolean';
  if (p & DATE) return 'date';
  if (p & TS) return 'timestamp';
  return 'text';
}

/** Whether one text value can be read as the type (the same rules as the inference). */
export function valueFits(value: string | null, type: ColumnType): boolean {
  if (value === null || value.trim() === '' || type === 'text') return true;
  return typeFromBits(candidates(value.trim(), ALL) & bitOf(type)) === type;
}

function bitOf(t: ColumnType): number {
  return { integer: INT, number: NUM, boolean: BOOL, date: DATE, timestamp: TS, text: 0 }[t];
}

/**
 * A SQL identifier of our own making from a column header: lower case, every run of other
 * characters than a-z and 0-9 becomes one "_", trimmed; "Beak Length (mm)" → "beak_length_mm".
 * Never empty, never starting with a digit, at most 63 bytes.
 */
export function identifierOf(header: string): string {
  let id = header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (id === '') id = 'column';
  if (/^[0-9]/.test(id)) id = `c_${id}`;
  return id.slice(0, 55);
}

/** Identifiers for a list of headers, made unique with _2, _3 … suffixes; reserved names avoided. */
export function uniqueIdentifiers(headers: readonly string[]): string[] {
  const used = new Set<string>(['_row']);
  return headers.map((h) => {
    const base = identifierOf(h);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    return id;
  });
}

export const IDENTIFIER_RE = /^[a-z_][a-z0-9_]{0,62}$/;
