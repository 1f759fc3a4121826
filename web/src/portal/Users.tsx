import { useState } from 'react';
import { del, get, patch, post, type RoleRef, type User } from '../api';
import { useSession } from './session';
import { AttributesEditor } from './policies/Attributes';
import {
  Badge,
  CancelButton,
  Dialog,
  ErrorBox,
  formatDate,
  LoadedTable,
  Notice,
  PageHeader,
  SecretOnce,
  useActionOutcome,
  useLoad,
  useSubmit,
  type ShownSecret,
} from '../ui';

type Action =
  | { kind: 'create' }
  | { kind: 'role'; user: User }
  | { kind: 'delete'; user: User }
  | { kind: 'regenerate'; user: User }
  | { kind: 'attributes'; user: User };

export function Users() {
  const users = useLoad(() => get('/api/v1/core/users'), []);
  const roles = useLoad(() => get('/api/v1/core/users/role-options'), []);
  const { me } = useSession();
  // A new password hands the account over: offered only for accounts whose role the caller may grant.
  const grantable = new Set((roles.data ?? []).map((r) => r.id));
  const mayTakeOver = (u: User) => me.is_owner || (!!u.role && grantable.has(u.role.id));
  const { action, setAction, secret, notice, done } = useActionOutcome<Action>(users.reload);
  const close = () => setAction(null);

  return (
    <>
      <PageHeader title="Users" subtitle="People who sign in to the portal or the agent. Each has exactly one role.">
        <button type="button" className="btn btn-primary" onClick={() => setAction({ kind: 'create' })}>
          New user
        </button>
      </PageHeader>
      <Notice text={notice} />
      {secret && <SecretOnce label={secret.label} value={secret.value} />}
      <LoadedTable state={users} loadingText="Loading users…" empty="No users yet." caption="Users" columns={['Username', 'Role', 'Created']} hidden="Actions">
        {(list) =>
          list.map((u) => (
            <tr key={u.id} data-user={u.username}>
              <th scope="row">
                {u.username} {u.is_owner && <Badge tone="accent">OWNER</Badge>}
              </th>
              <td>
                {u.is_owner ? (
                  <span className="muted">Customer Super Admin</span>
                ) : (
                  <>
                    {u.role?.name ?? '—'} {u.role && !u.role.is_active && <Badge tone="warn">Inactive</Badge>}
                  </>
                )}
              </td>
              <td>{formatDate(u.created_at)}</td>
              <td className="row-actions">
                {!u.is_owner && (
                  <>
                    {/* Only the owner changes the role they hold (the server refuses it too). */}
                    {(me.is_owner || u.id !== me.id) && (
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={`Change role of ${u.username}`}
                        onClick={() => setAction({ kind: 'role', user: u })}
                      >
                        Change role
                      </button>
                    )}
                    {/* Attributes, read by row filters, are the owner's (as the API). */}
                    {me.is_owner && (
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={`Attributes of ${u.username}`}
                        onClick={() => setAction({ kind: 'attributes', user: u })}
                      >
                        Attributes
                      </button>
                    )}
                    {mayTakeOver(u) && (
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={`Regenerate password of ${u.username}`}
                        onClick={() => setAction({ kind: 'regenerate', user: u })}
                      >
                        Regenerate password
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={`Delete ${u.username}`}
                      onClick={() => setAction({ kind: 'delete', user: u })}
                    >
                      Delete
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))
        }
      </LoadedTable>
      {action?.kind === 'create' && <CreateUser roles={roles.data ?? []} rolesError={roles.error?.detail} onClose={close} onDone={done} />}
      {action?.kind === 'role' && <ChangeRole user={action.user} roles={roles.data ?? []} onClose={close} onDone={done} />}
      {action?.kind === 'attributes' && (
        <Dialog
          title={`Attributes of ${action.user.username}`}
          onClose={close}
          actions={
            <button type="button" className="btn" onClick={close}>
              Close
            </button>
          }
        >
          <AttributesEditor path={`/api/v1/core/users/${action.user.id}/attributes`} who={action.user.username} heading={false} />
        </Dialog>
      )}
      {action?.kind === 'delete' && (
        <Confirm
          title={`Delete user ${action.user.username}?`}
          text="The user can no longer sign in. This cannot be undone."
          confirm="Delete user"
          danger
          onClose={close}
          run={async () => {
            await del(`/api/v1/core/users/${action.user.id}`);
            if (users.data) users.setData(users.data.filter((u) => u.id !== action.user.id));
            done(`User ${action.user.username} deleted.`);
          }}
        />
      )}
      {action?.kind === 'regenerate' && (
        <Confirm
          title={`Regenerate the password of ${action.user.username}?`}
          text="The current password stops working and the user's sessions end."
          confirm="Regenerate password"
          onClose={close}
          run={async () => {
            const r = await post(`/api/v1/core/users/${action.user.id}/regenerate-password`);
            done(`New password for ${action.user.username}.`, { label: `Password of ${action.user.username}:`, value: r.password });
          }}
        />
      )}
    </>
  );
}

type Done = (message: string, secret?: ShownSecret) => void;

function CreateUser({ roles, rolesError, onClose, onDone }: { roles: RoleRef[]; rolesError?: string; onClose: () => void; onDone: Done }) {
  const [username, setUsername] = useState('');
  const [roleId, setRoleId] = useState(roles.find((r) => r.is_active)?.id ?? roles[0]?.id ?? '');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useSubmit(async () => {
    const r = await post('/api/v1/core/users', {
      username: username.trim(),
      role_id: roleId,
      ...(password ? { password } : {}),
    });
    onDone(`User ${r.username} created.`, r.password ? { label: `Password of ${r.username}:`, value: r.password } : undefined);
  });

  return (
    <Dialog
      title="New user"
      onClose={onClose}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <button type="submit" form="create-user" className="btn btn-primary" disabled={busy || !roleId}>
            Create user
          </button>
        </>
      }
    >
      <form id="create-user" onSubmit={submit}>
        <label className="field">
          <span>Username</span>
          <input required autoFocus autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <RoleSelect roles={roles} value={roleId} onChange={setRoleId} />
        {rolesError && <ErrorBox error={rolesError} />}
        <label className="field">
          <span>Password (optional)</span>
          <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="pw-hint" />
        </label>
        <p id="pw-hint" className="hint">
          Leave empty to generate one; it is shown once.
        </p>
        {error && <ErrorBox error={error} />}
      </form>
    </Dialog>
  );
}

function RoleSelect({ roles, value, onChange }: { roles: RoleRef[]; value: string; onChange: (id: string) => void }) {
  return (
    <label className="field">
      <span>Role</span>
      <select required value={value} onChange={(e) => onChange(e.target.value)}>
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
            {r.is_active ? '' : ' (inactive)'}
          </option>
        ))}
      </select>
    </label>
  );
}

