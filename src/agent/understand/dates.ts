/**
 * Dates in words: "in 2012", "June 2013", "last March", "Q1 2014", "the 70s", "between 2010 and 2012",
 * "before 2013", "2012-06-01", "June 5, 2013". Relative words ("last March", "last year") are relative to
 * the latest date in the data, since the data is history. Ranges are [from, to) as ISO dates.
 */
export type DateMatch =
  | { kind: 'range'; from: string; to: string; start: number; end: number; text: string; grainHint?: 'year' | 'month' | 'day' | 'quarter' | 'half' }
  | { kind: 'month'; month: number; start: number; end: number; text: string };

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

export function monthIndex(word: string): number {
  const w = word.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(w)) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
};
const yearRange = (y: number) => ({ from: iso(y, 1, 1), to: iso(y + 1, 1, 1) });
const monthRange = (y: number, m: number) => ({ from: iso(y, m, 1), to: iso(y, m + 1, 1) });

export interface DateContext {
  /** Earliest and latest dates in the data (ISO), when known. */
  min?: string;
  max?: string;
}

function yearOk(y: number, ctx: DateContext): boolean {
  const lo = ctx.min ? Number(ctx.min.slice(0, 4)) - 30 : 1900;
  const hi = ctx.max ? Number(ctx.max.slice(0, 4)) + 30 : 2100;
  return y >= Math.max(1800, lo) && y <= Math.min(2200, hi);
}

type DateReading = DistributiveOmit<DateMatch, 'start' | 'end' | 'text'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type DatePattern = [RegExp, (m: RegExpExecArray, ctx: DateContext, latest: Date | undefined) => DateReading | null];

/** The year of the period named next to position `at` (a year after it first, else one before), else the data's latest. */
function yearNear(text: string, at: number, latest: Date | undefined): number | undefined {
  const after = /\b(?:19|20)\d{2}\b/.exec(text.slice(at));
  if (after) return Number(after[0]);
  const before = [...text.slice(0, at).matchAll(/\b(?:19|20)\d{2}\b/g)].at(-1);
  if (before) return Number(before[0]);
  return latest?.getUTCFullYear();
}

