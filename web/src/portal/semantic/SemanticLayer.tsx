import { useId, useMemo, useState } from 'react';
import { get, put, type FieldError, type Module, type ModuleLayer } from '../../api';
import { asApiError, Loaded, Notice, useLoad } from '../../ui';
import { useSession } from '../session';
import { ColumnMeanings } from './ColumnMeanings';
import {
  fieldOf,
  isEdited,
  labelsRequest,
  localErrors,
  metricDraft,
  NO_EDITS,
  withColumn,
  withKey,
  withMetrics,
  withNouns,
  type ColumnEdit,
  type Edits,
} from './edits';
import { Field, Marker, type Fields } from './fields';
import { Metrics } from './Metrics';

/** A save the service (or the browser, first) refused: the refused fields, or a reason of another kind. */
interface Refusal {
  detail: string;
  /** Each with the section's field it names ('' for none). */
  errors: (FieldError & { field: string })[];
}

/**
 * "What the data means": the semantic layer the next spec build gives an imported module — what its
 * records are called and their key, each column's kind and, for measures, default aggregation and
 * unit, and the named metrics — proposed from the rows, each choice editable (PUT …/labels).
 * `version` changes when the module's labels were saved elsewhere on the page: the layer is read again.
 */
export function SemanticLayer({ moduleId, version, onSaved }: { moduleId: string; version: number; onSaved: (m: Module) => void }) {
  const state = useLoad(async () => {
    const [layer, m] = await Promise.all([get(`/api/v1/modules/${moduleId}/semantic`), get(`/api/v1/modules/${moduleId}`)]);
    return { layer, m };
  }, [moduleId, version]);
  return (
    <section className="card meaning" aria-labelledby="meaning-title">
      <h2 id="meaning-title">What the data means</h2>
      <p className="hint">
        The spec build proposes these from the imported rows; what you set here wins, and the next spec build of a project holding this module reads it.
      </p>
      <Loaded state={state} loadingText="Reading the imported rows…">
        {({ layer, m }) => <LayerEditor layer={layer} m={m} reload={state.reload} onSaved={onSaved} />}
      </Loaded>
    </section>
  );
}

