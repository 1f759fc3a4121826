import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { COLUMN_TYPES, get, post, put, type ColumnType, type ImportBatch, type Module as ModuleDetail } from '../api';
import { asApiError, ErrorBox, Loaded, Notice, PageHeader, Progress, Table, useLoad } from '../ui';
import { ModuleStatus } from './Datasets';
import { useSession } from './session';
import { COLUMN_ROLES, type ColumnRole } from '../../../src/contracts/columns';
import { SemanticLayer } from './semantic/SemanticLayer';
import { ROLE_HINT } from './semantic/words';

interface Row {
  source: string;
  include: boolean;
  name?: string;
  type: ColumnType;
  label: string;
  synonyms: string;
  /** '' leaves the role to the spec build's proposal. */
  role: ColumnRole | '';
}

const words = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Every column of the batch, those of the module first (in its order), the others unticked. */
function rowsOf(m: ModuleDetail, batch: ImportBatch | undefined): Row[] {
  const rows: Row[] = m.columns.map((c) => ({
    source: c.source,
    include: true,
    name: c.name,
    type: c.type,
    label: c.label,
    synonyms: c.synonyms.join(', '),
    role: c.role ?? '',
  }));
  for (const c of batch?.columns ?? []) {
    // The batch schema declares its column types as plain strings; they are the inferred ColumnTypes.
    if (!rows.some((r) => r.source === c.name)) rows.push({ source: c.name, include: false, type: c.type as ColumnType, label: '', synonyms: '', role: '' });
  }
  return rows;
}

/**
 * The module builder: a module turns an import batch into a typed table. Draft: the columns, types,
 * labels and synonyms proposed from the file, which the builder may adjust; then one step saves,
 * finalizes (frozen) and imports the rows into the typed table. Labels and the semantic layer can
 * still change afterwards.
 */
export function ModuleBuilder() {
  const { id } = useParams();
  const { me } = useSession();
  const state = useLoad(async () => {
    const m = await get(`/api/v1/modules/${id}`);
    const batch = await get(`/api/v1/customers/${me.customer_id}/import-batches/${m.import_batch_id}`).catch(() => undefined);
    return { m, batch };
  }, [id, me.customer_id]);
  return (
    <Loaded state={state} loadingText="Loading module…">
      {({ m, batch }) => <Builder key={`${m.id}:${m.status}`} initial={m} batch={batch} />}
    </Loaded>
  );
}

function Builder({ initial, batch }: { initial: ModuleDetail; batch?: ImportBatch }) {
  const { me } = useSession();
  const [m, setM] = useState(initial);
  const [name, setName] = useState(m.name);
  const [description, setDescription] = useState(m.description ?? '');
  const [synonyms, setSynonyms] = useState((m.synonyms ?? []).join(', '));
  const [rows, setRows] = useState<Row[]>(() => rowsOf(m, batch));
  const [busy, setBusy] = useState<'save' | 'import' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importErrors, setImportErrors] = useState(m.import_error ?? null);
  const [saved, setSaved] = useState<string | null>(null);
  // Once imported, a column's kind (role) is edited in "What the data means", which reads the labels saved here.
  const imported = m.status === 'imported';
  const [layerVersion, setLayerVersion] = useState(0);
  // A settings field edited: the "saved" notice no longer holds.
  const edit = (set: (value: string) => void) => (e: { target: { value: string } }) => {
    setSaved(null);
    set(e.target.value);
  };

  async function save(): Promise<ModuleDetail | null> {
    const next = await saveModule(m, { name, description, synonyms, rows });
    setM(next);
    setRows(rowsOf(next, batch));
    if (imported) setLayerVersion((v) => v + 1);
    return next;
  }

  async function run(kind: 'save' | 'import', work: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (err) {
      const e = asApiError(err);
      setError(e.detail);
      if (kind === 'import') {
        // A failed import names its bad cells; the module keeps the report.
        get(`/api/v1/modules/${m.id}`)
          .then((x) => setImportErrors(x.import_error ?? null))
          .catch(() => undefined);
      }
    } finally {
      setBusy(null);
    }
  }

  const included = rows.filter((r) => r.include).length;
  const set = (i: number, patch: Partial<Row>) => {
    setSaved(null);
    setRows((rs) => rs.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  };

  return (
    <>
      <BuilderHeader m={m} batch={batch} />
      <SettingsCard
        name={name}
        synonyms={synonyms}
        description={description}
        onName={edit(setName)}
        onSynonyms={edit(setSynonyms)}
        onDescription={edit(setDescription)}
      />
      <ColumnsSection status={m.status} rows={rows} isOwner={me.is_owner} set={set} />
      {importErrors && <ImportFailure report={importErrors} />}
      {error && <ErrorBox error={error} />}
      <Notice text={saved} />
      {busy === 'import' && <Progress value={null} label="Importing rows" />}
      <BuilderActions
        status={m.status}
        disabled={busy !== null}
        empty={included === 0}
        onSave={() =>
          void run('save', async () => {
            await save();
            setSaved('Module saved.');
          })
        }
        onImport={() =>
          void run('import', async () => {
            // A draft is saved and finalized first: from the proposed columns to rows in one step.
            if (m.status === 'draft') {
              await save();
              setM(await post(`/api/v1/modules/${m.id}/finalize`));
            }
            const next = await post(`/api/v1/modules/${m.id}/run-import`);
            setM(next);
            setLayerVersion((v) => v + 1);
            setImportErrors(null);
            setSaved(`Import done: ${next.row_count ?? 0} rows.`);
          })
        }
      />
      {imported && (
        <p className="hint">
          Next: put this module in a <Link to="/projects">project</Link>, build its semantic dataset and ask the agent.
        </p>
      )}
      {imported && <SemanticLayer moduleId={m.id} version={layerVersion} onSaved={setM} />}
    </>
  );
}

