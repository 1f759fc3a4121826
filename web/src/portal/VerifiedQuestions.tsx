import { useEffect, useState } from 'react';
import { del, get, post } from '../api';
import { asApiError, Badge, Empty, ErrorBox, formatDate, Loaded, Table, useLoad } from '../ui';
import { can, useSession } from './session';

const OUTCOME: Record<'pass' | 'fail' | 'stale', { tone: 'good' | 'bad' | 'warn'; word: string }> = {
  pass: { tone: 'good', word: 'pass' },
  fail: { tone: 'bad', word: 'fail' },
  stale: { tone: 'warn', word: 'stale' },
};

/** How often the list is read again while the newest spec's check runs after a build. */
const POLL_MS = 1000;

/**
 * The project's check list (issue 25, item 4): its verified questions, rerun on every spec build
 * and on demand — pass, fail or stale on the newest spec, a figure per spec, and a warning when the
 * newest answers fewer of them than the spec before it. Never a value of an answer.
 */
export function VerifiedQuestions({ projectId, specsKey }: { projectId: string; specsKey: string }) {
  const { me } = useSession();
  const list = useLoad(() => get(`/api/v1/projects/${projectId}/verified`), [projectId, specsKey]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mayChange = can(me, 'can_create_semantic_dataset');
  const newest = list.data?.specs[0];
  // After a build the new spec's check runs in the background: follow it until it is there.
  const waiting = newest !== undefined && newest.checked === null && (list.data?.questions.length ?? 0) > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per spec waited for.
  useEffect(() => {
    if (!waiting) return;
    const t = window.setTimeout(() => void list.reload(), POLL_MS);
    return () => window.clearTimeout(t);
  }, [waiting, list.data]);

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      await list.reload();
    } catch (err) {
      setError(asApiError(err).detail);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="verified-questions" aria-label="Verified questions" data-testid="verified-questions">
      <Loaded state={list} loadingText="Loading the verified questions…">
        {(c) => (
          <>
            <header className="section-header">
              <h2>Verified questions ({c.questions.length})</h2>
              {mayChange && c.questions.length > 0 && c.specs.length > 0 && (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  onClick={() => void act(() => post(`/api/v1/projects/${projectId}/verified/check`, {}))}
                >
                  {busy ? 'Checking…' : 'Check the newest spec again'}
                </button>
              )}
            </header>
            {c.warning && (
              <p className="warning" role="alert" data-testid="check-warning">
                {c.warning}
              </p>
            )}
            {error && <ErrorBox error={error} />}
            {c.questions.length === 0 ? (
              <Empty>No verified question yet. In the agent, “Mark as verified” on an answer keeps its reading for this project.</Empty>
            ) : (
              <>
                <ul className="check-figures" data-testid="check-figures">
                  {c.specs.map((s) => (
                    <li key={s.spec_id}>
                      <strong>{s.name}</strong>{' '}
                      {s.checked ? (
                        <>
                          answers {s.checked.passed} of {s.checked.total} as verified
                          {s.checked.stale ? ` · ${s.checked.stale} stale` : ''}
                          <span className="muted"> · checked {formatDate(s.checked.checked_at)}</span>
                        </>
                      ) : (
                        <span className="muted">{s === newest && waiting ? 'being checked…' : 'not checked yet'}</span>
                      )}
                    </li>
                  ))}
                </ul>
                <Table caption="Verified questions and their outcome on the newest spec" columns={['Question', 'Verified by', 'Newest spec']} hidden="Actions">
                  {c.questions.map((q) => (
                    <tr key={q.id} data-verified={q.id}>
                      <td>{q.question}</td>
                      <td>
                        {q.verified_by} <span className="muted small">{formatDate(q.verified_at)}</span>
                      </td>
                      <td>{q.newest ? <Badge tone={OUTCOME[q.newest].tone}>{OUTCOME[q.newest].word}</Badge> : <span className="muted">not checked</span>}</td>
                      <td>
                        {mayChange && (
                          <button
                            type="button"
                            className="btn btn-small"
                            disabled={busy}
                            aria-label={`Remove the verified question ${q.question}`}
                            onClick={() => void act(() => del(`/api/v1/projects/${projectId}/verified/${q.id}`))}
                          >
                            Remove
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </Table>
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
