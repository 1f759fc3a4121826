import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { del, get, post, type AgentSessionTurns, type Me } from '../api';
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
  /** Whether its turns are here: a session listed by the server is read when it is opened. */
  loaded: boolean;
  /** From the server's list, until its turns are read. */
  title?: string;
  questions?: number;
}

// The sessions are kept on the server for their user (GET /api/v1/agent/sessions), so they follow
// the user across tabs and devices; a tab keeps only what it shows. Earlier versions kept them in
// sessionStorage: what is left there is cleared at log-out.
export function clearAgentHistory() {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const k = sessionStorage.key(i);
    if (k?.startsWith('specgate.agent.')) sessionStorage.removeItem(k);
  }
}

function newSession(): AgentSession {
  return { id: crypto.randomUUID(), started_at: new Date().toISOString(), turns: [], loaded: true };
}

/** A question as the server kept it: its answer, or why it is not shown again. */
const turnOf = (t: AgentSessionTurns['turns'][number]): Turn => ({
  at: t.asked_at,
  prompt: t.prompt,
  spec_ids: t.spec_ids,
  ...(t.answer ? { answer: t.answer } : { error: t.withheld ?? 'This answer is not shown again.' }),
  ...(t.feedback ? { feedback: t.feedback } : {}),
});

// The session open in this tab, so that a reload opens it again.
const currentKey = (me: Me) => `specgate.agent.${me.id}.current`;

/** The trained specs of the caller's customer, with their project and exposure. */
const loadSpecs = () => get('/api/v1/agent/specs');

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
  const [sessions, setSessions] = useState<AgentSession[]>(() => [newSession()]);
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

  // The user's sessions from the server, after the new one this page opened with; the session this
  // tab had open before a reload is opened again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens.
  useEffect(() => {
    let live = true;
    // Read before this page's own session is written there.
    const before = sessionStorage.getItem(currentKey(me));
    get('/api/v1/agent/sessions')
      .then((list) => {
        if (!live) return;
        const listed: AgentSession[] = list.map((x) => ({
          id: x.session_id,
          started_at: x.started_at,
          turns: [],
          loaded: false,
          title: x.title,
          questions: x.questions,
        }));
        setSessions((all) => [...all, ...listed.filter((x) => !all.some((y) => y.id === x.id))]);
        const again = listed.find((x) => x.id === before);
        if (again) void open(again.id, again);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    sessionStorage.setItem(currentKey(me), currentId);
  }, [currentId, me]);

  /** Opens a session, reading its questions and answers from the server the first time. */
  async function open(id: string, listed?: AgentSession) {
    setCurrentId(id);
    const s = listed ?? sessions.find((x) => x.id === id);
    if (!s || s.loaded) return;
    try {
      const read = await get(`/api/v1/agent/sessions/${encodeURIComponent(id)}`);
      setSessions((all) => all.map((x) => (x.id === id ? { ...x, turns: read.turns.map(turnOf), loaded: true } : x)));
    } catch (err) {
      setSessions((all) =>
        all.map((x) =>
          x.id === id ? { ...x, loaded: true, turns: [{ at: x.started_at, prompt: x.title ?? '', spec_ids: [], error: asApiError(err).detail }] } : x,
        ),
      );
    }
  }

  /** Deletes a session (on the server, when it holds questions there); the audit keeps its calls. */
  async function remove(id: string) {
    const s = sessions.find((x) => x.id === id);
    if (!s) return;
    if (s.turns.some((t) => t.answer) || (s.questions ?? 0) > 0) {
      try {
        await del(`/api/v1/agent/sessions/${encodeURIComponent(id)}`);
      } catch (err) {
        if (asApiError(err).status !== 404) return;
      }
    }
    const rest = sessions.filter((x) => x.id !== id);
    const next = rest.length > 0 ? rest : [newSession()];
    setSessions(next);
    if (id === currentId) setCurrentId(next[0]!.id);
  }

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

  /**
   * Asks a question of the picked specs; a reading changed by hand, or a clarification's option chosen,
   * goes to the specs its answer came from. The session's last answer goes with it as `previous`: the
   * server reads a question that builds on it ("and in 2023?") as an edit of that answer's reading.
   */
  async function askText(text: string, changed?: { reading?: Reading; spec_ids: string[]; choose?: { previous: string; option: number } }) {
    const specIds = changed?.spec_ids ?? scopeIds;
    if (!text || specIds.length === 0) return;
    const sessionId = current.id;
    const index = current.turns.length;
    const previous = changed?.choose?.previous ?? current.turns.findLast((t) => t.answer)?.answer?.correlation_id;
    const turn: Turn = { at: new Date().toISOString(), prompt: text, spec_ids: specIds, ...(changed?.reading ? { reading: changed.reading } : {}) };
    // Focus stays in the question box (the Ask button or the suggestion clicked is disabled or gone).
    questionBox.current?.focus({ preventScroll: true });
    setSessions((all) => all.map((s) => (s.id === sessionId ? { ...s, turns: [...s.turns, turn] } : s)));
    setAsking(true);
    try {
      const answer = await post('/api/v1/inference', {
        prompt: text,
        spec_ids: specIds,
        session_id: sessionId,
        ...(changed?.reading ? { reading: changed.reading } : {}),
        ...(previous && !changed?.reading ? { previous } : {}),
        ...(changed?.choose ? { choose: changed.choose.option } : {}),
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
            {sessions.map((s) => {
              const title = s.turns[0]?.prompt ?? s.title ?? 'New session';
              const count = s.loaded ? s.turns.length : (s.questions ?? 0);
              return (
                <li key={s.id} className="session-row">
                  <button
                    type="button"
                    className={`session-item${s.id === current.id ? ' on' : ''}`}
                    aria-current={s.id === current.id ? 'true' : undefined}
                    onClick={() => void open(s.id)}
                  >
                    <span className="session-title">{title}</span>
                    <span className="muted">
                      {count} question{count === 1 ? '' : 's'}
                    </span>
                  </button>
                  {count > 0 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-small session-delete"
                      aria-label={`Delete session "${title}"`}
                      onClick={() => void remove(s.id)}
                    >
                      Delete
                    </button>
                  )}
                </li>
              );
            })}
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
                  choosing={asking}
                  onChoose={(option) =>
                    t.answer?.options &&
                    void askText(t.answer.options[option]!, { spec_ids: t.spec_ids, choose: { previous: t.answer.correlation_id, option } })
                  }
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