/**
 * Saves the settings (name, description and, in draft, the column selection with types), then the
 * labels (the module's synonyms, each column's label and synonyms, and — until the module is
 * imported, when "What the data means" takes over — a role changed here).
 */
async function saveModule(m: ModuleDetail, form: { name: string; description: string; synonyms: string; rows: Row[] }): Promise<ModuleDetail> {
  const included = form.rows.filter((r) => r.include);
  const next = await put(`/api/v1/modules/${m.id}/settings`, {
    name: form.name.trim(),
    description: form.description,
    ...(m.status === 'draft' ? { columns: included.map((r) => ({ source: r.source, ...(r.name ? { name: r.name } : {}), type: r.type })) } : {}),
  });
  return put(`/api/v1/modules/${m.id}/labels`, {
    synonyms: words(form.synonyms),
    columns: next.columns.map((c) => {
      const r = included.find((x) => x.source === c.source);
      const role = r?.role || null;
      return {
        name: c.name,
        ...(r?.label.trim() ? { label: r.label.trim() } : {}),
        synonyms: words(r?.synonyms ?? ''),
        // Sent only when changed: lifting a role is the owner's alone (the server checks it too).
        ...(m.status !== 'imported' && role !== (c.role ?? null) ? { role } : {}),
      };
    }),
  });
}

/** The columns, how many are included, and what can still change once the module is past its draft. */
function ColumnsSection(props: { status: ModuleDetail['status']; rows: Row[]; isOwner: boolean; set: (i: number, patch: Partial<Row>) => void }) {
  const { status, rows, isOwner, set } = props;
  return (
    <section aria-labelledby="columns-title">
      <h2 id="columns-title">
        Columns{' '}
        <span className="muted">
          ({rows.filter((r) => r.include).length} of {rows.length} included)
        </span>
      </h2>
      {status !== 'draft' && (
        <p className="hint">
          The module is {status}: its columns and types are frozen; labels and synonyms can still change
          {status === 'imported' ? ', and each column’s kind is set under “What the data means” below.' : '.'}
        </p>
      )}
      <ColumnsTable rows={rows} draft={status === 'draft'} showRole={status !== 'imported'} isOwner={isOwner} set={set} />
    </section>
  );
}

