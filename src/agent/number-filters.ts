/**
 * Numbers with comparators become filters on the column they are attached to: "more than 150 hp",
 * "mpg above 30", "heavier than 2 tons" (units converted to the column's), "between 5 and 10",
 * "8 cylinders". Marks what it reads as consumed.
 */
import type { SpecColumn, SpecModule } from '../semantic/spec.types.js';
import { UNITS } from './lexicon.js';
import { columnUnit, type Match, type Token } from './matching.js';
import type { Filter } from './query.js';
import { isNumeric, labelOf } from './spec-index.js';

const COMPARATORS: { re: RegExp; op: Filter['op'] }[] = [
  { re: /^(more than|greater than|over|above|exceeding|higher than|bigger than|larger than|longer than|in excess of|at least|no less than|not less than|min of|minimum of)$/, op: 'gt' },
  { re: /^(less than|fewer than|under|below|lower than|smaller than|shorter than|at most|no more than|not more than|up to|maximum of|max of)$/, op: 'lt' },
  { re: /^(exactly|equal to|equals|of exactly)$/, op: 'eq' },
];
const INCLUSIVE = /^(at least|no less than|not less than|min of|minimum of|at most|no more than|not more than|up to|maximum of|max of)$/;

export interface NumberFilters {
  filters: Filter[];
  understood: string[];
  /** Columns that received a filter. */
  columns: Set<string>;
  /** Tokens the filters read (their words are not computations: "at least"). */
  tokens: Set<number>;
}

export function readNumberFilters(
  m: SpecModule,
  tokens: Token[],
  consumed: Set<number>,
  columnMatches: (Match & { kind: 'column' })[],
  comparatives: (Match & { kind: 'comparative' })[],
): NumberFilters {
  const filters: Filter[] = [];
  const understood: string[] = [];
  const filterColumns = new Set<string>();
  const filterTokens = new Set<number>();
  const phraseBefore = (i: number, n: number) =>
    tokens
      .slice(Math.max(0, i - n), i)
      .map((t) => t.word)
      .join(' ');
  const unitAfter = (i: number) => {
    const t = tokens[i];
    if (!t) return undefined;
    if (t.word === '$') return undefined;
    return UNITS[t.word] ? { ...UNITS[t.word]!, len: 1 } : undefined;
  };
  const columnNear = (i: number, j: number): (Match & { kind: 'column' }) | undefined => {
    // after the number (skipping a unit), then before it
    const after = columnMatches.find((c) => c.from >= j && c.from <= j + 2 && !c.alts?.length && !c.usedAsFilter);
    if (after) return after;
    return [...columnMatches].reverse().find((c) => c.from < i && c.to <= i + 1 && c.to >= i - 5 && !c.alts?.length && isNumeric(c.column) && !c.usedAsFilter);
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (!/^\d/.test(t.word) || consumed.has(t.index)) continue;
    let op: Filter['op'] | undefined;
    let inclusive = false;
    let startIdx = t.index;
    for (const n of [3, 2, 1]) {
      const before = phraseBefore(t.index - (tokens[t.index - 1]?.word === '$' ? 1 : 0), n);
      const c = COMPARATORS.find((x) => x.re.test(before));
      if (c && before.split(' ').length === n) {
        op = c.op;
        inclusive = INCLUSIVE.test(before);
        startIdx = t.index - n - (tokens[t.index - 1]?.word === '$' ? 1 : 0);
        break;
      }
    }
    let value = Number(t.word);
    let second: number | undefined;
    let endIdx = t.index + 1;
    // between N and M
    if (!op && tokens[t.index - 1]?.word === 'between' && tokens[t.index + 1]?.word === 'and' && /^\d/.test(tokens[t.index + 2]?.word ?? '')) {
      second = Number(tokens[t.index + 2]!.word);
      startIdx = t.index - 1;
      endIdx = t.index + 3;
    }
    // N or more / N or less / N+
    const tail = tokens
      .slice(t.index + 1, t.index + 3)
      .map((x) => x.word)
      .join(' ');
    if (!op && second === undefined && /^or (more|above|higher|greater|over)$/.test(tail)) {
      op = 'gt';
      inclusive = true;
      endIdx = t.index + 3;
    } else if (!op && second === undefined && /^or (less|fewer|below|lower|under)$/.test(tail)) {
      op = 'lt';
      inclusive = true;
      endIdx = t.index + 3;
    }
    // comparative adjective: "heavier than 4000"
    const comp = comparatives.find((c) => c.to === t.index - 1 && tokens[c.to]?.word === 'than') ?? comparatives.find((c) => c.to === t.index);
    let column: SpecColumn | undefined;
    if (comp) {
      column = comp.column;
      op = comp.op;
      startIdx = comp.from;
    }
    const unit = unitAfter(endIdx);
    if (unit) endIdx += 1;
    let used: (Match & { kind: 'column' }) | undefined;
    if (!column) {
      used = columnNear(startIdx, endIdx);
      column = used?.column;
    }
    // "cars over 4500 lbs": the one column measured in that unit's dimension.
    if (!column && unit) {
      const fits = m.columns.filter((c) => isNumeric(c) && columnUnit(c)?.dim === unit.dim);
      if (fits.length === 1) column = fits[0];
    }
    // A module with a single measure: "IBM traded above $100" compares that measure.
    if (!column && op) {
      const measures = m.columns.filter((c) => isNumeric(c) && c.role === 'measure');
      if (measures.length === 1) column = measures[0];
    }
    // "4 cylinders", "with 8 cylinders", "6-cylinder": equality on an integer column named right after.
    if (!op && second === undefined) {
      const right = columnMatches.find((c) => c.from === endIdx);
      if (right && isNumeric(right.column) && (right.column.type === 'integer' || right.column.role === 'dimension')) {
        column = right.column;
        used = right;
        op = 'eq';
      } else if (column && (tokens[startIdx - 1]?.word === 'with' || tokens[startIdx - 1]?.word === 'of') && right) {
        op = 'eq';
      } else continue;
    }
    if (!column || !isNumeric(column)) continue;
    const colUnit = columnUnit(column);
    if (unit && colUnit && unit.dim === colUnit.dim) {
      value = (value * unit.factor) / colUnit.factor;
      if (second !== undefined) second = (second * unit.factor) / colUnit.factor;
    }
    const round = (v: number) => Number(v.toFixed(6));
    if (second !== undefined) {
      filters.push({ column: column.name, op: 'gte', value: round(Math.min(value, second)) });
      filters.push({ column: column.name, op: 'lte', value: round(Math.max(value, second)) });
      understood.push(`${labelOf(column)} between ${round(Math.min(value, second))} and ${round(Math.max(value, second))}`);
    } else {
      const finalOp: Filter['op'] = op === 'gt' ? (inclusive ? 'gte' : 'gt') : op === 'lt' ? (inclusive ? 'lte' : 'lt') : 'eq';
      filters.push({ column: column.name, op: finalOp, value: round(value) });
      understood.push(`${labelOf(column)} ${{ gt: '>', gte: '≥', lt: '<', lte: '≤', eq: '=' }[finalOp as 'gt']} ${round(value)}`);
    }
    filterColumns.add(column.name);
    for (let i = startIdx; i < endIdx; i++) {
      consumed.add(i);
      filterTokens.add(i);
    }
    if (used) used.usedAsFilter = true;
    if (comp) comp.usedAsFilter = true;
  }
  return { filters, understood, columns: filterColumns, tokens: filterTokens };
}
