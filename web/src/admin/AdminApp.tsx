import { useCallback, useEffect, useState } from 'react';
import { ApiError, get, post, type AdminMe, type Customer } from '../api';
import { asApiError, CancelButton, ErrorBox, formatDate, LoadedTable, Loading, Notice, PageHeader, useLoad, useSubmit } from '../ui';

/** The global admin application: sign in, list customers, provision a customer with its owner. */
export function AdminApp() {
  const [me, setMe] = useState<AdminMe | null | undefined>(undefined);
  const [error, setError] = useState<ApiError | null>(null);

  const refresh = useCallback(async () => {
    setError(null);
    try {
      setMe(await get('/admin/auth/me'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setMe(null);
      else setError(asApiError(err));
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (error) {
    return (
      <main className="center-page">
        <ErrorBox error={error} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (me === undefined) {
    return (
      <main className="center-page">
        <Loading />
      </main>
    );
  }
  if (me === null) return <AdminLogin onSignedIn={setMe} />;
  return (
    <div className="admin">
      <header className="agent-top admin-top">
        <div className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} /> <span>Specgate Admin</span>
        </div>
        <div className="agent-top-right">
          <span className="who-name">{me.username}</span>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={async () => {
              await post('/admin/auth/logout').catch(() => undefined);
              setMe(null);
            }}
          >
            Log out
          </button>
        </div>
      </header>
      <main className="content admin-content" id="main">
        <Customers onSignedOut={() => setMe(null)} />
      </main>
    </div>
  );
}

function AdminLogin({ onSignedIn }: { onSignedIn: (me: AdminMe) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useSubmit(async () => {
    const r = await post('/admin/auth/login', { username, password });
    onSignedIn({ ...r, system_type: 'global_admin' });
  });
  return (
    <main className="center-page">
      <form className="card login" onSubmit={submit} aria-labelledby="admin-login-title">
        <div className="brand brand-large">
          <img src="/favicon.svg" alt="" width={36} height={36} /> <span>Specgate Admin</span>
        </div>
        <h1 id="admin-login-title">Global admin sign-in</h1>
        <p className="muted">For the operators of the service. Customer accounts sign in at the portal.</p>
        <label className="field">
          <span>Username</span>
          <input autoComplete="username" required autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && <ErrorBox error={error} />}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

function Customers({ onSignedOut }: { onSignedOut: () => void }) {
  const customers = useLoad(() => get('/admin/api/v1/customers'), []);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (customers.error?.status === 401) onSignedOut();
  }, [customers.error, onSignedOut]);

  return (
    <>
      <PageHeader title="Customers" subtitle="Each customer gets an owner account (Customer Super Admin) and the three system roles.">
        {!creating && (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Provision customer
          </button>
        )}
      </PageHeader>
      <Notice text={notice} />
      {creating && (
        <Provision
          onClose={() => setCreating(false)}
          onDone={(c) => {
            setCreating(false);
            setNotice(`Customer ${c.name} provisioned; its owner ${c.owner?.username} can now sign in at the portal.`);
            void customers.reload();
          }}
        />
      )}
      <LoadedTable
        state={customers}
        loadingText="Loading customers…"
        empty="No customers yet."
        caption="Customers"
        columns={['Name', 'Tier', 'Owner', 'Created']}
      >
        {(list) =>
          list.map((c) => (
            <tr key={c.id} data-customer={c.name}>
              <th scope="row">{c.name}</th>
              <td>{c.tier}</td>
              <td>{c.owner?.username ?? '—'}</td>
              <td>{formatDate(c.created_at)}</td>
            </tr>
          ))
        }
      </LoadedTable>
    </>
  );
}

function Provision({ onClose, onDone }: { onClose: () => void; onDone: (c: Customer) => void }) {
  const [name, setName] = useState('');
  const [tier, setTier] = useState('');
  const [owner, setOwner] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useSubmit(async () =>
    onDone(
      await post('/admin/api/v1/customers', {
        name: name.trim(),
        owner_username: owner.trim(),
        owner_password: password,
        ...(tier.trim() ? { tier: tier.trim() } : {}),
      }),
    ),
  );
  return (
    <form className="card" onSubmit={submit} aria-labelledby="provision-title">
      <h2 id="provision-title">Provision a customer</h2>
      <div className="row">
        <label className="field">
          <span>Customer name</span>
          <input required autoFocus value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span>Tier (optional)</span>
          <input value={tier} placeholder="standard" onChange={(e) => setTier(e.target.value)} />
        </label>
      </div>
      <div className="row">
        <label className="field">
          <span>Owner username</span>
          <input required autoComplete="off" value={owner} onChange={(e) => setOwner(e.target.value)} />
        </label>
        <label className="field">
          <span>Owner password</span>
          <input required type="password" autoComplete="new-password" minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
      </div>
      {error && <ErrorBox error={error} />}
      <div className="form-actions">
        <CancelButton onClick={onClose} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Provision customer
        </button>
      </div>
    </form>
  );
}