function LayerEditor({ layer, m, reload, onSaved }: { layer: ModuleLayer; m: Module; reload: () => Promise<void>; onSaved: (m: Module) => void }) {
  const { me } = useSession();
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const base = useId();
  const loadedMetrics = useMemo(() => layer.metrics.map((x) => metricDraft(x)), [layer]);
  const f: Fields = {
    id: (field) => `${base}${field.replace(/[^\w-]/g, '-')}`,
    errors: (field) => (refusal?.errors ?? []).filter((e) => e.field === field).map((e) => e.message),
  };
  /** An edit of one field: its refusal, and the last outcome, no longer hold. */
  const edit = (field: string, change: (e: Edits) => Edits) => {
    setNotice(null);
    setRefusal((r) => {
      const errors = r?.errors.filter((e) => e.field !== field) ?? [];
      return r && (errors.length > 0 || r.detail !== 'validation error') ? { ...r, errors } : null;
    });
    setEdits(change);
  };
  const onColumnEdit =
    (name: string) =>
    <F extends keyof ColumnEdit>(field: F, value: ColumnEdit[F], loaded: ColumnEdit[F]) =>
      edit(`column.${name}.${field}`, (e) => withColumn(e, name, field, value, loaded));

  async function save() {
    const { body, sent } = labelsRequest(edits);
    const refused = (detail: string, errors: FieldError[]) => setRefusal({ detail, errors: errors.map((e) => ({ ...e, field: fieldOf(e.path, sent) })) });
    const local = localErrors(edits);
    if (local.length > 0) return refused('validation error', local);
    setBusy(true);
    setRefusal(null);
    setNotice(null);
    try {
      const next = await put(`/api/v1/modules/${m.id}/labels`, body);
      setEdits(NO_EDITS);
      onSaved(next);
      await reload();
      setNotice('Saved: the next spec build reads these choices.');
    } catch (err) {
      const e = asApiError(err);
      refused(e.detail, e.errors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <EntityFields layer={layer} m={m} edits={edits} edit={edit} f={f} />
      <h3>Columns</h3>
      <ColumnMeanings layer={layer} m={m} edits={edits.columns} onEdit={onColumnEdit} f={f} isOwner={me.is_owner} />
      <Metrics
        metrics={edits.metrics ?? loadedMetrics}
        columns={layer.columns}
        f={f}
        onChange={(metrics, field) => edit(field ?? 'metrics', (e) => withMetrics(e, metrics, layer))}
      />
      {refusal && <RefusalSummary refusal={refusal} f={f} nameOf={(field) => fieldName(field, layer)} />}
      <Notice text={notice} />
      <div className="form-actions">
        <button type="button" className="btn" disabled={busy || !isEdited(edits)} onClick={() => edit('', () => NO_EDITS)}>
          Undo changes
        </button>
        <button type="button" className="btn btn-primary" disabled={busy || !isEdited(edits)} onClick={() => void save()}>
          Save what the data means
        </button>
      </div>
    </>
  );
}

/** What one record and several are called, and the key column. */
function EntityFields({
  layer,
  m,
  edits,
  edit,
  f,
}: {
  layer: ModuleLayer;
  m: Module;
  edits: Edits;
  edit: (field: string, change: (e: Edits) => Edits) => void;
  f: Fields;
}) {
  const reset = edits.entity === null;
  const nouns = edits.entity ?? (reset ? { singular: '', plural: '' } : layer.entity);
  const setNoun = (which: 'singular' | 'plural', value: string) => edit(`entity.${which}`, (e) => withNouns(e, { ...nouns, [which]: value }, layer));
  const key = (edits.key !== undefined ? edits.key : m.semantic.key) ?? '';
  const proposedKey = layer.columns.find((c) => c.name === layer.entity.key)?.label ?? 'none';
  return (
    <fieldset className="choices">
      <legend>
        Records <Marker source={layer.entity.source} />
      </legend>
      <div className="row">
        <Field label="One record is called" field="entity.singular" f={f}>
          {(p) => (
            <input
              {...p}
              value={nouns.singular}
              maxLength={100}
              placeholder={reset ? 'as proposed' : undefined}
              onChange={(e) => setNoun('singular', e.target.value)}
            />
          )}
        </Field>
        <Field label="Several records are called" field="entity.plural" f={f}>
          {(p) => (
            <input
              {...p}
              value={nouns.plural}
              maxLength={100}
              placeholder={reset ? 'as proposed' : undefined}
              onChange={(e) => setNoun('plural', e.target.value)}
            />
          )}
        </Field>
        <Field label="Key column" field="key" f={f}>
          {(p) => (
            <select {...p} value={key} onChange={(e) => edit('key', (x) => withKey(x, e.target.value || null, m))}>
              <option value="">{m.semantic.key ? 'as proposed' : `as proposed: ${proposedKey}`}</option>
              {layer.columns.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="hint">
        The key identifies each record: every record has a value and no two share one ({layer.row_count} records imported).
        {m.semantic.entity && !reset && (
          <>
            {' '}
            <button type="button" className="btn btn-small" onClick={() => edit('entity.singular', (e) => ({ ...e, entity: null }))}>
              Use the proposed names
            </button>
          </>
        )}
      </p>
    </fieldset>
  );
}

/** A field's name in the summary of a refusal. */
function fieldName(field: string, layer: ModuleLayer): string {
  const [kind, at, what] = field.split('.');
  if (kind === 'entity') return at === 'plural' ? 'Several records are called' : 'One record is called';
  if (kind === 'key') return 'Key column';
  if (kind === 'column') {
    const label = layer.columns.find((c) => c.name === at)?.label ?? at;
    return `${label}: ${what === 'role' ? 'kind' : what === 'aggregation' ? 'default aggregation' : 'unit'}`;
  }
  if (kind === 'metric') return `Metric ${Number(at) + 1}: ${what}`;
  return 'The request';
}

/** Why the save was refused, each refused field named, a button to reach it. */
function RefusalSummary({ refusal, f, nameOf }: { refusal: Refusal; f: Fields; nameOf: (field: string) => string }) {
  const n = refusal.errors.length;
  const focus = (field: string) => (document.getElementById(f.id(field)) ?? document.getElementById(`${f.id(field)}-agg`))?.focus();
  return (
    <div className="state state-error" role="alert" data-testid="meaning-refused">
      <div>
        <strong>Not saved:</strong> {n === 0 ? refusal.detail : n === 1 ? 'one choice needs a change.' : `${n} choices need a change.`}
        {n > 0 && (
          <ul className="cell-errors">
            {refusal.errors.map((e) => (
              <li key={`${e.path}:${e.message}`}>
                {e.field ? (
                  <button type="button" className="link-button" onClick={() => focus(e.field)}>
                    {nameOf(e.field)}
                  </button>
                ) : (
                  nameOf(e.field)
                )}
                : {e.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
