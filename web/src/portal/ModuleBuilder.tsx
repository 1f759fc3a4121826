import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { COLUMN_TYPES, get, post, put, type ColumnType } from '../api';
import { asApiError, ErrorBox, Loaded, PageHeader, Progress, useLoad } from '../ui';
import { ModuleStatus } from './Datasets';

export interface ModuleColumn {
  source: string;
  key?: string;
  name: string;
  type: ColumnType;
  label: string;
  synonyms: string[];
}

export interface ModuleSummary {
  id: string;
  name: string;
  status: 'draft' | 'finalized' | 'importing' | 'imported' | string;
  import_batch_id: string;
  row_count: number | null;
}

export interface ModuleDetail extends ModuleSummary {
  description?: string;
  synonyms?: string[];
  columns: ModuleColumn[];
  import_error?: { detail: string; errors?: { row?: number; column?: string; message?: string }[] } | null;
}

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * The module builder: a module turns an import batch into a typed table. Draft: choose columns,
 * types, labels and settings; then finalize (frozen) and run the import (rows loaded).
 */
export function ModuleBuilder() {
  const { id } = useParams();
  const module = useLoad(() => get<ModuleDetail>(`/api/v1/modules/${id}`), [id]);
  return (
    <Loaded state={module} loadingText="Loading module…">
      {(m) => <Builder module={m} onChange={module.setData} />}
    </Loaded>
  );
}

function Builder({ module: m, onChange }: { module: ModuleDetail; onChange: (m: ModuleDetail) => void }) {
  const draft = m.status === 'draft';
  const [name, setName] = useState(m.name);
  const [description, setDescription] = useState(m.description ?? '');
  const [synonyms, setSynonyms] = useState((m.synonyms ?? []).join(', '));
  const [columns, setColumns] = useState(m.columns.map((c) => ({ ...c, include: true, synonymsText: c.synonyms.join(', ') })));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [importing, setImporting] = useState<number | null>(m.status === 'importing' ? 0 : null);

  useEffect(() => setSaved(null), [name, description, synonyms, columns]);

  // While an import runs elsewhere (or after a 202), follow it until the module is imported.
  useEffect(() => {
    if (m.status !== 'importing') return;
    const t = window.setInterval(async () => {
      try {
        const next = await get<ModuleDetail>(`/api/v1/modules/${m.id}`);
        if (next.status !== 'importing') {
          setImporting(null);
          onChange(next);
        }
      } catch {
        /* keep polling */
      }
    }, 700);
    return () => window.clearInterval(t);
  }, [m.status, m.id, onChange]);

  async function step(label: string, work: () => Promise<ModuleDetail | void>) {
    setBusy(label);
    setError(null);
    try {
      const next = await work();
      if (next) onChange(next);
      else onChange(await get<ModuleDetail>(`/api/v1/modules/${m.id}`));
      return true;
    } catch (err) {
      setError(asApiError(err).detail);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    const ok = await step('save', async () => {
      await put(`/api/v1/modules/${m.id}/settings`, {
        name: name.trim(),
        description,
        synonyms: list(synonyms),
        columns: columns.filter((c) => c.include).map((c) => ({ source: c.source, name: c.name, type: c.type })),
      });
      return put<ModuleDetail>(`/api/v1/modules/${m.id}/labels`, {
        columns: columns.filter((c) => c.include).map((c) => ({ name: c.name, label: c.label, synonyms: list(c.synonymsText) })),
      });
    });
    if (ok) setSaved('Module saved.');
  }

  const included = columns.filter((c) => c.include).length;
  return (
    <>
      <PageHeader
        title={`Module builder: ${m.name}`}
        subtitle={
          <>
            Status <ModuleStatus status={m.status} />
            {m.row_count !== null && m.row_count !== undefined && <> · {m.row_count} rows imported</>}
          </>
        }
      >
        <Link className="btn" to="/datasets">
          Back to datasets
        </Link>
      </PageHeader>
      <ol className="steps" aria-label="Module steps">
        {(['draft', 'finalized', 'imported'] as const).map((s, i) => (
          <li key={s} className={m.status === s || (s === 'imported' && m.status === 'importing') ? 'current' : ''}>
            {i + 1}. {s === 'draft' ? 'Define columns, labels and settings' : s === 'finalized' ? 'Finalize' : 'Run import'}
          </li>
        ))}
      </ol>
      <section className="card" aria-labelledby="settings-title">
        <h2 id="settings-title">Settings</h2>
        <div className="row">
          <label className="field">
            <span>Module name</span>
            <input value={name} disabled={!draft} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="field">
            <span>Synonyms (comma separated)</span>
            <input value={synonyms} disabled={!draft} onChange={(e) => setSynonyms(e.target.value)} />
          </label>
        </div>
        <label className="field">
          <span>Description</span>
          <textarea rows={2} value={description} disabled={!draft} onChange={(e) => setDescription(e.target.value)} />
        </label>
      </section>
      <section aria-labelledby="columns-title">
        <h2 id="columns-title">
          Columns <span className="muted">({included} of {columns.length} included)</span>
        </h2>
        <table className="table">
          <caption className="sr-only">Columns of the module</caption>
          <thead>
            <tr>
              <th scope="col">Include</th>
              <th scope="col">Source column</th>
              <th scope="col">Type</th>
              <th scope="col">Label</th>
              <th scope="col">Synonyms</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((c, i) => {
              const set = (patch: Partial<(typeof columns)[number]>) => setColumns((cs) => cs.map((x, j) => (j === i ? { ...x, ...patch } : x)));
              return (
                <tr key={c.source} data-column={c.source}>
                  <td>
                    <input type="checkbox" checked={c.include} disabled={!draft} aria-label={`Include ${c.source}`} onChange={(e) => set({ include: e.target.checked })} />
                  </td>
                  <th scope="row">
                    <code>{c.source}</code>
                  </th>
                  <td>
                    <select value={c.type} disabled={!draft} aria-label={`Type of ${c.source}`} onChange={(e) => set({ type: e.target.value as ColumnType })}>
                      {COLUMN_TYPES.map((t) => (
                        <option key={t}>{t}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input value={c.label} disabled={!draft} aria-label={`Label of ${c.source}`} onChange={(e) => set({ label: e.target.value })} />
                  </td>
                  <td>
                    <input value={c.synonymsText} disabled={!draft} aria-label={`Synonyms of ${c.source}`} onChange={(e) => set({ synonymsText: e.target.value })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {m.import_error && <ErrorBox error={`The last import failed: ${m.import_error.detail}`} />}
      {error && <ErrorBox error={error} />}
      {saved && (
        <p className="notice" role="status">
          {saved}
        </p>
      )}
      {importing !== null && <Progress value={null} label="Importing rows" />}
      <div className="form-actions">
        {draft && (
          <>
            <button type="button" className="btn" disabled={busy !== null || included === 0} onClick={() => void save()}>
              Save
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy !== null || included === 0}
              onClick={async () => {
                await save();
                await step('finalize', () => post<ModuleDetail>(`/api/v1/modules/${m.id}/finalize`));
              }}
            >
              Finalize
            </button>
          </>
        )}
        {(m.status === 'finalized' || m.status === 'imported') && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy !== null || importing !== null}
            onClick={async () => {
              setImporting(0);
              await step('import', () => post<ModuleDetail>(`/api/v1/modules/${m.id}/run-import`));
              setImporting(null);
            }}
          >
            {m.status === 'imported' ? 'Run import again' : 'Run import'}
          </button>
        )}
      </div>
    </>
  );
}
