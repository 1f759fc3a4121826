import { useState, type FormEvent } from 'react';
import { asApiError, ErrorBox, Loaded, Notice, useLoad } from '../../ui';
import { get, put, type AccessPolicy, type RowFilter } from '../../api';
import { useSession } from '../session';
import { draftsOf, joinList, toDraft, toPolicy, type PolicyDraft } from './drafts';
import { policyModules, type PolicyModule } from './modules';
import { ModulePolicy } from './ModulePolicy';

/** Whose policies: a role's or an API user's. */
type PoliciesPath = `/api/v1/core/${'roles' | 'api-users'}/${string}/policies`;

/**
 * "Data access": the row and column policies of a role or an API user, per module, saved as one
 * PUT of `path` (…/roles/{id}/policies or …/api-users/{id}/policies). The caller shows it only to
 * whom the API allows it.
 */
export function DataAccess({ path, subject }: { path: PoliciesPath; subject: string }) {
  const { me } = useSession();
  const state = useLoad(async () => {
    const [{ policies }, modules] = await Promise.all([get(path), policyModules(me)]);
    return { policies, modules };
  }, [path]);
  return (
    <section className="card" aria-labelledby="data-access-title">
      <h2 id="data-access-title">Data access</h2>
      <p className="hint">
        What the agent reads for {subject}: per module, only the rows whose column holds the given values, and none of the hidden columns (answered as if they
        did not exist).
        {!me.is_owner && ' You may only narrow what it reads.'}
      </p>
      <Loaded state={state} loadingText="Loading data access…">
        {(d) => <PolicyForm path={path} loaded={d.policies} modules={d.modules} />}
      </Loaded>
    </section>
  );
}

function PolicyForm({ path, loaded, modules }: { path: PoliciesPath; loaded: AccessPolicy[]; modules: PolicyModule[] | null }) {
  const [drafts, setDrafts] = useState(() => draftsOf(loaded));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const known = new Set((modules ?? []).map((m) => m.id));
  // Imported modules, and any other that already has a policy; policies on modules the caller cannot list are kept as they are.
  const shown = (modules ?? []).filter((m) => m.status === 'imported' || drafts.has(m.id));
  const unlisted = loaded.filter((p) => !known.has(p.module_id));

  const change = (id: string, d: PolicyDraft) => {
    setNotice(null);
    setError(null);
    setDrafts((cur) => new Map(cur).set(id, d));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    const policies = [...unlisted, ...[...drafts].filter(([id]) => known.has(id)).flatMap(([id, d]) => toPolicy(id, d) ?? [])];
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const r = await put(path, { policies });
      setDrafts(draftsOf(r.policies));
      setNotice('Data access saved.');
    } catch (err) {
      setError(asApiError(err).detail);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} aria-label="Data access">
      {modules === null && <p className="hint">Your role cannot list modules (it needs View Datasets or View Tree): only the policies below are shown.</p>}
      {modules !== null && shown.length === 0 && <p className="hint">No imported module yet: build one from a dataset first.</p>}
      {shown.map((m) => (
        <ModulePolicy key={m.id} module={m} draft={drafts.get(m.id) ?? toDraft(undefined)} onChange={(d) => change(m.id, d)} />
      ))}
      {unlisted.map((p) => (
        <p key={p.module_id} className="hint" data-module={p.module_id}>
          Module {p.module_id}: {p.row_filter ? `rows whose ${p.row_filter.column} is ${describe(p.row_filter)}` : 'every row'}
          {p.hidden_columns.length > 0 && `; hidden: ${p.hidden_columns.join(', ')}`}.
        </p>
      ))}
      {error && <ErrorBox error={error} />}
      <Notice text={notice} />
      {shown.length > 0 && (
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save data access'}
          </button>
        </div>
      )}
    </form>
  );
}

const describe = (f: RowFilter) => ('attribute' in f ? `the user’s ${f.attribute}` : joinList(f.values));
