/**
 * The columns of a result as the portal shows them: labelled from the spec, with the unit apart and
 * the kind of values (number, text, date). The kinds of query list theirs with these (shown.ts).
 */
import { columnUnit } from '../understand/columns.js';
import type { Col, Plan } from '../plan/plan.js';
import { POSITION } from '../plan/schema.js';
import { aggregateOf, measureWords } from '../operations/aggregates/index.js';
import type { MeasureLike } from '../operations/operation.js';
import type { ShownColumn } from './shown.schemas.js';
import { labelOfCol, pretty } from './words.js';

const kindOf = (c: Col): ShownColumn['type'] => (c.ref === POSITION || c.numeric ? 'number' : c.temporal ? 'date' : 'text');
/** The unit a column's spec label states in parentheses ("Weight (lbs)", "Price (USD)"), else the one its name implies. */
const unitOf = (c: Col | undefined) => {
  if (!c?.column) return undefined;
  return /\(([^)]{1,20})\)\s*$/.exec(c.column.label ?? '')?.[1]?.trim() || columnUnit(c.column)?.name;
};
/** A label without the unit in parentheses: the unit is shown on its own. */
const bare = (label: string) => label.replace(/\s*\([^)]{1,20}\)\s*$/, '').replace(/^./, (ch) => ch.toUpperCase());

/** A column of the query's own (a value asked, a group's key). */
export function columnOf(key: string, c: Col, label = labelOfCol(c)): ShownColumn {
  const unit = unitOf(c);
  return { key, label: bare(label), ...(unit ? { unit } : {}), type: kindOf(c) };
}

/** A measure's column: a percentage, a count (no unit), or in the measured column's unit. */
export function measureColumn(key: string, m: MeasureLike, plan: Plan): ShownColumn {
  const c = m.column !== undefined && m.column !== POSITION ? plan.col(m.column) : undefined;
  const f = aggregateOf(m.agg);
  const unit = f.percent ? '%' : f.counts ? undefined : unitOf(c);
  return { key, label: bare(pretty(measureWords(m, plan))), ...(unit ? { unit } : {}), type: 'number' };
}

/** How many records each row of the result stands for. */
export const recordsColumn = (plan: Plan): ShownColumn => ({ key: 'n', label: `${pretty(plan.base.name)} records`, type: 'number' });
