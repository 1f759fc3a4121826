import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { get, post, type AgentSpec, type InferenceAnswer, type Me } from '../api';
import { asApiError, Loaded, useLoad } from '../ui';
import { can, useSession } from './session';
import { Suggestions } from './agent/Suggestions';
import { AskContext } from './agent/FollowUps';
import { rememberedScope, rememberScope, scopeExposure } from './agent/scope';
import { ScopePicker } from './agent/ScopePicker';
import { preloadChart, type Turn, TurnView } from './agent/Turn';
import type { Reading } from './agent/reading';

interface AgentSession {
  id: string;
  started_at: string;
  turns: Turn[];
}

// Questions and answers stay in this browser tab only (sessionStorage), grouped by session id.
const storageKey = (me: Me) => `specgate.agent.${me.id}`;

export function clearAgentHistory() {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const k = sessionStorage.key(i);
    if (k?.startsWith('specgate.agent.')) sessionStorage.removeItem(k);
  }
}

function loadSessions(me: Me): AgentSession[] {
  try {
    const raw = sessionStorage.getItem(storageKey(me));
    return raw ? (JSON.parse(raw) as AgentSession[]) : [];
  } catch {
    return [];
  }
}

function newSession(): AgentSession {
  return { id: crypto.randomUUID(), started_at: new Date().toISOString(), turns: [] };
}

/** The trained specs of the caller's customer, with their project and exposure. */
const loadSpecs = () => get<AgentSpec[]>('/api/v1/agent/specs');

/** The agent UI. Without Access Agent it is an access-denied screen with a Log out button. */
export function AgentApp() {
  const { me, logout } = useSession();
  if (!can(me, 'can_access_agent')) {
    return (
      <main className="center-page">
        <div className="card denied-card" role="alert" aria-labelledby="denied-title">
          <h1 id="denied-title">Access denied</h1>
          <p>
            Your account (<strong>{me.username}</strong>) is not allowed to use the agent. Ask your administrator for the Access Agent permission.
          </p>
          <div className="form-actions">
            {me.landing === 'portal' && (
              <Link className="btn" to="/">
                Go to the portal
              </Link>
            )}
            <button type="button" className="btn btn-primary" onClick={() => void logout()}>
              Log out
            </button>
          </div>
        </div>
      </main>
    );
  }
  return <Agent />;
}

