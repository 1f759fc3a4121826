/**
 * What a reading's parts may be changed to in the portal's "How this was answered" (issue 23, item
 * 7): the measures, aggregations and groupings the queried module offers, from the caller's view of
 * the spec (a column its policy hides is not offered). The portal builds the changed reading from
 * these; the server checks it as it checks any structured query (resolveQuery), so a reading made up
 * by hand can name nothing the spec does not hold.
 */
import { TIME_PARTS } from '../plan/schema.js';
import type { Plan } from '../plan/plan.js';
import { isNumeric, isTemporal, labelOf } from '../plan/spec-index.js';
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import type { GroupChoice, MeasureChoice, ReadingChoices } from './shown.schemas.js';

const NUMERIC_AGGS = ['sum', 'avg', 'min', 'max', 'median'];
/** A dimension is worth grouping by when it repeats: not one group per record. */
const MAX_GROUP_SHARE = 0.5;

function measureOf(c: SpecColumn): MeasureChoice {
  const own = c.measure?.aggregation;
  return { column: c.name, label: labelOf(c), aggs: own ? [own, ...NUMERIC_AGGS.filter((a) => a !== own)] : NUMERIC_AGGS };
}

function groupable(c: SpecColumn, m: SpecModule): boolean {
  if (c.role !== 'dimension' || isNumeric(c) || isTemporal(c)) return false;
  const distinct = c.stats?.distinct_count ?? 0;
  return distinct > 1 && (m.row_count <= 1 || distinct <= MAX_GROUP_SHARE * m.row_count);
}

/** The choices of the reading's own module (joined modules' columns are kept as the reading names them). */
export function choicesOf(plan: Plan): ReadingChoices {
  const m = plan.base;
  const measures: MeasureChoice[] = [
    { label: `Number of ${m.entity?.plural ?? m.name}`, aggs: ['count'] },
    ...m.columns.filter((c) => c.role === 'measure' && isNumeric(c)).map(measureOf),
  ];
  const groups: GroupChoice[] = [
    ...m.columns.filter((c) => groupable(c, m)).map((c) => ({ column: c.name, label: labelOf(c) })),
    ...m.columns.filter(isTemporal).map((c) => ({ column: c.name, label: labelOf(c), parts: [...TIME_PARTS] })),
  ];
  return { records: m.name, measures, groups, labels: Object.fromEntries(m.columns.map((c) => [c.name, labelOf(c)])) };
}
