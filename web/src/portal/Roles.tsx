import { useState } from 'react';
import { Link } from 'react-router-dom';
import { del, get, post, type Role } from '../api';
import { FLAG_GROUPS } from '../../../src/contracts/flags';
import { Badge, CancelButton, Dialog, ErrorBox, LoadedTable, Notice, PageHeader, useLoad, useSubmit } from '../ui';

const LABELS = new Map(FLAG_GROUPS.flatMap((g) => g.flags.map((f) => [f.flag, f.label] as const)));

export function Roles() {
  const roles = useLoad(() => get('/api/v1/core/roles'), []);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader title="Roles" subtitle="A role is a named set of permissions. System roles are read-only.">
        <Link className="btn btn-primary" to="/roles/new">
          New role
        </Link>
      </PageHeader>
      <Notice text={notice} />
      <LoadedTable
        state={roles}
        loadingText="Loading roles…"
        empty="No roles yet."
        caption="Roles"
        columns={['Name', 'Status', 'Users', 'Permissions']}
        hidden="Actions"
      >
        {(list) =>
          list.map((r) => {
            const granted = Object.entries(r.permissions)
              .filter(([, on]) => on)
              .map(([f]) => LABELS.get(f as never) ?? f);
            return (
              <tr key={r.id} data-role={r.name}>
                <th scope="row">
                  {r.name} {r.is_system && <Badge>System</Badge>}
                </th>
                <td>{r.is_active ? <Badge tone="good">Active</Badge> : <Badge tone="warn">Inactive</Badge>}</td>
                <td>{r.user_count}</td>
                <td className="flags-summary">{granted.length === 0 ? <span className="muted">none</span> : granted.join(', ')}</td>
                <td className="row-actions">
                  {!r.is_system && (
                    <>
                      <Link className="btn btn-small" to={`/roles/${r.id}`} aria-label={`Edit ${r.name}`}>
                        Edit
                      </Link>
                      <button type="button" className="btn btn-small btn-danger" aria-label={`Delete ${r.name}`} onClick={() => setDeleting(r)}>
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })
        }
      </LoadedTable>
      {deleting && roles.data && (
        <DeleteRoleDialog
          role={deleting}
          roles={roles.data}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setNotice(message);
            roles.setData(roles.data!.filter((r) => r.id !== deleting.id));
            void roles.reload();
          }}
        />
      )}
    </>
  );
}

/**
 * Deleting a role: without users, the caller types "yes"; with users, the users move to another
 * active role first (reassign-and-delete), and when no such role exists only Cancel is offered.
 */
function DeleteRoleDialog({ role, roles, onClose, onDeleted }: { role: Role; roles: Role[]; onClose: () => void; onDeleted: (m: string) => void }) {
  const [typed, setTyped] = useState('');
  const eligible = roles.filter((r) => r.is_active && r.id !== role.id);
  const [target, setTarget] = useState(eligible[0]?.id ?? '');
  const { busy, error, submit } = useSubmit(async () => {
    if (role.user_count === 0) {
      await del(`/api/v1/core/roles/${role.id}`);
      return onDeleted(`Role ${role.name} deleted.`);
    }
    const r = await post(`/api/v1/core/roles/${role.id}/reassign-and-delete`, {
      target_role_id: target,
    });
    const name = eligible.find((x) => x.id === target)?.name;
    onDeleted(`Role ${role.name} deleted; ${r.moved} user${r.moved === 1 ? '' : 's'} moved to ${name}.`);
  });

  const cancel = <CancelButton onClick={onClose} />;

  if (role.user_count === 0) {
    return (
      <Dialog
        title={`Delete role ${role.name}?`}
        onClose={onClose}
        describedBy="delete-role-desc"
        actions={
          <>
            {cancel}
            <button type="button" className="btn btn-danger" disabled={typed !== 'yes' || busy} onClick={() => void submit()}>
              Delete role
            </button>
          </>
        }
      >
        <p id="delete-role-desc">No user holds this role. Deleting it cannot be undone.</p>
        <label className="field">
          <span>
            Type <strong>yes</strong> to confirm
          </span>
          <input autoFocus autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        {error && <ErrorBox error={error} />}
      </Dialog>
    );
  }

  const users = `${role.user_count} user${role.user_count === 1 ? '' : 's'}`;
  if (eligible.length === 0) {
    return (
      <Dialog title={`Cannot delete ${role.name} yet`} onClose={onClose} describedBy="reassign-desc" actions={cancel}>
        <p id="reassign-desc">
          {users} hold{role.user_count === 1 ? 's' : ''} this role and there is no other active role to move them to. Create or activate another role first.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={`Reassign users and delete ${role.name}`}
      onClose={onClose}
      describedBy="reassign-desc"
      actions={
        <>
          {cancel}
          <button type="button" className="btn btn-danger" disabled={!target || busy} onClick={() => void submit()}>
            Reassign and delete
          </button>
        </>
      }
    >
      <p id="reassign-desc">
        {users} hold{role.user_count === 1 ? 's' : ''} this role. They move to the role you choose, and the role is deleted, in one step.
      </p>
      <label className="field">
        <span>Move users to</span>
        <select autoFocus value={target} onChange={(e) => setTarget(e.target.value)}>
          {eligible.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      {error && <ErrorBox error={error} />}
    </Dialog>
  );
}
