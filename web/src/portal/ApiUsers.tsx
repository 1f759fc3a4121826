import { useState } from 'react';
import { Link } from 'react-router-dom';
import { del, get, post, type ApiUser } from '../api';
import { CancelButton, Dialog, ErrorBox, formatDate, LoadedTable, Notice, PageHeader, SecretOnce, useActionOutcome, useLoad, useSubmit } from '../ui';
import { Confirm } from './Users';

type Action = { kind: 'create' } | { kind: 'delete'; user: ApiUser } | { kind: 'regenerate'; user: ApiUser };

/** API users (owner only): credentials for server-to-server calls to /api/v1/authorize and /api/v1/infer. */
export function ApiUsers() {
  const list = useLoad(() => get('/api/v1/core/api-users'), []);
  const { action, setAction, secret, notice, done } = useActionOutcome<Action>(list.reload);

  return (
    <>
      <PageHeader title="API users" subtitle="Credentials for applications that call the inference API.">
        <button type="button" className="btn btn-primary" onClick={() => setAction({ kind: 'create' })}>
          New API user
        </button>
      </PageHeader>
      <div className="warning" role="note">
        <strong>Keep these credentials on servers.</strong> An API user's password is equivalent to a database login: use it only from server-side code, and
        never embed it in browser-facing code, mobile apps or public repositories.
      </div>
      <Notice text={notice} />
      {secret && <SecretOnce label={secret.label} value={secret.value} />}
      <LoadedTable
        state={list}
        loadingText="Loading API users…"
        empty="No API users yet. Create one for each environment or service that calls the API."
        caption="API users"
        columns={['Username', 'Created']}
        hidden="Actions"
      >
        {(users) =>
          users.map((u) => (
            <tr key={u.id} data-user={u.username}>
              <th scope="row">{u.username}</th>
              <td>{formatDate(u.created_at)}</td>
              <td className="row-actions">
                <Link className="btn btn-small" to={`/api-users/${u.id}`} aria-label={`Data access of ${u.username}`}>
                  Data access
                </Link>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Regenerate password of ${u.username}`}
                  onClick={() => setAction({ kind: 'regenerate', user: u })}
                >
                  Regenerate password
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  aria-label={`Delete ${u.username}`}
                  onClick={() => setAction({ kind: 'delete', user: u })}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))
        }
      </LoadedTable>
      {action?.kind === 'create' && <CreateApiUser onClose={() => setAction(null)} onDone={done} />}
      {action?.kind === 'delete' && (
        <Confirm
          title={`Delete API user ${action.user.username}?`}
          text="Its tokens stop working at once; applications using it will get 401."
          confirm="Delete API user"
          danger
          onClose={() => setAction(null)}
          run={async () => {
            await del(`/api/v1/core/api-users/${action.user.id}`);
            done(`API user ${action.user.username} deleted.`);
          }}
        />
      )}
      {action?.kind === 'regenerate' && (
        <Confirm
          title={`Regenerate the password of ${action.user.username}?`}
          text="The current password and every token issued with it stop working."
          confirm="Regenerate password"
          onClose={() => setAction(null)}
          run={async () => {
            const r = await post(`/api/v1/core/api-users/${action.user.id}/regenerate-password`);
            done(`New password for ${action.user.username}.`, { label: `Password of ${action.user.username}:`, value: r.password });
          }}
        />
      )}
    </>
  );
}

function CreateApiUser({ onClose, onDone }: { onClose: () => void; onDone: (m: string, s?: { label: string; value: string }) => void }) {
  const [username, setUsername] = useState('');
  const { busy, error, submit } = useSubmit(async () => {
    const r = await post('/api/v1/core/api-users', { username: username.trim() });
    onDone(`API user ${r.username} created.`, { label: `Password of ${r.username}:`, value: r.password });
  });
  return (
    <Dialog
      title="New API user"
      onClose={onClose}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <button type="submit" form="create-api-user" className="btn btn-primary" disabled={busy}>
            Create API user
          </button>
        </>
      }
    >
      <form id="create-api-user" onSubmit={submit}>
        <label className="field">
          <span>Username</span>
          <input required autoFocus autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <p className="hint">A password is generated and shown once. Store it in your server's secret manager.</p>
        {error && <ErrorBox error={error} />}
      </form>
    </Dialog>
  );
}
