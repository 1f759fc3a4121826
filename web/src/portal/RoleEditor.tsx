import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { get, patch, post, type Flag, type Permissions, type Role } from '../api';
import { FLAG_GROUPS, noPermissions, normalise, PREREQUISITES } from '../../../src/contracts/flags';
import { Denied, ErrorBox, Loaded, PageHeader, useLoad, useSubmit } from '../ui';
import { can, useSession } from './session';
import { DataAccess } from './policies/DataAccess';

const LABEL = new Map(FLAG_GROUPS.flatMap((g) => g.flags.map((f) => [f.flag, f.label] as const)));

/** The prerequisites that gate a checkbox: those that have no prerequisite themselves (View Datasets). */
function gatingPrerequisites(flag: Flag): Flag[] {
  return (PREREQUISITES[flag] ?? []).filter((p) => (PREREQUISITES[p] ?? []).length === 0);
}

function requiresHint(flag: Flag): string | null {
  const pre = PREREQUISITES[flag] ?? [];
  return pre.length === 0 ? null : `Requires ${pre.map((p) => LABEL.get(p)).join(' and ')}`;
}

export function RoleEditor() {
  const { id } = useParams();
  const { me } = useSession();
  const role = useLoad(id ? () => get(`/api/v1/core/roles/${id}`) : null, [id]);
  if (!id) return <RoleForm />;
  return (
    <Loaded state={role} loadingText="Loading role…">
      {(r) =>
        r.is_system ? (
          <Denied what="System roles are read-only." />
        ) : !me.is_owner && me.role?.id === r.id ? (
          <Denied what="Only the owner edits the role you hold." />
        ) : (
          <>
            <RoleForm role={r} />
            {/* Its own save: the policies are another resource (…/policies), refused by the server as the flags are. */}
            {can(me, 'can_add_roles') && <DataAccess path={`/api/v1/core/roles/${r.id}/policies`} subject={`users of ${r.name}`} />}
          </>
        )
      }
    </Loaded>
  );
}

/**
 * The role editor: the ten flags in their five groups. It applies the same rules as the server
 * (normalise from src/contracts/flags.ts): ticking a flag ticks its prerequisites, unticking one
 * unticks the flags that need it; a dependent stays disabled until its base prerequisite is on.
 * A flag the caller does not hold cannot be granted (the server refuses it): it stays disabled.
 */
function RoleForm({ role }: { role?: Role }) {
  const navigate = useNavigate();
  const { me } = useSession();
  const [name, setName] = useState(role?.name ?? '');
  const [active, setActive] = useState(role?.is_active ?? true);
  const [flags, setFlags] = useState<Permissions>(role?.permissions ?? noPermissions());
  const { busy, error, setError, submit } = useSubmit(async () => {
    const body = { name: name.trim(), is_active: active, permissions: flags };
    if (role) await patch(`/api/v1/core/roles/${role.id}`, body);
    else await post('/api/v1/core/roles', body);
    navigate('/roles');
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: an edit of the form clears the last error.
  useEffect(() => {
    setError(null);
  }, [name, flags, active]);

  return (
    <form onSubmit={submit} className="role-editor" aria-label={role ? `Edit role ${role.name}` : 'New role'}>
      <PageHeader title={role ? `Edit role ${role.name}` : 'New role'} />
      <div className="card">
        <label className="field">
          <span>Role name</span>
          <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            aria-checked={active}
            onChange={(e) => setActive(e.target.checked)}
            aria-describedby="active-hint"
          />
          <span className="switch-track" aria-hidden="true" />
          <span>Active</span>
        </label>
        <p id="active-hint" className="hint">
          Users of an inactive role keep their accounts but have no permission.
        </p>
      </div>
      <div className="flag-groups">
        {FLAG_GROUPS.map((g) => (
          <fieldset key={g.group} className="card flag-group">
            <legend>{g.group}</legend>
            {g.flags.map(({ flag, label }) => {
              const unheld = !can(me, flag);
              const disabled = unheld || gatingPrerequisites(flag).some((p) => !flags[p]);
              const hint = unheld ? 'You do not hold this permission, so you cannot grant it' : requiresHint(flag);
              const hintId = `hint-${flag}`;
              return (
                <div key={flag} className={`flag${disabled ? ' flag-disabled' : ''}`}>
                  <label>
                    <input
                      type="checkbox"
                      name={flag}
                      checked={flags[flag]}
                      disabled={disabled}
                      aria-describedby={hint ? hintId : undefined}
                      onChange={(e) => setFlags((cur) => normalise(cur, { [flag]: e.target.checked }))}
                    />
                    <span>{label}</span>
                  </label>
                  {hint && (
                    <span id={hintId} className="hint">
                      {hint}
                    </span>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {error && <ErrorBox error={error} />}
      <div className="form-actions">
        <Link className="btn" to="/roles">
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : role ? 'Save role' : 'Create role'}
        </button>
      </div>
    </form>
  );
}
