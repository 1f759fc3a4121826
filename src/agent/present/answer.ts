/**
 * The structured answer: what a query's result says, as values — the cells asked for, the number
 * computed, the groups' keys, the value that wins a comparison. The curated text is written from it
 * (curation.ts) and the quality benchmark scores its `values`.
 */
import type { Shape } from '../execute/sql.js';
import { POSITION, type ScalarValue, type StructuredQuery } from '../plan/query.js';
import { toNumber } from '../text.js';

export type AnswerValue = string | number;

export interface GroupRow {
  key: AnswerValue;
  values: (number | string | null)[];
  n: number;
}

export interface Answer {
  kind: 'values' | 'number' | 'groups' | 'comparison' | 'none';
  /** The answer's values, the first thing the text states. */
  values: AnswerValue[];
  /** values: rows selected before the limit; aggregate: rows measured. */
  total?: number;
  /** groups: each group with its measures, in the query's order. */
  groups?: GroupRow[];
  /** compare: each named value with its measure. */
  compared?: { value: ScalarValue; measure: number | null; n: number }[];
  /** aggregate: the measures (before combining). */
  measures?: (number | string | null)[];
}

const present = (v: unknown): v is AnswerValue => v !== null && v !== undefined && v !== '';
const asValue = (v: unknown): AnswerValue => (typeof v === 'number' ? v : typeof v === 'boolean' ? String(v) : String(v));

function compared(q: Extract<StructuredQuery, { kind: 'compare' }>, rows: Record<string, unknown>[]): Answer {
  const list = q.values.map((value) => {
    const key = typeof value === 'string' ? value.toLowerCase() : value;
    const row = rows.find((r) => (typeof r.g === 'number' ? r.g === toNumber(value) : String(r.g) === String(key)));
    return { value, measure: row ? toNumber(row.v) : null, n: row ? Number(row.n) : 0 };
  });
  const known = list.filter((x) => x.measure !== null);
  const ask = q.ask ?? 'each';
  let values: AnswerValue[] = [];
  if (ask === 'each') values = known.map((x) => x.measure!);
  else if (known.length === list.length && known.length >= 2) {
    if (ask === 'max' || ask === 'min') {
      // The position "#row" ranks the other way: the first row is the lowest.
      const best = known.reduce((a, b) => ((ask === 'max' ? b.measure! > a.measure! : b.measure! < a.measure!) ? b : a));
      values = [asValue(best.value)];
    } else if (ask === 'difference') values = [Math.abs(known[0]!.measure! - known[1]!.measure!)];
    else if (known[1]!.measure !== 0) values = [known[0]!.measure! / known[1]!.measure!];
  }
  return { kind: values.length ? 'comparison' : 'none', values, compared: list };
}

function aggregated(q: Extract<StructuredQuery, { kind: 'aggregate' }>, row: Record<string, unknown> | undefined): Answer {
  const measures = q.measures.map((_, i) => (row?.[`v${i + 1}`] ?? null) as number | string | null);
  // A share of the records with a value is measured over those (k), not every record selected.
  const total = row ? Number(row.k ?? row.n) : 0;
  const nums = measures.map(toNumber);
  if (q.combine && nums[0] !== null && nums[1] !== null) {
    const v = q.combine === 'difference' ? nums[0]! - nums[1]! : nums[1] !== 0 ? nums[0]! / nums[1]! : null;
    return v === null ? { kind: 'none', values: [], measures, total } : { kind: 'number', values: [v], measures, total };
  }
  const values = measures.filter(present).map(asValue);
  return { kind: values.length ? 'number' : 'none', values, measures, total };
}

/** The structured answer of a query's result rows (as the compiler shaped them). */
export function answerOf(q: StructuredQuery, shape: Shape, rows: Record<string, unknown>[]): Answer {
  switch (shape) {
    case 'values': {
      const values = rows
        .map((r) => r.c0)
        .filter(present)
        .map(asValue);
      return { kind: values.length ? 'values' : 'none', values, total: rows.length ? Number(rows[0]!._total) : 0 };
    }
    case 'aggregate':
      return aggregated(q as Extract<StructuredQuery, { kind: 'aggregate' }>, rows[0]);
    case 'group_count':
      return { kind: 'number', values: [Number(rows[0]?.v ?? 0)] };
    case 'groups': {
      const gq = q as Extract<StructuredQuery, { kind: 'groups' }>;
      const groups = rows.map((r) => ({
        key: asValue(r.g),
        values: gq.measures.map((_, i) => (r[`v${i + 1}`] ?? null) as number | string | null),
        n: Number(r.n),
      }));
      if (groups.length === 0) return { kind: 'none', values: [], groups };
      if (gq.answer === 'values') {
        const v = groups[0]!.values[0];
        return present(v) ? { kind: 'number', values: [asValue(v)], groups } : { kind: 'none', values: [], groups };
      }
      return { kind: 'groups', values: groups.map((g) => g.key), groups };
    }
    case 'compare':
      return compared(q as Extract<StructuredQuery, { kind: 'compare' }>, rows);
    case 'correlation': {
      const v = toNumber(rows[0]?.v);
      return v === null ? { kind: 'none', values: [], total: Number(rows[0]?.n ?? 0) } : { kind: 'number', values: [v], total: Number(rows[0]?.n ?? 0) };
    }
  }
}

/** Whether the compare asks for the first in table order (lower position wins). */
export const byPosition = (q: StructuredQuery) => q.kind === 'compare' && q.measure.column === POSITION;
