import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EXPOSURE_WORDS, EXPOSURES, get, post, type Exposure } from '../api';
import { Badge, CancelButton, ErrorBox, formatDate, LoadedTable, Loading, PageHeader, useLoad, useSubmit } from '../ui';
import { can, useSession } from './session';

export function ExposureBadge({ exposure }: { exposure: Exposure }) {
  const tone = exposure === 'full' ? 'good' : exposure === 'limited' ? 'warn' : 'accent';
  return (
    <Badge tone={tone}>
      <span className="sr-only">Exposure: </span>
      {exposure}
    </Badge>
  );
}

export function Projects() {
  const { me } = useSession();
  const projects = useLoad(() => get('/api/v1/projects'), []);
  const [creating, setCreating] = useState(false);
  const canTree = can(me, 'can_view_tree');

  return (
    <>
      <PageHeader title="Projects" subtitle="A project groups modules under one exposure level; its semantic datasets feed the agent.">
        {can(me, 'can_add_projects') && !creating && (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            New project
          </button>
        )}
      </PageHeader>
      {creating && <CreateProject onClose={() => setCreating(false)} />}
      <LoadedTable
        state={projects}
        loadingText="Loading projects…"
        empty="No projects yet."
        caption="Projects"
        columns={['Name', 'Exposure', 'Created']}
        hidden="Actions"
      >
        {(list) =>
          list.map((p) => (
            <tr key={p.id} data-project={p.name}>
              <th scope="row">{canTree ? <Link to={`/projects/${p.id}`}>{p.name}</Link> : p.name}</th>
              <td>
                <ExposureBadge exposure={p.exposure} />
              </td>
              <td>{formatDate(p.created_at)}</td>
              <td className="row-actions">
                {canTree && (
                  <Link className="btn btn-small" to={`/projects/${p.id}`} aria-label={`View tree of ${p.name}`}>
                    View tree
                  </Link>
                )}
              </td>
            </tr>
          ))
        }
      </LoadedTable>
    </>
  );
}

function CreateProject({ onClose }: { onClose: () => void }) {
  const { me } = useSession();
  const navigate = useNavigate();
  const modules = useLoad(can(me, 'can_view_datasets') ? () => get('/api/v1/modules') : null, []);
  const [name, setName] = useState('');
  // No default: the level decides what every answer may show, so the builder picks it knowingly.
  const [exposure, setExposure] = useState<Exposure | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const { busy, error, submit } = useSubmit(async () => {
    if (!exposure) return;
    const p = await post('/api/v1/projects', { name: name.trim(), exposure, module_ids: picked });
    if (can(me, 'can_view_tree')) navigate(`/projects/${p.id}`);
    else onClose();
  });

  const imported = (modules.data ?? []).filter((m) => m.status === 'imported');
  return (
    <form className="card" onSubmit={submit} aria-labelledby="new-project-title">
      <h2 id="new-project-title">New project</h2>
      <label className="field">
        <span>Project name</span>
        <input required maxLength={200} autoFocus value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <fieldset className="choices">
        <legend>LLM exposure level: what the agent's answers may show</legend>
        {EXPOSURES.map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="exposure" required value={value} checked={exposure === value} onChange={() => setExposure(value)} />
            <span>
              <strong>{EXPOSURE_WORDS[value].label}</strong> <span className="muted">— {EXPOSURE_WORDS[value].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choices">
        <legend>Modules</legend>
        {modules.loading && <Loading what="Loading modules…" />}
        {modules.error && <ErrorBox error={modules.error} />}
        {!can(me, 'can_view_datasets') && <p className="hint">Your role cannot list modules; add them later.</p>}
        {modules.data && imported.length === 0 && <p className="hint">No imported module yet: build one from a dataset first.</p>}
        {imported.map((m) => (
          <label key={m.id} className="choice">
            <input
              type="checkbox"
              checked={picked.includes(m.id)}
              onChange={(e) => setPicked((p) => (e.target.checked ? [...p, m.id] : p.filter((x) => x !== m.id)))}
            />
            <span>
              {m.name} <span className="muted">({m.row_count ?? 0} rows)</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && <ErrorBox error={error} />}
      <div className="form-actions">
        <CancelButton onClick={onClose} />
        <button type="submit" className="btn btn-primary" disabled={busy || exposure === null}>
          Create project
        </button>
      </div>
    </form>
  );
}
