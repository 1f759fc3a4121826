import { createContext, useContext } from 'react';
import { get, type InferenceAnswer } from '../../api';
import { useLoad } from '../../ui';
import { followUps } from './follow-ups';

/** How a turn asks a new question in its session: the agent screen provides it. */
export const AskContext = createContext<{ ask: (question: string) => void; asking: boolean } | null>(null);

/** Suggested questions asked for to pick follow-ups from (the server remembers them per set of specs). */
const POOL = 10;

/** Two or three questions under an answer that carry it on; a click asks one. */
export function FollowUps({ answer, prompt, specIds }: { answer: InferenceAnswer; prompt: string; specIds: string[] }) {
  const session = useContext(AskContext);
  const key = [...specIds].sort().join(',');
  const list = useLoad(key && session ? () => get('/api/v1/inference/suggestions', { spec_ids: key, limit: POOL }) : null, [key]);
  // Without questions to offer (still loading, or none could be found) nothing is shown: the answer stands alone.
  const questions = followUps({ prompt, understood: answer.understood, suggestions: list.data?.questions ?? [] });
  if (!session || questions.length < 2) return null;
  return (
    <section className="follow-ups" aria-label="Follow-up questions" data-testid="follow-ups">
      <h3 className="small">You could also ask</h3>
      <ul>
        {questions.map((q) => (
          <li key={q}>
            <button type="button" className="btn btn-small suggestion" disabled={session.asking} onClick={() => session.ask(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