/** Date expressions, most specific first: a later pattern never overlaps an earlier match. */
const DATE_PATTERNS: DatePattern[] = [
  // between / from … to … (years, or months of a year)
  [
    new RegExp(`\\b(?:between|from)\\s+${MONTH_RE}\\s+(?:and|to|through|until|-)\\s+${MONTH_RE},?\\s+(?:of\\s+)?(\\d{4})\\b`),
    (m, ctx, latest) => {
      const y = Number(m[3]);
      if (!yearOk(y, ctx)) return null;
      return { kind: 'range', from: monthRange(y, monthIndex(m[1]!)).from, to: monthRange(y, monthIndex(m[2]!)).to };
    },
  ],
  [
    /\b(?:between|from)\s+(?:the\s+(?:years?\s+)?)?(\d{4})\s+(?:and|to|through|until|-)\s+(\d{4})\b/,
    (m, ctx, latest) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (!yearOk(a, ctx) || !yearOk(b, ctx) || b < a) return null;
      return { kind: 'range', from: yearRange(a).from, to: yearRange(b).to };
    },
  ],
  [
    /\b(\d{4})\s*(?:-|–|to|→|->)\s*(\d{4})\b/,
    (m, ctx, latest) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (!yearOk(a, ctx) || !yearOk(b, ctx) || b < a) return null;
      return { kind: 'range', from: yearRange(a).from, to: yearRange(b).to };
    },
  ],
  // ISO day
  [
    /\b(\d{4})-(\d{2})-(\d{2})\b/,
    (m, ctx, latest) => {
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
      return { kind: 'range', from: iso(y, mo, d), to: iso(y, mo, d + 1), grainHint: 'day' };
    },
  ],
  // June 5, 2013 / June 5th 2013 / 5 June 2013
  [
    new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`),
    (m, ctx, latest) => {
      const [mo, d, y] = [monthIndex(m[1]!), Number(m[2]), Number(m[3])];
      if (d < 1 || d > 31 || !yearOk(y, ctx)) return null;
      return { kind: 'range', from: iso(y, mo, d), to: iso(y, mo, d + 1), grainHint: 'day' };
    },
  ],
  [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE},?\\s+(\\d{4})\\b`),
    (m, ctx, latest) => {
      const [d, mo, y] = [Number(m[1]), monthIndex(m[2]!), Number(m[3])];
      if (d < 1 || d > 31 || !yearOk(y, ctx)) return null;
      return { kind: 'range', from: iso(y, mo, d), to: iso(y, mo, d + 1), grainHint: 'day' };
    },
  ],
  // Jul-Sep 2024, March to May 2023: whole months, both ends in
  [
    new RegExp(`\\b${MONTH_RE}\\.?\\s*(?:-|to|through|until|till)\\s*${MONTH_RE}\\.?,?\\s+(?:of\\s+)?(\\d{4})\\b`),
    (m, ctx) => {
      const y = Number(m[3]);
      const [a, b] = [monthIndex(m[1]!), monthIndex(m[2]!)];
      if (!yearOk(y, ctx) || a < 1 || b < a) return null;
      return { kind: 'range', from: iso(y, a, 1), to: b === 12 ? iso(y + 1, 1, 1) : iso(y, b + 1, 1), grainHint: 'month' };
    },
  ],
  // quarters
  [
    /\b(?:q([1-4])|(first|second|third|fourth|last|final|1st|2nd|3rd|4th)\s+quarter)\s+(?:of\s+)?(\d{4})\b/,
    (m, ctx, latest) => {
      const word = m[2]
        ?.replace(/^(1st)$/, 'first')
        .replace(/^2nd$/, 'second')
        .replace(/^3rd$/, 'third')
        .replace(/^(4th|last|final)$/, 'fourth');
      const qn = m[1] ? Number(m[1]) : ['first', 'second', 'third', 'fourth'].indexOf(word!) + 1;
      const y = Number(m[3]);
      if (!yearOk(y, ctx) || qn < 1) return null;
      return { kind: 'range', from: iso(y, (qn - 1) * 3 + 1, 1), to: iso(y, qn * 3 + 1, 1), grainHint: 'quarter' };
    },
  ],
  // half-years: "H2 2024", "the first half of 2023", "2nd half 2022"
  [
    /\b(?:h([12])|(first|second|1st|2nd)\s+half)\s+(?:of\s+)?(\d{4})\b/,
    (m, ctx) => {
      const half = m[1] ? Number(m[1]) : /^(first|1st)$/.test(m[2]!) ? 1 : 2;
      const y = Number(m[3]);
      if (!yearOk(y, ctx)) return null;
      return { kind: 'range', from: iso(y, half === 1 ? 1 : 7, 1), to: half === 1 ? iso(y, 7, 1) : iso(y + 1, 1, 1), grainHint: 'half' };
    },
  ],
  // A quarter or half named without its year ("Q3 vs Q4 2024", "H1 vs H2"): that of the nearest period
  // named with one, after it first, else the data's latest year.
  [
    /\b(?:q([1-4])|h([12]))\b(?!\s*(?:of\s+)?\d{4})/,
    (m, ctx, latest) => {
      const y = yearNear(m.input, m.index, latest);
      if (y === undefined || !yearOk(y, ctx)) return null;
      if (m[1]) {
        const qn = Number(m[1]);
        return { kind: 'range', from: iso(y, (qn - 1) * 3 + 1, 1), to: iso(y, qn * 3 + 1, 1), grainHint: 'quarter' };
      }
      const half = Number(m[2]);
      return { kind: 'range', from: iso(y, half === 1 ? 1 : 7, 1), to: half === 1 ? iso(y, 7, 1) : iso(y + 1, 1, 1), grainHint: 'half' };
    },
  ],
  // seasons (northern hemisphere, meteorological)
  [
    /\b(spring|summer|autumn|fall|winter)\s+(?:of\s+)?(\d{4})\b/,
    (m, ctx, latest) => {
      const y = Number(m[2]);
      if (!yearOk(y, ctx)) return null;
      const start = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 }[m[1] as 'spring'];
      return { kind: 'range', from: iso(y, start, 1), to: iso(y, start + 3, 1) };
    },
  ],
  // June 2013 / June of 2013
  [
    new RegExp(`\\b${MONTH_RE}\\.?,?\\s+(?:of\\s+)?(\\d{4})\\b`),
    (m, ctx, latest) => {
      const y = Number(m[2]);
      if (!yearOk(y, ctx)) return null;
      return { kind: 'range', ...monthRange(y, monthIndex(m[1]!)), grainHint: 'month' };
    },
  ],
  // last March / this June (the most recent such month in the data)
  [
    new RegExp(`\\b(?:last|this past|past|previous|most recent)\\s+${MONTH_RE}\\b`),
    (m, ctx, latest) => {
      if (!latest) return null;
      const mo = monthIndex(m[1]!);
      let y = latest.getUTCFullYear();
      if (mo > latest.getUTCMonth() + 1) y -= 1;
      return { kind: 'range', ...monthRange(y, mo), grainHint: 'month' };
    },
  ],
  // last year / latest year / most recent year (in the data)
  [
    /\b(?:last|latest|most recent|final|this)\s+year\b/,
    (m, ctx, latest) => {
      if (!latest) return null;
      return { kind: 'range', ...yearRange(latest.getUTCFullYear()), grainHint: 'year' };
    },
  ],
  // last quarter / last month (the data's latest, as "last year" is)
  [
    /\b(?:last|latest|most recent|this)\s+(quarter|month)\b/,
    (m, _ctx, latest) => {
      if (!latest) return null;
      const y = latest.getUTCFullYear();
      const mo = latest.getUTCMonth() + 1;
      if (m[1] === 'month') return { kind: 'range', ...monthRange(y, mo), grainHint: 'month' };
      const q0 = 3 * Math.floor((mo - 1) / 3) + 1;
      return { kind: 'range', from: iso(y, q0, 1), to: q0 === 10 ? iso(y + 1, 1, 1) : iso(y, q0 + 3, 1), grainHint: 'quarter' };
    },
  ],
  [
    /\b(?:first|earliest)\s+year\b/,
    (m, ctx, latest) => {
      if (!ctx.min) return null;
      return { kind: 'range', ...yearRange(Number(ctx.min.slice(0, 4))), grainHint: 'year' };
    },
  ],
  // before / after / since a year
  [
    /\b(before|prior to|until|earlier than|up to|after|since|later than|from)\s+(\d{4})\b/,
    (m, ctx, latest) => {
      const y = Number(m[2]);
      if (!yearOk(y, ctx)) return null;
      const w = m[1]!;
      const far = { lo: '0001-01-01', hi: '9999-01-01' };
      if (w === 'before' || w === 'prior to' || w === 'earlier than') return { kind: 'range', from: far.lo, to: iso(y, 1, 1) };
      if (w === 'until' || w === 'up to') return { kind: 'range', from: far.lo, to: iso(y + 1, 1, 1) };
      if (w === 'after' || w === 'later than') return { kind: 'range', from: iso(y + 1, 1, 1), to: far.hi };
      if (w === 'from') return { kind: 'range', ...yearRange(y), grainHint: 'year' };
      return { kind: 'range', from: iso(y, 1, 1), to: far.hi };
    },
  ],
  // decades: the 1970s, the 70s, the '70s
  [
    /\b(?:the\s+)?(?:(\d{2})(\d)0s|'?(\d)0s)\b/,
    (m, ctx, latest) => {
      const y = m[1] ? Number(`${m[1]}${m[2]}0`) : 1900 + Number(m[3]) * 10;
      if (!yearOk(y, ctx) && !yearOk(y + 100, ctx)) return null;
      const yy = yearOk(y, ctx) ? y : y + 100;
      return { kind: 'range', from: iso(yy, 1, 1), to: iso(yy + 10, 1, 1) };
    },
  ],
  // a bare year
  [
    /\b(1[89]\d{2}|2[01]\d{2})\b/,
    (m, ctx, latest) => {
      const y = Number(m[1]);
      if (!yearOk(y, ctx)) return null;
      if (ctx.min && ctx.max) {
        const lo = Number(ctx.min.slice(0, 4));
        const hi = Number(ctx.max.slice(0, 4));
        if (y < lo - 5 || y > hi + 5) return null;
      }
      return { kind: 'range', ...yearRange(y), grainHint: 'year' };
    },
  ],
  // a month alone: "in July" (every July)
  [
    new RegExp(`\\b(?:in|during|of|for)\\s+${MONTH_RE}\\b(?!\\s*\\d)`),
    (m, ctx, latest) => {
      const word = m[1]!;
      if (word === 'may' && !/\bin may\b/.test(m[0])) return null;
      if (word.length < 3) return null;
      return { kind: 'month', month: monthIndex(word) };
    },
  ],
];

/** Finds date expressions in lower-cased text; later patterns never overlap earlier (more specific) ones. */
export function findDates(text: string, ctx: DateContext): DateMatch[] {
  const out: DateMatch[] = [];
  const latest = ctx.max ? new Date(`${ctx.max.slice(0, 10)}T00:00:00Z`) : undefined;
  for (const [re, read] of DATE_PATTERNS) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const start = m.index;
      const end = start + m[0].length;
      if (out.some((o) => !(end <= o.start || start >= o.end))) continue;
      const r = read(m as RegExpExecArray, ctx, latest);
      if (r) out.push({ ...r, start, end, text: m[0] } as DateMatch);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
