import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, get, post, UNAUTHORIZED_EVENT, type Flag, type Me } from '../api';
import { Badge, Denied, ErrorBox, Loading } from '../ui';
import { can, SessionContext, useSession, type Session } from './session';
import { Login } from './Login';
import { Home } from './Home';
import { Datasets } from './Datasets';
import { ModuleBuilder } from './ModuleBuilder';
import { Projects } from './Projects';
import { ProjectTree } from './ProjectTree';
import { AgentApp, clearAgentHistory } from './Agent';
import { Users } from './Users';
import { ApiUsers } from './ApiUsers';
import { ApiUserAccess } from './policies/ApiUserAccess';
import { Roles } from './Roles';
import { RoleEditor } from './RoleEditor';
import { Audit } from './Audit';

type MeState = { status: 'loading' } | { status: 'signed-out' } | { status: 'error'; error: ApiError } | { status: 'in'; me: Me };

/**
 * Whether this browser has a portal session, as far as the app knows: set when /auth/core/me or the
 * sign-in answers, cleared on a 401 and on logout. Without it the sign-in screen shows at once, with
 * no /auth/core/me probe whose 401 the browser logs as a console error on every signed-out page (the
 * contract fixes that status). Not a credential: the session cookie is HttpOnly and every call is
 * checked by the server; a session without the hint (signed in before the hint existed) signs in again.
 */
const SESSION_HINT = 'specgate:portal-session';
const sessionHint = {
  present(): boolean {
    try {
      return localStorage.getItem(SESSION_HINT) === '1';
    } catch {
      return true; // No storage: probe, as before.
    }
  },
  set(on: boolean): void {
    try {
      if (on) localStorage.setItem(SESSION_HINT, '1');
      else localStorage.removeItem(SESSION_HINT);
    } catch {
      /* no storage */
    }
  },
};

