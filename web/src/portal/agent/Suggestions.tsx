import { get } from '../../api';
import { Empty, ErrorBox, Loading, useLoad } from '../../ui';

/** Questions offered to an empty session, built from the picked specs; each one the agent answers. */
export function Suggestions({ specIds, onAsk, disabled }: { specIds: string[]; onAsk: (q: string) => void; disabled: boolean }) {
  const key = [...specIds].sort().join(',');
  const list = useLoad(key ? () => get('/api/v1/inference/suggestions', { spec_ids: key }) : null, [key]);
  const intro = <Empty>Ask a question about your data in plain language.</Empty>;
  if (!key) return intro;
  if (list.loading)
    return (
      <>
        {intro}
        <Loading what="Finding questions you could ask…" />
      </>
    );
  if (list.error)
    return (
      <>
        {intro}
        <ErrorBox error={`Could not load suggested questions: ${list.error.detail}`} onRetry={() => void list.reload()} />
      </>
    );
  const questions = list.data?.questions ?? [];
  if (questions.length === 0) return intro;
  return (
    <section className="suggestions" aria-labelledby="suggestions-title" data-testid="suggestions">
      {intro}
      <h2 id="suggestions-title" className="small">
        Or try one of these questions
      </h2>
      <ul>
        {questions.map((q) => (
          <li key={q}>
            <button type="button" className="btn btn-small suggestion" disabled={disabled} onClick={() => onAsk(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
