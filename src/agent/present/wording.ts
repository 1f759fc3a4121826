/**
 * Figures in the words an exposure allows: exact at full; below full, where a value sits, how two
 * compare, how large a share is — never a digit.
 */
import type { Exposure } from '../../contracts/exposure.js';
import type { SpecColumn } from '../../contracts/spec.js';
import { MONTHS } from '../understand/dates.js';
import { formatFigure, formatNumber, formatValue, orderWords, portionWords, positionWords, ratioWords, toNumber } from '../text.js';

export const MASK = '[masked]';
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface Unit {
  name: string;
  /** Multiply a stored value by this to express it in the unit. */
  factor: number;
}

/** The unit an answer is told in, after the measure's words: "in kg", or "annualised (ARR)" for MRR told per year. */
export const inUnit = (unit?: Unit): string =>
  !unit ? '' : unit.name === 'ARR' ? ' annualised (ARR, × 12)' : unit.name === 'MRR' ? ' per month (MRR, ÷ 12)' : ` in ${unit.name}`;

/**
 * A computed figure at full exposure (converted to the unit asked for), with thousands separators as
 * the table and the chart show it: "56,641.62". `grouped: false` for a number that names something
 * or is shown as stored (a year, a key, an id, a record's value): the same digits, "2024", "10248".
 */
export function figure(v: unknown, unit?: Unit, grouped = true): string {
  const n = toNumber(v);
  if (n === null) return v === null || v === undefined ? 'no value' : formatValue(v);
  const x = unit ? n * unit.factor : n;
  return `${grouped ? formatFigure(x) : formatNumber(x)}${unit ? ` ${unit.name}` : ''}`;
}

/**
 * Words of a column's label or name that make its numbers names, whatever its role: a year read as a
 * number ("Formed year", "ModelYear"; the build often makes one a dimension or a measure), a code.
 * Not "years" ("Years of service" is a duration, a figure).
 */
const NAMING_WORDS = /(?:^|[^a-z])(?:year|yr|code|zip|zipcode|postcode|postal|id)(?:$|[^a-z])/i;
const wordsOf = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');

/** A number of a column that names something (a date, a year, a key, an id, a code), never grouped as a figure. */
export const namesValues = (c?: { temporal: boolean; column?: Pick<SpecColumn, 'role' | 'label' | 'name'> }): boolean =>
  !!c &&
  (c.temporal ||
    c.column?.role === 'identifier' ||
    c.column?.role === 'time' ||
    NAMING_WORDS.test(wordsOf(c.column?.label ?? '')) ||
    NAMING_WORDS.test(wordsOf(c.column?.name ?? '')));

/** The aggregates whose figure is one of the column's values or on their scale: of a year, a year. */
const ON_THE_VALUES_SCALE = new Set(['min', 'max', 'median', 'avg']);

/**
 * Whether a measure's figure is grouped: not when it reads as a value of a column that names something
 * (the latest year, the median id); a count, a total, a share or a span of days is a figure.
 */
export const groupedMeasure = (
  m: { agg: string; column?: string; since?: string },
  col: (ref: string) => { temporal: boolean; column?: Pick<SpecColumn, 'role' | 'label' | 'name'> },
): boolean => !(m.column !== undefined && m.since === undefined && ON_THE_VALUES_SCALE.has(m.agg) && namesValues(col(m.column)));

/** Where a value sits in its column's range, for answers below full exposure. */
export function placeWords(v: unknown, c?: SpecColumn): string {
  const n = toNumber(v);
  const lo = toNumber(c?.stats?.min);
  const hi = toNumber(c?.stats?.max);
  if (n === null || lo === null || hi === null) return 'within its usual range';
  return positionWords(n, lo, hi);
}

/** A part of a whole below full exposure (a quantifier: "most", "a small part"); parts or rests under k read as none or all. */
export function shareOf(part: number, whole: number, k = 1): string {
  return portionWords(part, whole, k);
}

export { orderWords, portionWords, ratioWords };

const ORDINAL = ['first', 'second', 'third', 'fourth'];

function position(i: number, n: number, unit: string): string {
  if (n <= 1) return `the only ${unit}`;
  if (i === 0) return `the earliest ${unit}`;
  if (i === n - 1) return `the latest ${unit}`;
  return i < n / 3 ? `an early ${unit}` : i < (2 * n) / 3 ? `a ${unit} in the middle of the period` : `a late ${unit}`;
}

/** A period key ("2014", "2014-03", "2014-Q2", "2014-03-05") in words, relative to the others: no digits. */
export function periodWords(key: string, part: string, allKeys: string[]): string {
  const years = [...new Set(allKeys.map((k) => k.slice(0, 4)))].sort();
  const yearPart = years.length > 1 ? ` of ${position(years.indexOf(key.slice(0, 4)), years.length, 'year')}` : '';
  if (part === 'month') return `${cap(MONTHS[Number(key.slice(5, 7)) - 1] ?? 'a month')}${yearPart}`;
  if (part === 'half') return `the ${key.endsWith('1') ? 'first' : 'second'} half${yearPart}`;
  if (part === 'quarter') return `the ${ORDINAL[Number(key.slice(-1)) - 1] ?? 'same'} quarter${yearPart}`;
  const sorted = [...allKeys].sort();
  return position(sorted.indexOf(key), sorted.length, part === 'year' ? 'year' : part === 'week' ? 'week' : 'day');
}

/** How a series moved from its first to its last value. */
export function directionWords(first: number, last: number): string {
  if (!Number.isFinite(first) || !Number.isFinite(last)) return 'changed';
  if (Math.abs(last - first) <= Math.abs(first) * 0.02) return 'stayed about level';
  return last > first ? 'rose' : 'fell';
}

export const exposureNote: Record<Exclude<Exposure, 'full'>, string> = {
  limited: 'Exact values are masked at this exposure level.',
  advisory: 'This is qualitative guidance; figures are not given at the advisory exposure level.',
};
