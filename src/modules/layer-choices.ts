/**
 * The module builder's choices of the semantic layer, checked against the module's columns and data
 * before they are stored: an aggregation of what is not a number, a metric over a column that does
 * not exist or holds text, a key whose values repeat or are missing — each refused with its path.
 */
import type { Queryable } from '../db/db.js';
import type { FieldError } from '../errors.js';
import { quoteIdent, qualified } from '../datasets/storage.js';
import type { MetricPart, SpecMetric } from '../contracts/spec.js';
import type { ModuleColumn, ModuleRecord, ModuleSemantics } from './modules.repo.js';
import type { LabelsInput } from './modules.schemas.js';

const NUMERIC = new Set(['integer', 'number']);
const aggName = (agg: string) => (agg === 'avg' ? 'an average' : agg === 'count_distinct' ? 'a count of different values' : `a ${agg}`);

/** A column's aggregation or unit as the labels request sets them (null returns to the proposal). */
export function applyMeasureChoice(col: ModuleColumn, l: NonNullable<LabelsInput['columns']>[number], path: string, errors: FieldError[]): void {
  if (l.aggregation !== undefined) {
    if (l.aggregation === null) delete col.aggregation;
    else if (!NUMERIC.has(col.type))
      errors.push({
        path: `${path}/aggregation`,
        message: `"${col.label}" holds ${col.type} values, not numbers: ${aggName(l.aggregation)} of it means nothing`,
      });
    else if ((l.role ?? col.role) === 'identifier' || (l.role ?? col.role) === 'sensitive')
      errors.push({
        path: `${path}/aggregation`,
        message: `"${col.label}" identifies records: ${aggName(l.aggregation)} of it means nothing; make it a measure first`,
      });
    else col.aggregation = l.aggregation;
  }
  if (l.unit !== undefined) {
    if (l.unit === null) delete col.unit;
    else col.unit = l.unit.trim();
  }
}

function checkPart(part: MetricPart, columns: ModuleColumn[], path: string, errors: FieldError[]): void {
  if (part.agg === 'count') {
    if (part.column !== undefined) errors.push({ path: `${path}/column`, message: 'a count of records takes no column' });
    return;
  }
  const col = columns.find((c) => c.name === part.column);
  if (!part.column || !col) {
    errors.push({ path: `${path}/column`, message: part.column ? `the module has no column "${part.column}"` : `${aggName(part.agg)} needs a column` });
    return;
  }
  if (part.agg !== 'count_distinct' && !NUMERIC.has(col.type))
    errors.push({ path: `${path}/column`, message: `"${col.label}" holds ${col.type} values, not numbers: ${aggName(part.agg)} of it means nothing` });
}

/** Metrics as stored: trimmed, checked against the columns, names unique (case-insensitively). */
export function checkMetrics(metrics: (Omit<SpecMetric, 'synonyms'> & { synonyms?: string[] })[], columns: ModuleColumn[], errors: FieldError[]): SpecMetric[] {
  const seen = new Set<string>();
  return metrics.map((m, i) => {
    const path = `/metrics/${i}`;
    const name = m.name.trim();
    if (seen.has(name.toLowerCase())) errors.push({ path: `${path}/name`, message: `another metric is also named "${name}"` });
    if (columns.some((c) => c.label.toLowerCase() === name.toLowerCase()))
      errors.push({ path: `${path}/name`, message: `"${name}" is already the name of a column` });
    seen.add(name.toLowerCase());
    checkPart(m.numerator, columns, `${path}/numerator`, errors);
    if (m.denominator) checkPart(m.denominator, columns, `${path}/denominator`, errors);
    return { ...m, name, synonyms: (m.synonyms ?? []).map((s) => s.trim()) };
  });
}

/** Whether a column can be the records' key: every record has a value and no two share one (read from the imported table). */
async function keyRefusal(q: Queryable, m: ModuleRecord, col: ModuleColumn): Promise<string | undefined> {
  if (m.status !== 'imported') return undefined;
  const c = quoteIdent(col.name);
  const { rows } = await q.query<{ n: number; present: number; distinct: number }>(
    `SELECT count(*)::bigint AS n, count(${c})::bigint AS present, count(DISTINCT ${c})::bigint AS distinct FROM ${qualified(m.table_schema, m.table_name)}`,
  );
  const r = rows[0]!;
  if (Number(r.present) < Number(r.n)) return `"${col.label}" is empty on ${Number(r.n) - Number(r.present)} records: a key identifies every record`;
  if (Number(r.distinct) < Number(r.n)) return `"${col.label}" repeats values (${r.distinct} different values over ${r.n} records): a key is unique`;
  return undefined;
}

/** The module-level choices (entity nouns, key, metrics) of a labels request, merged over what was set. */
export async function moduleChoices(
  /** The data plane: a key is checked against the module's rows. */
  data: Queryable,
  m: ModuleRecord,
  input: LabelsInput,
  columns: ModuleColumn[],
  errors: FieldError[],
): Promise<ModuleSemantics> {
  const out: ModuleSemantics = { ...m.semantic };
  if (input.entity !== undefined) {
    if (input.entity === null) delete out.entity;
    else out.entity = { singular: input.entity.singular.trim(), plural: input.entity.plural.trim() };
  }
  if (input.key !== undefined) {
    if (input.key === null) delete out.key;
    else {
      const col = columns.find((c) => c.name === input.key);
      const refusal = col ? await keyRefusal(data, m, col) : `the module has no column "${input.key}"`;
      if (refusal) errors.push({ path: '/key', message: refusal });
      else out.key = input.key;
    }
  }
  if (input.metrics !== undefined) out.metrics = checkMetrics(input.metrics, columns, errors);
  return out;
}
