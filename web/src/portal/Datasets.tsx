import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { get, post, UPLOAD_CANCELLED, uploadWithProgress, type ApiError, type ImportBatch } from '../api';
import { asApiError, Badge, CancelButton, ErrorBox, formatDate, LoadedTable, Notice, PageHeader, Progress, useLoad, useSubmit } from '../ui';
import { can, useSession } from './session';

export function Datasets() {
  const { me } = useSession();
  const batches = useLoad(() => get(`/api/v1/customers/${me.customer_id}/import-batches`), [me.customer_id]);
  const modules = useLoad(() => get('/api/v1/modules'), []);
  const [uploading, setUploading] = useState(false);
  const canAdd = can(me, 'can_add_datasets');
  const canModule = can(me, 'can_add_module');

  return (
    <>
      <PageHeader title="Datasets" subtitle="Raw files you uploaded, and the modules built from them.">
        {canAdd && !uploading && (
          <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
            Upload dataset
          </button>
        )}
      </PageHeader>
      {uploading && (
        <Upload
          customerId={me.customer_id}
          onClose={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false);
            void batches.reload();
          }}
        />
      )}
      <section aria-labelledby="batches-title">
        <h2 id="batches-title">Import batches</h2>
        <LoadedTable
          state={batches}
          loadingText="Loading datasets…"
          empty={`No datasets yet.${canAdd ? ' Upload a CSV file to start.' : ''}`}
          caption="Import batches"
          columns={['Name', 'Rows', 'Columns', 'Status', 'Uploaded']}
          hidden="Actions"
        >
          {(list) => list.map((b) => <BatchRow key={b.id} batch={b} canModule={canModule} />)}
        </LoadedTable>
      </section>
      <section aria-labelledby="modules-title">
        <h2 id="modules-title">Modules</h2>
        <LoadedTable
          state={modules}
          loadingText="Loading modules…"
          empty={`No modules yet.${canModule ? ' Create one from an import batch above.' : ''}`}
          caption="Modules"
          columns={['Name', 'Status', 'Rows']}
          hidden="Actions"
        >
          {(list) =>
            list.map((m) => (
              <tr key={m.id} data-module={m.name}>
                <th scope="row">{m.name}</th>
                <td>
                  <ModuleStatus status={m.status} />
                </td>
                <td>{m.row_count ?? '—'}</td>
                <td className="row-actions">{canModule && <OpenBuilder id={m.id} name={m.name} />}</td>
              </tr>
            ))
          }
        </LoadedTable>
      </section>
    </>
  );
}

function OpenBuilder({ id, name }: { id: string; name: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="btn btn-small" aria-label={`Open module builder for ${name}`} onClick={() => navigate(`/modules/${id}`)}>
      Open builder
    </button>
  );
}

export function ModuleStatus({ status }: { status: string }) {
  const tone = status === 'imported' ? 'good' : status === 'draft' ? 'neutral' : 'accent';
  return <Badge tone={tone}>{status}</Badge>;
}

function BatchRow({ batch, canModule }: { batch: ImportBatch; canModule: boolean }) {
  const navigate = useNavigate();
  const { busy, error, submit } = useSubmit(async () => {
    const m = await post('/api/v1/modules', { import_batch_id: batch.id, name: batch.name });
    navigate(`/modules/${m.id}`);
  });
  return (
    <tr data-batch={batch.name}>
      <th scope="row">{batch.name}</th>
      <td>{batch.row_count}</td>
      <td className="flags-summary" title={batch.columns.map((c) => `${c.name} (${c.type})`).join(', ')}>
        {batch.columns.length}
        {batch.columns.length > 0 && (
          <span className="muted">
            {' '}
            —{' '}
            {batch.columns
              .slice(0, 4)
              .map((c) => c.name)
              .join(', ')}
            {batch.columns.length > 4 ? ', …' : ''}
          </span>
        )}
      </td>
      <td>{batch.status === 'ready' ? <Badge tone="good">ready</Badge> : <Badge tone="accent">{batch.status}</Badge>}</td>
      <td>{formatDate(batch.created_at)}</td>
      <td className="row-actions">
        {canModule && (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy || batch.status !== 'ready'}
            aria-label={`Create module from ${batch.name}`}
            onClick={() => void submit()}
          >
            Create module
          </button>
        )}
        {error && <ErrorBox error={error} />}
      </td>
    </tr>
  );
}

/** Where an upload stands: its bytes on their way, then the service storing its rows. */
type UploadStage = { phase: 'sending'; fraction: number } | { phase: 'processing'; fraction: number | null; rows: number };

function Upload({ customerId, onClose, onUploaded }: { customerId: string; onClose: () => void; onUploaded: () => void }) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setError(null);
    setNotice(null);
    setStage({ phase: 'sending', fraction: 0 });
    const type = file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv';
    const batchName = name.trim() || file.name.replace(/\.[^.]+$/, '');
    const started = Date.now();
    const controller = new AbortController();
    cancel.current = controller;
    // Once the bytes are sent, the service's own progress (bytes read, rows stored) is followed on its batch.
    const follow = window.setInterval(() => {
      void get(`/api/v1/customers/${customerId}/import-batches`)
        .then((list) => {
          const b = list.find((x) => x.status === 'importing' && x.name === batchName && Date.parse(x.created_at) >= started - 60_000);
          if (!b || controller.signal.aborted) return;
          setStage((s) => (s?.phase === 'processing' ? { phase: 'processing', fraction: Math.min(1, b.size_bytes / file.size), rows: b.row_count } : s));
        })
        .catch(() => undefined);
    }, 1000);
    try {
      await uploadWithProgress(
        `/api/v1/customers/${customerId}/import-batches`,
        { name: batchName },
        {
          file,
          contentType: type,
          onProgress: (fraction) =>
            setStage((s) => (fraction < 1 ? { phase: 'sending', fraction } : s?.phase === 'processing' ? s : { phase: 'processing', fraction: null, rows: 0 })),
          signal: controller.signal,
        },
      );
      onUploaded();
    } catch (err) {
      const failure = asApiError(err);
      if (failure.detail === UPLOAD_CANCELLED) setNotice('Upload cancelled: nothing was stored.');
      else setError(failure);
      setStage(null);
    } finally {
      window.clearInterval(follow);
      cancel.current = null;
    }
  }

  const busy = stage !== null;
  return (
    <form className="card upload" onSubmit={submit} aria-labelledby="upload-title">
      <h2 id="upload-title">Upload a dataset</h2>
      <div className="row">
        <label className="field">
          <span>File (CSV or JSON array)</span>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,.json,application/json"
            required
            disabled={busy}
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              if (f && !name) setName(f.name.replace(/\.[^.]+$/, ''));
            }}
          />
        </label>
        <label className="field">
          <span>Dataset name</span>
          <input value={name} maxLength={200} disabled={busy} onChange={(e) => setName(e.target.value)} />
        </label>
      </div>
      {stage?.phase === 'sending' && <Progress value={stage.fraction} label="Uploading" />}
      {stage?.phase === 'processing' && (
        <Progress value={stage.fraction} label={`Processing on the server${stage.rows > 0 ? ` (${stage.rows.toLocaleString('en-US')} rows stored)` : ''}`} />
      )}
      {error && <ErrorBox error={error} refusal="The file was not accepted" />}
      <Notice text={notice} />
      <div className="form-actions">
        <CancelButton onClick={() => (cancel.current ? cancel.current.abort() : onClose())} />
        <button type="submit" className="btn btn-primary" disabled={busy || !file}>
          Upload
        </button>
      </div>
    </form>
  );
}