/** The module's columns: included or not, type, label, synonyms and (until imported) role, one row each. */
function ColumnsTable(props: { rows: Row[]; draft: boolean; showRole: boolean; isOwner: boolean; set: (i: number, patch: Partial<Row>) => void }) {
  const { rows, draft, showRole, isOwner, set } = props;
  return (
    <Table caption="Columns of the module" columns={['Include', 'Source column', 'Type', 'Label', 'Synonyms', ...(showRole ? ['Role'] : [])]}>
      {rows.map((r, i) => (
        <tr key={r.source} data-column={r.source}>
          <td>
            <input
              type="checkbox"
              checked={r.include}
              disabled={!draft}
              aria-label={`Include ${r.source}`}
              onChange={(e) => set(i, { include: e.target.checked })}
            />
          </td>
          <th scope="row">
            <code>{r.source}</code>
          </th>
          <td>
            <select
              value={r.type}
              disabled={!draft || !r.include}
              aria-label={`Type of ${r.source}`}
              onChange={(e) => set(i, { type: e.target.value as ColumnType })}
            >
              {COLUMN_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </td>
          <td>
            <input
              value={r.label}
              disabled={!r.include}
              placeholder={r.source}
              aria-label={`Label of ${r.source}`}
              onChange={(e) => set(i, { label: e.target.value })}
            />
          </td>
          <td>
            <input value={r.synonyms} disabled={!r.include} aria-label={`Synonyms of ${r.source}`} onChange={(e) => set(i, { synonyms: e.target.value })} />
          </td>
          {showRole && (
            <td>
              <select
                value={r.role}
                disabled={!r.include}
                aria-label={`Role of ${r.source}`}
                onChange={(e) => set(i, { role: e.target.value as ColumnRole | '' })}
              >
                {/* A non-owner may only hide more (identifier, sensitive); the current choice stays listed. */}
                {(isOwner || r.role === '') && <option value="">proposed by the spec build</option>}
                {COLUMN_ROLES.filter((x) => isOwner || x === 'identifier' || x === 'sensitive' || x === r.role).map((x) => (
                  <option key={x} value={x}>
                    {ROLE_HINT[x]}
                  </option>
                ))}
              </select>
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}

/** The last import's failure, with the first bad cells it names. */
function ImportFailure({ report }: { report: NonNullable<ModuleDetail['import_error']> }) {
  return (
    <div className="state state-error" role="alert">
      <div>
        <strong>The last import failed:</strong> <span className="detail">{report.detail}</span>
        {report.errors.length > 0 && (
          <ul className="cell-errors">
            {report.errors.slice(0, 10).map((x) => (
              <li key={x.path}>
                <code>{x.path}</code> {x.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The module's name and status, where its data comes from, and the two steps of its life. */
function BuilderHeader({ m, batch }: { m: ModuleDetail; batch?: ImportBatch }) {
  const stage = m.status === 'imported' ? 1 : 0;
  return (
    <>
      <PageHeader
        title={`Module builder: ${m.name}`}
        subtitle={
          <>
            Status <ModuleStatus status={m.status} />
            {batch && <> · from dataset {batch.name}</>}
            {m.row_count !== null && <> · {m.row_count} rows imported</>}
          </>
        }
      >
        <Link className="btn" to="/datasets">
          Back to datasets
        </Link>
      </PageHeader>
      <ol className="steps" aria-label="Module steps">
        {['Columns, labels and settings', 'Import the rows'].map((s, i) => (
          <li key={s} className={i === stage ? 'current' : i < stage ? 'done' : ''} aria-current={i === stage ? 'step' : undefined}>
            {i + 1}. {s}
          </li>
        ))}
      </ol>
    </>
  );
}

type OnText = (e: { target: { value: string } }) => void;

/** The module's name, synonyms and description. */
function SettingsCard(props: { name: string; synonyms: string; description: string; onName: OnText; onSynonyms: OnText; onDescription: OnText }) {
  const { name, synonyms, description, onName, onSynonyms, onDescription } = props;
  return (
    <section className="card" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <div className="row">
        <label className="field">
          <span>Module name</span>
          <input value={name} maxLength={200} onChange={onName} />
        </label>
        <label className="field">
          <span>Module synonyms (comma separated)</span>
          <input value={synonyms} onChange={onSynonyms} />
        </label>
      </div>
      <label className="field">
        <span>Description</span>
        <textarea rows={2} maxLength={2000} value={description} onChange={onDescription} />
      </label>
    </section>
  );
}

/** Save, and Import: a draft is saved, finalized and imported in one step; an imported one is imported again. */
function BuilderActions(props: { status: ModuleDetail['status']; disabled: boolean; empty: boolean; onSave: () => void; onImport: () => void }) {
  const { status, disabled, empty, onSave, onImport } = props;
  return (
    <div className="form-actions">
      <button type="button" className="btn" disabled={disabled || empty} onClick={onSave}>
        Save
      </button>
      <button type="button" className="btn btn-primary" disabled={disabled || empty || status === 'importing'} onClick={onImport}>
        {status === 'draft' ? 'Save and import' : status === 'imported' ? 'Run import again' : 'Run import'}
      </button>
    </div>
  );
}
