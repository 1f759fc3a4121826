import { METRIC_AGGREGATES } from '../../../../src/contracts/columns';
import { metricDraft, type LayerColumn, type MetricAggregate, type MetricDraft, type PartDraft } from './edits';
import { Field, FieldMessage, type Fields } from './fields';
import { METRIC_AGGREGATE_WORDS } from './words';

const NUMERIC = new Set<LayerColumn['type']>(['integer', 'number']);

/** The columns a part may read: none for a count of records, any for a count of different values, else numbers. */
function columnsFor(agg: MetricAggregate, columns: LayerColumn[]): LayerColumn[] {
  if (agg === 'count') return [];
  return agg === 'count_distinct' ? columns : columns.filter((c) => NUMERIC.has(c.type));
}

/** The module's named metrics: a list with add and remove, each a numerator over an optional denominator. */
export function Metrics({
  metrics,
  columns,
  onChange,
  f,
}: {
  metrics: MetricDraft[];
  columns: LayerColumn[];
  /** The new list, and the metric field the change touched (its refusal no longer holds). */
  onChange: (metrics: MetricDraft[], field?: string) => void;
  f: Fields;
}) {
  const change = (i: number) => (patch: Partial<MetricDraft>, field: string) =>
    onChange(
      metrics.map((m, j) => (j === i ? { ...m, ...patch } : m)),
      `metric.${i}.${field}`,
    );
  return (
    <>
      <h3 id="metrics-title">Metrics</h3>
      <p className="hint">Named figures people ask for by name, e.g. average order value = total of the amounts ÷ count of records.</p>
      {metrics.length === 0 && <p className="muted small">No metrics yet.</p>}
      <ol className="metrics" aria-labelledby="metrics-title">
        {metrics.map((m, i) => (
          <li key={m.id}>
            <MetricFields m={m} i={i} columns={columns} change={change(i)} remove={() => onChange(metrics.filter((_, j) => j !== i))} f={f} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn" onClick={() => onChange([...metrics, metricDraft()])}>
        Add metric
      </button>
    </>
  );
}

function MetricFields({
  m,
  i,
  columns,
  change,
  remove,
  f,
}: {
  m: MetricDraft;
  i: number;
  columns: LayerColumn[];
  change: (patch: Partial<MetricDraft>, field: string) => void;
  remove: () => void;
  f: Fields;
}) {
  const field = (x: string) => `metric.${i}.${x}`;
  return (
    <fieldset className="metric">
      <legend>Metric {i + 1}</legend>
      <div className="row">
        <Field label="Name" field={field('name')} f={f}>
          {(p) => <input {...p} value={m.name} maxLength={100} onChange={(e) => change({ name: e.target.value }, 'name')} />}
        </Field>
        <Field label="Synonyms (comma separated)" field={field('synonyms')} f={f}>
          {(p) => <input {...p} value={m.synonyms} onChange={(e) => change({ synonyms: e.target.value }, 'synonyms')} />}
        </Field>
      </div>
      <div className="row">
        <PartFields
          legend="Numerator"
          part={m.numerator}
          columns={columns}
          field={field('numerator')}
          f={f}
          onChange={(p) => change({ numerator: p }, 'numerator')}
        />
        {m.denominator && (
          <PartFields
            legend="Denominator"
            part={m.denominator}
            columns={columns}
            field={field('denominator')}
            f={f}
            onChange={(p) => change({ denominator: p }, 'denominator')}
          />
        )}
      </div>
      <div className="row metric-options">
        <label className="choice">
          <input
            type="checkbox"
            checked={m.denominator !== null}
            onChange={(e) => change({ denominator: e.target.checked ? { agg: 'count', column: '' } : null }, 'denominator')}
          />
          Divided by a denominator
        </label>
        <label className="choice">
          <input type="checkbox" checked={m.percent} onChange={(e) => change({ percent: e.target.checked }, 'percent')} />
          Show as a percentage
        </label>
        <Field label="Unit" field={field('unit')} f={f}>
          {(p) => <input {...p} value={m.unit} maxLength={20} placeholder="none" onChange={(e) => change({ unit: e.target.value }, 'unit')} />}
        </Field>
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-small btn-danger"
          aria-label={`Remove metric ${i + 1}${m.name.trim() ? ` (${m.name.trim()})` : ''}`}
          onClick={remove}
        >
          Remove
        </button>
      </div>
    </fieldset>
  );
}

/** One part of a metric: its aggregate and, unless it counts records, the column it reads. */
function PartFields({
  legend,
  part,
  columns,
  field,
  f,
  onChange,
}: {
  legend: string;
  part: PartDraft;
  columns: LayerColumn[];
  field: string;
  f: Fields;
  onChange: (p: PartDraft) => void;
}) {
  const allowed = columnsFor(part.agg, columns);
  const setAgg = (agg: MetricAggregate) => {
    const still = columnsFor(agg, columns).some((c) => c.name === part.column);
    onChange({ agg, column: still ? part.column : '' });
  };
  const refused = f.errors(field).length > 0;
  const described = refused ? { 'aria-invalid': true as const, 'aria-describedby': `${f.id(field)}-error` } : {};
  return (
    <fieldset className="metric-part">
      <legend>{legend}</legend>
      <div className="row">
        <div className="field">
          <label htmlFor={`${f.id(field)}-agg`} className="field-label">
            Aggregate
          </label>
          <select
            id={`${f.id(field)}-agg`}
            value={part.agg}
            {...(part.agg === 'count' ? described : {})}
            onChange={(e) => setAgg(e.target.value as MetricAggregate)}
          >
            {METRIC_AGGREGATES.map((x) => (
              <option key={x} value={x}>
                {METRIC_AGGREGATE_WORDS[x]}
              </option>
            ))}
          </select>
        </div>
        {part.agg !== 'count' && (
          <div className="field">
            <label htmlFor={f.id(field)} className="field-label">
              Column
            </label>
            <select id={f.id(field)} value={part.column} {...described} onChange={(e) => onChange({ ...part, column: e.target.value })}>
              <option value="">choose a column</option>
              {allowed.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <FieldMessage f={f} field={field} />
    </fieldset>
  );
}
