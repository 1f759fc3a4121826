/**
 * The structured answer: what a query's result says, as values — the cells asked for, the number
 * computed, the groups' keys, the value that wins a comparison. Each kind of query reads its own
 * result (operations/kinds); the curated text is written from the answer (curation.ts) and the
 * quality benchmark scores its `values`.
 */
import { kindOf } from '../operations/index.js';
import type { Shape } from '../execute/sql.js';
import { POSITION, type ScalarValue, type StructuredQuery } from '../plan/query.js';

export type AnswerValue = string | number;

export interface GroupRow {
  key: AnswerValue;
  values: (number | string | null)[];
  n: number;
  /** The entities the group's rows hold (the module's key; k counts these), where the SQL read them. */
  entities?: number;
  /** The columns shown beside the key (`show`), of the group's first row. */
  shown?: AnswerValue[];
}

export interface Answer {
  kind: 'values' | 'number' | 'groups' | 'comparison' | 'none';
  /** The answer's values, the first thing the text states. */
  values: AnswerValue[];
  /** values: rows selected before the limit; aggregate: rows measured. */
  total?: number;
  /** The entities the answer describes (aggregate: measured; values: the rows returned), where the SQL read them. */
  entities?: number;
  /** values: each different value returned with the entities holding it (in the order first met). */
  held?: { value: AnswerValue; entities: number }[];
  /** groups: each group with its measures, in the query's order. */
  groups?: GroupRow[];
  /** groups with a limit: every group the SQL returned, in the query's order, before the limit (below full, k is applied first). */
  ranked?: GroupRow[];
  /** compare: each named value with its measure. */
  compared?: { value: ScalarValue; measure: number | null; n: number; entities?: number }[];
  /** aggregate: the measures (before combining). */
  measures?: (number | string | null)[];
}

/** The structured answer of a query's result rows (as the compiler shaped them). */
export function answerOf(q: StructuredQuery, shape: Shape, rows: Record<string, unknown>[]): Answer {
  return kindOf(q.kind).answer(q, shape, rows);
}

/** Whether the compare asks for the first in table order (lower position wins). */
export const byPosition = (q: StructuredQuery) => q.kind === 'compare' && q.measure.column === POSITION;