function Agent() {
  const { me, logout } = useSession();
  const [params] = useSearchParams();
  const specs = useLoad(loadSpecs, []);
  const [sessions, setSessions] = useState<AgentSession[]>(() => {
    const s = loadSessions(me);
    return s.length > 0 ? s : [newSession()];
  });
  const [currentId, setCurrentId] = useState(() => sessions[0]!.id);
  // Specs named in the URL (agent launchers in the project tree), else the last choice; never all of them.
  const [picked, setPicked] = useState<string[]>(() => {
    const named = params.getAll('spec');
    return named.length > 0 ? named : rememberedScope(me);
  });
  const [prompt, setPrompt] = useState('');
  const [asking, setAsking] = useState(false);
  const transcript = useRef<HTMLElement>(null);
  const questionBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    void preloadChart().catch(() => undefined);
  }, []);

  useEffect(() => {
    sessionStorage.setItem(storageKey(me), JSON.stringify(sessions));
  }, [sessions, me]);

  // Picked ids that are no longer trained specs of the customer are dropped; the choice is remembered.
  const known = specs.data ? specs.data.filter((s) => picked.includes(s.id)) : null;
  useEffect(() => {
    if (!specs.data) return;
    const ids = new Set(specs.data.map((s) => s.id));
    setPicked((p) => (p.every((x) => ids.has(x)) ? p : p.filter((x) => ids.has(x))));
  }, [specs.data]);
  useEffect(() => {
    if (specs.data) rememberScope(me, picked);
  }, [picked, specs.data, me]);
  const scope = scopeExposure(known ?? []);
  const scopeIds = (known ?? []).map((s) => s.id);

  const current = sessions.find((s) => s.id === currentId) ?? sessions[0]!;
  const last = current.turns.at(-1);
  const lastSettled = Boolean(last?.answer || last?.error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest question, then its answer, are scrolled to.
  useEffect(() => {
    const turns = transcript.current?.querySelectorAll('.turn');
    // The newest turn's top (its question, then the start of its answer) at the top of the view.
    // (Newer browsers return a promise from scrollIntoView: never hand it to React as a cleanup.)
    void turns?.[turns.length - 1]?.scrollIntoView?.({ block: 'start' });
  }, [current.id, current.turns.length, lastSettled]);

  /** A turn's rating, kept with it in this tab's history. */
  const rated = (index: number, turn: Turn) => (feedback: Turn['feedback']) => updateTurn(current.id, index, { ...turn, feedback });

  const updateTurn = (sessionId: string, index: number, turn: Turn) =>
    setSessions((all) => all.map((s) => (s.id === sessionId ? { ...s, turns: s.turns.map((t, i) => (i === index ? turn : t)) } : s)));

  /** Asks a question of the picked specs; a reading changed by hand goes to the specs its answer came from. */
  async function askText(text: string, changed?: { reading: Reading; spec_ids: string[] }) {
    const specIds = changed?.spec_ids ?? scopeIds;
    if (!text || specIds.length === 0) return;
    const sessionId = current.id;
    const index = current.turns.length;
    const turn: Turn = { at: new Date().toISOString(), prompt: text, spec_ids: specIds, ...(changed ? { reading: changed.reading } : {}) };
    // Focus stays in the question box (the Ask button or the suggestion clicked is disabled or gone).
    questionBox.current?.focus({ preventScroll: true });
    setSessions((all) => all.map((s) => (s.id === sessionId ? { ...s, turns: [...s.turns, turn] } : s)));
    setAsking(true);
    try {
      const answer = await post<InferenceAnswer>('/api/v1/inference', {
        prompt: text,
        spec_ids: specIds,
        session_id: sessionId,
        ...(changed ? { reading: changed.reading } : {}),
      });
      // The chart's drawing time is measured from here (agent/Chart.tsx).
      performance.mark(`answer:${answer.correlation_id}`);
      updateTurn(sessionId, index, { ...turn, answer });
    } catch (err) {
      updateTurn(sessionId, index, { ...turn, error: asApiError(err).detail });
    } finally {
      setAsking(false);
    }
  }

  function ask(e: FormEvent) {
    e.preventDefault();
    const text = prompt.trim();
    if (!text || scopeIds.length === 0) return;
    setPrompt('');
    void askText(text);
  }

  return (
    <div className="agent">
      {/* The browser's own fragment navigation focuses the question box. */}
      <a className="skip-link" href="#question">
        Skip to the question box
      </a>
      <header className="agent-top">
        <div className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} /> <span>Specgate Agent</span>
        </div>
        <div className="agent-top-right">
          {me.landing === 'portal' && (
            <Link className="btn btn-ghost" to="/">
              Back to portal
            </Link>
          )}
          <span className="who-name" data-testid="username">
            {me.username}
          </span>
          <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </header>
      <div className="agent-body">
        <aside className="agent-sessions" aria-labelledby="sessions-title">
          <div className="agent-sessions-head">
            <h2 id="sessions-title">Sessions</h2>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                const s = newSession();
                setSessions((all) => [s, ...all]);
                setCurrentId(s.id);
              }}
            >
              New session
            </button>
          </div>
          <ul>
            {sessions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={`session-item${s.id === current.id ? ' on' : ''}`}
                  aria-current={s.id === current.id ? 'true' : undefined}
                  onClick={() => setCurrentId(s.id)}
                >
                  <span className="session-title">{s.turns[0]?.prompt ?? 'New session'}</span>
                  <span className="muted">
                    {s.turns.length} question{s.turns.length === 1 ? '' : 's'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <main className="agent-main" id="main">
          <section className="card spec-picker" aria-labelledby="specs-title">
            <h2 id="specs-title">Semantic datasets</h2>
            <Loaded state={specs} loadingText="Loading semantic datasets…">
              {(list) => <ScopePicker specs={list} picked={picked} onPick={setPicked} />}
            </Loaded>
          </section>
          <section className="transcript" aria-label="Questions and answers" aria-live="polite" ref={transcript}>
            <AskContext.Provider value={{ ask: (q) => void askText(q), asking }}>
              {current.turns.length === 0 && <Suggestions specIds={scopeIds} disabled={asking} onAsk={(q) => void askText(q)} />}
              {current.turns.map((t, i) => (
                <TurnView
                  key={t.at}
                  turn={t}
                  pending={asking && i === current.turns.length - 1 && !t.answer && !t.error}
                  onRated={rated(i, t)}
                  onChangeReading={(reading) => void askText(t.prompt, { reading, spec_ids: t.spec_ids })}
                />
              ))}
            </AskContext.Provider>
          </section>
          <form className="ask" onSubmit={ask}>
            <label className="field">
              <span>Your question</span>
              <textarea
                id="question"
                ref={questionBox}
                rows={2}
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
                }}
                aria-describedby="ask-hint"
              />
            </label>
            <p id="ask-hint" className="hint">
              {!scope
                ? 'Pick a project or a semantic dataset above.'
                : `Asking ${scopeIds.length} semantic dataset${scopeIds.length === 1 ? '' : 's'} at ${scope.exposure} exposure. Ctrl+Enter sends.`}
            </p>
            <button type="submit" className="btn btn-primary" disabled={asking || !prompt.trim() || scopeIds.length === 0}>
              {asking ? 'Asking…' : 'Ask'}
            </button>
          </form>
        </main>
      </div>
    </div>
  );
}
