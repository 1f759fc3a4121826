import { useState } from 'react';
import { post, type Me } from '../api';
import { ErrorBox, useSubmit } from '../ui';

export function Login({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useSubmit(async () => onSignedIn(await post('/auth/core/login', { username, password })));

  return (
    <main className="center-page">
      <form className="card login" onSubmit={submit} aria-labelledby="login-title">
        <div className="brand brand-large">
          <img src="/favicon.svg" alt="" width={36} height={36} /> <span>Specgate</span>
        </div>
        <h1 id="login-title">Sign in</h1>
        <p className="muted">Ask questions of your own data, in plain language.</p>
        <label className="field">
          <span>Username</span>
          <input name="username" autoComplete="username" required autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && <ErrorBox error={error} />}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
