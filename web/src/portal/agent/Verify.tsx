import { useState } from 'react';
import { post, type VerifiedQuestion } from '../../api';
import { asApiError, ErrorBox } from '../../ui';

/**
 * Marks an answer as verified (issue 25, item 3), for a user with Create Semantic Dataset: its
 * question and the reading that answered are kept with the project, and later questions of the same
 * words or shape are answered with that reading. A follow-up or a chosen reading is kept as its
 * reading in words (the server says which words it kept).
 */
export function Verify({ correlationId, verified }: { correlationId: string; verified?: boolean }) {
  const [state, setState] = useState<{ saving: boolean; saved?: VerifiedQuestion; error?: string }>({ saving: false });
  async function send() {
    setState({ saving: true });
    try {
      setState({ saving: false, saved: await post('/api/v1/inference/verified', { correlation_id: correlationId }) });
    } catch (err) {
      setState({ saving: false, error: asApiError(err).detail });
    }
  }
  return (
    <div className="verify" data-testid="verify">
      <button type="button" className="btn btn-small" disabled={state.saving || state.saved !== undefined} onClick={() => void send()}>
        {verified ? 'Verify again' : 'Mark as verified'}
      </button>
      <span className="muted small" role="status" aria-live="polite">
        {state.saving
          ? 'Saving…'
          : state.saved
            ? `Verified as “${state.saved.question}”${state.saved.replaced ? ' (it replaces the reading verified before)' : ''}: questions like it are answered this way.`
            : ''}
      </span>
      {state.error && <ErrorBox error={state.error} />}
    </div>
  );
}