/** The portal and the agent UI: one app, the sign-in decides where a user lands. */
export function PortalApp() {
  const [state, setState] = useState<MeState>(() => (sessionHint.present() ? { status: 'loading' } : { status: 'signed-out' }));
  const navigate = useNavigate();
  const location = useLocation();

  const refresh = useCallback(async () => {
    try {
      const me = await get('/auth/core/me');
      sessionHint.set(true);
      setState({ status: 'in', me });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        sessionHint.set(false);
        setState({ status: 'signed-out' });
      }
      // A transient failure while signed in keeps the session on screen; the pages show their own errors.
      else setState((s) => (s.status === 'in' ? s : { status: 'error', error: err as ApiError }));
    }
  }, []);

  useEffect(() => {
    if (sessionHint.present()) void refresh();
    const onUnauthorized = () => {
      sessionHint.set(false);
      setState({ status: 'signed-out' });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [refresh]);

  // Permissions apply at once: every navigation asks the server again (a role change needs no new sign-in).
  const signedIn = state.status === 'in';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (the path is the trigger, not an input).
  useEffect(() => {
    if (signedIn) void refresh();
  }, [location.pathname, signedIn, refresh]);

  const logout = useCallback(async () => {
    try {
      await post('/auth/core/logout');
    } finally {
      clearAgentHistory();
      sessionHint.set(false);
      setState({ status: 'signed-out' });
      navigate('/login', { replace: true });
    }
  }, [navigate]);

  const session = useMemo<Session | null>(() => (state.status === 'in' ? { me: state.me, refresh, logout } : null), [state, refresh, logout]);

  if (state.status === 'loading') return <Splash />;
  if (state.status === 'error') {
    return (
      <main className="center-page">
        <ErrorBox error={state.error} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (state.status === 'signed-out' || !session) {
    return (
      <Login
        onSignedIn={(me) => {
          sessionHint.set(true);
          setState({ status: 'in', me });
          const here = location.pathname;
          // After sign-in: the landing /auth/core/me gives, unless a deep link was asked for.
          if (here === '/' || here === '/login') navigate(me.landing === 'agent' ? '/agent' : '/', { replace: true });
        }}
      />
    );
  }

  const { me } = session;
  return (
    <SessionContext.Provider value={session}>
      <Routes>
        <Route path="/login" element={<Navigate to={me.landing === 'agent' ? '/agent' : '/'} replace />} />
        <Route path="/agent/*" element={<AgentApp />} />
        {/* An agent-only user has no portal: every portal URL sends them to the agent. */}
        <Route path="*" element={me.landing === 'agent' ? <Navigate to="/agent" replace /> : <Shell />} />
      </Routes>
    </SessionContext.Provider>
  );
}

function Splash() {
  return (
    <main className="center-page">
      <Loading what="Loading Specgate…" />
    </main>
  );
}

interface NavItem {
  to: string;
  label: string;
  show: (me: Me) => boolean;
  end?: boolean;
}

/** Sidebar items, each shown only with its flag (the backend refuses the same actions with 403). */
const NAV: NavItem[] = [
  { to: '/', label: 'Home', show: () => true, end: true },
  { to: '/datasets', label: 'Datasets', show: (me) => can(me, 'can_view_datasets') },
  { to: '/projects', label: 'Projects', show: () => true },
  { to: '/agent', label: 'Agent', show: (me) => can(me, 'can_access_agent') },
  { to: '/users', label: 'Users', show: (me) => can(me, 'can_add_users') },
  { to: '/api-users', label: 'API users', show: (me) => me.is_owner },
  { to: '/roles', label: 'Roles', show: (me) => can(me, 'can_add_roles') },
  { to: '/audit', label: 'Audit', show: (me) => me.is_owner },
];

function Shell() {
  const { me, logout } = useSession();
  const { pathname } = useLocation();
  // On a narrow screen the navigation is a menu behind a button, closed by default (styles.css shows
  // the button and folds the menu below 820 px; wider, the menu is always shown and the button hidden).
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu (the path is the trigger).
  useEffect(() => setMenuOpen(false), [pathname]);
  // Escape closes an open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <div className="sidebar-head">
          <div className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} /> <span>Specgate</span>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="btn btn-ghost menu-button"
            aria-expanded={menuOpen}
            aria-controls="portal-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
          {/* Log out stays on a narrow screen's first line, outside the folded menu (one of the two is shown). */}
          <button type="button" className="btn btn-ghost logout-narrow" onClick={() => void logout()}>
            Log out
          </button>
        </div>
        <div id="portal-menu" className={`sidebar-menu${menuOpen ? ' open' : ''}`}>
          <nav aria-label="Portal">
            <ul>
              {NAV.filter((n) => n.show(me)).map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to} end={n.end}>
                    {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="sidebar-foot">
            <div className="who">
              <span className="who-name" data-testid="username">
                {me.username}
              </span>
              {me.is_owner ? <Badge tone="accent">OWNER</Badge> : <span className="who-role">{me.role?.name ?? 'No role'}</span>}
            </div>
            <button type="button" className="btn btn-ghost logout-wide" onClick={() => void logout()}>
              Log out
            </button>
          </div>
        </div>
      </aside>
      <main id="main" className="content" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route
            path="/datasets"
            element={
              <Gate flag="can_view_datasets">
                <Datasets />
              </Gate>
            }
          />
          <Route
            path="/modules/:id"
            element={
              <Gate flag="can_add_module">
                <ModuleBuilder />
              </Gate>
            }
          />
          <Route path="/projects" element={<Projects />} />
          <Route
            path="/projects/:id"
            element={
              <Gate flag="can_view_tree">
                <ProjectTree />
              </Gate>
            }
          />
          <Route
            path="/users"
            element={
              <Gate flag="can_add_users">
                <Users />
              </Gate>
            }
          />
          <Route
            path="/api-users"
            element={
              <Gate flag="owner">
                <ApiUsers />
              </Gate>
            }
          />
          <Route
            path="/api-users/:id"
            element={
              <Gate flag="owner">
                <ApiUserAccess />
              </Gate>
            }
          />
          <Route
            path="/roles"
            element={
              <Gate flag="can_add_roles">
                <Roles />
              </Gate>
            }
          />
          <Route
            path="/roles/new"
            element={
              <Gate flag="can_add_roles">
                <RoleEditor />
              </Gate>
            }
          />
          <Route
            path="/roles/:id"
            element={
              <Gate flag="can_add_roles">
                <RoleEditor />
              </Gate>
            }
          />
          <Route
            path="/audit"
            element={
              <Gate flag="owner">
                <Audit />
              </Gate>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </div>
  );
}

/** A page reached without its flag shows the permission-denied state (the API would answer 403 anyway). */
function Gate({ flag, children }: { flag: Flag | 'owner'; children: ReactNode }) {
  const { me } = useSession();
  const ok = flag === 'owner' ? me.is_owner : can(me, flag);
  return ok ? children : <Denied />;
}

function NotFound() {
  return (
    <div className="state state-empty">
      <h1>Page not found</h1>
      <p>
        <NavLink to="/">Go to the home page</NavLink>
      </p>
    </div>
  );
}
