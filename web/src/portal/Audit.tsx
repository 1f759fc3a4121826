import { useEffect, useState } from 'react';
import { get, type AuditEntry } from '../api';
import { asApiError, Badge, Empty, ErrorBox, formatDate, Loaded, Loading, PageHeader, Table, useLoad } from '../ui';

const KNOWN_ACTIONS = ['api.infer', 'portal.inference', 'role.delete', 'role.reassign_and_delete'];

type Source = '' | 'api' | 'portal';

/** A page of entries: 50, of a source and an action when they are chosen, after a cursor when given. */
const pageOf = (source: Source, action: string, cursor?: string) =>
  get('/api/v1/core/audit', { limit: 50, source: source || undefined, action: action.trim() || undefined, cursor: cursor || undefined });

/** The activity audit trail (owner only): newest first, filtered by source and action. */
export function Audit() {
  const [source, setSource] = useState<Source>('');
  const [action, setAction] = useState('');
  const [applied, setApplied] = useState('');
  const page = useLoad(() => pageOf(source, applied), [source, applied]);
  const [extra, setExtra] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [more, setMore] = useState<{ loading: boolean; error?: string }>({ loading: false });
  const [open, setOpen] = useState<AuditEntry | null>(null);

  useEffect(() => {
    setExtra([]);
    setCursor(page.data?.next_cursor ?? null);
  }, [page.data]);

  async function loadMore() {
    if (!cursor) return;
    setMore({ loading: true });
    try {
      const next = await pageOf(source, applied, cursor);
      setExtra((e) => [...e, ...next.entries]);
      setCursor(next.next_cursor);
      setMore({ loading: false });
    } catch (err) {
      setMore({ loading: false, error: asApiError(err).detail });
    }
  }

  return (
    <>
      <PageHeader title="Audit" subtitle="API calls, portal questions and role deletions of your organisation, newest first.">
        <a className="btn" href="/api/v1/core/audit/feedback-export" download>
          Download rated questions (TSV)
        </a>
      </PageHeader>
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself carries the search role, which every browser maps; <search> is recent. */}
      <form
        className="filters"
        role="search"
        aria-label="Filter audit entries"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(action);
        }}
      >
        <fieldset className="segmented">
          <legend className="sr-only">Source</legend>
          {(
            [
              ['', 'All'],
              ['api', 'API'],
              ['portal', 'Portal'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={source === value ? 'on' : ''}>
              <input type="radio" name="source" value={value} checked={source === value} onChange={() => setSource(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        <label className="field field-inline">
          <span>Action</span>
          <input list="audit-actions" value={action} onChange={(e) => setAction(e.target.value)} placeholder="e.g. api.infer" />
          <datalist id="audit-actions">
            {KNOWN_ACTIONS.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </label>
        <button type="submit" className="btn">
          Filter
        </button>
        {applied && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setAction('');
              setApplied('');
            }}
          >
            Clear
          </button>
        )}
      </form>
      <div className="split">
        <Loaded state={page} loadingText="Loading audit entries…">
          {(p) => {
            const entries = [...p.entries, ...extra];
            if (entries.length === 0) return <Empty>No audit entries{source || applied ? ' match these filters' : ' yet'}.</Empty>;
            return (
              <div>
                <Table className="table table-click" caption="Audit entries, newest first" columns={['When', 'Source', 'Action', 'Who']} hidden="Details">
                  {entries.map((e) => (
                    <tr key={e.id} data-action={e.action} aria-selected={open?.id === e.id}>
                      <td>{formatDate(e.at)}</td>
                      <td>{e.source === 'api' ? <Badge tone="accent">API</Badge> : <Badge>Portal</Badge>}</td>
                      <td>
                        <code>{e.action}</code>
                      </td>
                      <td>{e.actor.username ?? '—'}</td>
                      <td>
                        <button type="button" className="btn btn-small" onClick={() => setOpen(e)} aria-label={`Details of ${e.action} at ${formatDate(e.at)}`}>
                          Details
                        </button>
                      </td>
                    </tr>
                  ))}
                </Table>
                {more.error && <ErrorBox error={more.error} />}
                {cursor && (
                  <button type="button" className="btn" onClick={() => void loadMore()} disabled={more.loading}>
                    {more.loading ? 'Loading…' : 'Load older entries'}
                  </button>
                )}
                {more.loading && <Loading what="Loading older entries…" />}
              </div>
            );
          }}
        </Loaded>
        {open && <EntryDetails entry={open} onClose={() => setOpen(null)} />}
      </div>
    </>
  );
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : v === undefined || v === null ? undefined : JSON.stringify(v);
}

function EntryDetails({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const d = entry.details;
  const rows: [string, string | undefined][] = [
    ['When', formatDate(entry.at)],
    ['Source', entry.source === 'api' ? 'API' : 'Portal'],
    ['Action', entry.action],
    ['Who', entry.actor.username ?? undefined],
    ['Correlation id', entry.correlation_id ?? text(d.correlation_id)],
    ['Session', text(d.session_id)],
    ['Status', text(d.status_code ?? d.status)],
    ['Exposure', text(d.exposure)],
    ['Spec ids', Array.isArray(d.spec_ids) ? d.spec_ids.join(', ') : text(d.spec_ids)],
    [
      'Feedback',
      entry.feedback
        ? `${entry.feedback.rating === 'up' ? 'Right (thumbs up)' : 'Wrong (thumbs down)'}${entry.feedback.username ? ` by ${entry.feedback.username}` : ''}, ${formatDate(entry.feedback.rated_at)}`
        : undefined,
    ],
    ['What was wrong', entry.feedback?.note ?? undefined],
  ];
  const prompt = text(d.prompt);
  const answer = text(d.result ?? d.answer);
  return (
    <aside className="card details" aria-labelledby="entry-title" data-testid="audit-details">
      <div className="details-head">
        <h2 id="entry-title">Entry details</h2>
        <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <dl>
        {rows
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd data-field={k}>{k === 'Correlation id' ? <code>{v}</code> : v}</dd>
            </div>
          ))}
      </dl>
      {prompt !== undefined && (
        <>
          <h3>Prompt</h3>
          <p className="quote">{prompt}</p>
        </>
      )}
      {answer !== undefined && (
        <>
          <h3>Answer</h3>
          <p className="quote answer-text">{answer}</p>
        </>
      )}
      <details>
        <summary>All fields</summary>
        <pre>{JSON.stringify(d, null, 2)}</pre>
      </details>
    </aside>
  );
}