function ChangeRole({ user, roles, onClose, onDone }: { user: User; roles: RoleRef[]; onClose: () => void; onDone: Done }) {
  const [roleId, setRoleId] = useState(user.role?.id ?? roles[0]?.id ?? '');
  const { busy, error, submit } = useSubmit(async () => {
    const u = await patch(`/api/v1/core/users/${user.id}`, { role_id: roleId });
    onDone(`${u.username} now has the role ${u.role?.name}.`);
  });
  return (
    <Dialog
      title={`Change the role of ${user.username}`}
      onClose={onClose}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <button type="button" className="btn btn-primary" disabled={busy || !roleId} onClick={() => void submit()}>
            Save
          </button>
        </>
      }
    >
      <RoleSelect roles={roles} value={roleId} onChange={setRoleId} />
      <p className="hint">The change applies at once, without signing in again.</p>
      {error && <ErrorBox error={error} />}
    </Dialog>
  );
}

export function Confirm({
  title,
  text,
  confirm,
  danger,
  onClose,
  run,
}: {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onClose: () => void;
  run: () => Promise<void>;
}) {
  const { busy, error, submit } = useSubmit(run);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      describedBy="confirm-text"
      actions={
        <>
          <CancelButton onClick={onClose} autoFocus />
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={() => void submit()}>
            {confirm}
          </button>
        </>
      }
    >
      <p id="confirm-text">{text}</p>
      {error && <ErrorBox error={error} />}
    </Dialog>
  );
}
