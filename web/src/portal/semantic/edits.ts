/**
 * The module builder's edits of the semantic layer, kept apart from what was loaded: only what the
 * builder changed is sent (one PUT …/labels), and a reload of the layer keeps unsaved edits.
 */
import type { FieldError, LabelsBody, Metric, Module, ModuleLayer } from '../../api';

export type LayerColumn = ModuleLayer['columns'][number];
type LabelsColumn = NonNullable<LabelsBody['columns']>[number];
export type ColumnEdit = Pick<LabelsColumn, 'role' | 'aggregation' | 'unit'>;
export type Role = NonNullable<LabelsColumn['role']>;
export type Aggregation = NonNullable<LabelsColumn['aggregation']>;
export type MetricAggregate = Metric['numerator']['agg'];

/** A metric as its fields hold it: synonyms as typed, a part's column '' until one is picked. */
export interface MetricDraft {
  /** Keeps each metric's fields in place while others are added or removed. */
  id: number;
  name: string;
  synonyms: string;
  numerator: PartDraft;
  denominator: PartDraft | null;
  percent: boolean;
  unit: string;
}
export interface PartDraft {
  agg: MetricAggregate;
  column: string;
}

export interface Edits {
  /** null: back to the nouns the build proposes. */
  entity?: { singular: string; plural: string } | null;
  /** A column name; null: back to the proposed key. */
  key?: string | null;
  /** By column name; a field absent is unchanged, null returns it to the proposal. */
  columns: Record<string, ColumnEdit>;
  /** The whole list (the request replaces it). */
  metrics?: MetricDraft[];
}

export const NO_EDITS: Edits = { columns: {} };

let nextId = 1;

export function metricDraft(m?: Metric): MetricDraft {
  const part = (p: Metric['numerator']): PartDraft => ({ agg: p.agg, column: p.column ?? '' });
  return {
    id: nextId++,
    name: m?.name ?? '',
    synonyms: (m?.synonyms ?? []).join(', '),
    numerator: m ? part(m.numerator) : { agg: 'sum', column: '' },
    denominator: m?.denominator ? part(m.denominator) : null,
    percent: m?.percent ?? false,
    unit: m?.unit ?? '',
  };
}

const words = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The metric as the request states it. */
export function metricOf(d: MetricDraft): Metric {
  const part = (p: PartDraft) => (p.agg === 'count' ? { agg: p.agg } : { agg: p.agg, column: p.column });
  const unit = d.unit.trim();
  return {
    name: d.name.trim(),
    synonyms: words(d.synonyms),
    numerator: part(d.numerator),
    ...(d.denominator ? { denominator: part(d.denominator) } : {}),
    ...(d.percent ? { percent: true } : {}),
    ...(unit ? { unit } : {}),
  };
}

const sameMetrics = (a: MetricDraft[], b: Metric[]) => JSON.stringify(a.map(metricOf)) === JSON.stringify(b.map((m) => metricOf(metricDraft(m))));

export const isEdited = (e: Edits) => e.entity !== undefined || e.key !== undefined || e.metrics !== undefined || Object.keys(e.columns).length > 0;

/** The entity's nouns as typed; back to unedited when they are the loaded ones again. */
export function withNouns(e: Edits, nouns: { singular: string; plural: string }, layer: ModuleLayer): Edits {
  const { entity: _, ...rest } = e;
  return nouns.singular === layer.entity.singular && nouns.plural === layer.entity.plural ? rest : { ...rest, entity: nouns };
}

export function withKey(e: Edits, key: string | null, m: Module): Edits {
  const { key: _, ...rest } = e;
  return key === (m.semantic.key ?? null) ? rest : { ...rest, key };
}

export function withMetrics(e: Edits, metrics: MetricDraft[], layer: ModuleLayer): Edits {
  const { metrics: _, ...rest } = e;
  return sameMetrics(metrics, layer.metrics) ? rest : { ...rest, metrics };
}

/**
 * One field of a column changed. `loaded` is what the field shows unedited: the stored role or
 * aggregation (null when the build proposes it), the measure's unit. A value equal to it is no edit.
 */
export function withColumn<F extends keyof ColumnEdit>(e: Edits, name: string, field: F, value: ColumnEdit[F], loaded: ColumnEdit[F]): Edits {
  const { [field]: _, ...others } = e.columns[name] ?? {};
  const next: ColumnEdit = value === loaded ? others : { ...others, [field]: value };
  const { [name]: __, ...columns } = e.columns;
  return { ...e, columns: Object.keys(next).length > 0 ? { ...columns, [name]: next } : columns };
}

/** The labels request of the edits, and the column each `/columns/i` of a refusal names. */
export function labelsRequest(e: Edits): { body: LabelsBody; sent: string[] } {
  const body: LabelsBody = {};
  if (e.entity !== undefined) body.entity = e.entity && { singular: e.entity.singular.trim(), plural: e.entity.plural.trim() };
  if (e.key !== undefined) body.key = e.key;
  if (e.metrics !== undefined) body.metrics = e.metrics.map(metricOf);
  const sent = Object.keys(e.columns);
  if (sent.length > 0) {
    body.columns = sent.map((name) => {
      const c = e.columns[name]!;
      return { name, ...c, ...(typeof c.unit === 'string' ? { unit: c.unit.trim() } : {}) };
    });
  }
  return { body, sent };
}

/** What the browser can tell before asking (the service checks the rest against the data), as the service words its paths. */
export function localErrors(e: Edits): FieldError[] {
  const errors: FieldError[] = [];
  if (e.entity) {
    if (!e.entity.singular.trim()) errors.push({ path: '/entity/singular', message: 'say what one record is called' });
    if (!e.entity.plural.trim()) errors.push({ path: '/entity/plural', message: 'say what several records are called' });
  }
  (e.metrics ?? []).forEach((m, i) => {
    if (!m.name.trim()) errors.push({ path: `/metrics/${i}/name`, message: 'a metric needs a name' });
    if (words(m.synonyms).length > 20) errors.push({ path: `/metrics/${i}/synonyms`, message: 'at most 20 synonyms' });
    for (const [part, p] of [['numerator', m.numerator] as const, ['denominator', m.denominator] as const]) {
      if (p && p.agg !== 'count' && !p.column) errors.push({ path: `/metrics/${i}/${part}/column`, message: 'pick the column it is made of' });
    }
  });
  return errors;
}

/**
 * The section's field a refusal's path names: `entity.singular`, `key`, `column.<name>.aggregation`,
 * `metric.<i>.numerator`…; '' when it names none of them (the summary still shows it).
 */
export function fieldOf(path: string, sent: string[]): string {
  let x: RegExpExecArray | null;
  if ((x = /^\/entity(?:\/(singular|plural))?/.exec(path))) return `entity.${x[1] ?? 'singular'}`;
  if (path.startsWith('/key')) return 'key';
  if ((x = /^\/columns\/(\d+)\/(role|aggregation|unit)/.exec(path))) {
    const name = sent[Number(x[1])];
    return name ? `column.${name}.${x[2]}` : '';
  }
  if ((x = /^\/metrics\/(\d+)(?:\/(name|synonyms|numerator|denominator|percent|unit))?/.exec(path))) return `metric.${x[1]}.${x[2] ?? 'name'}`;
  return '';
}
