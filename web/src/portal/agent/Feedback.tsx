import { useId, useState } from 'react';
import { post } from '../../api';
import { asApiError, ErrorBox } from '../../ui';

type Rating = 'up' | 'down';
export interface Rated {
  rating: Rating;
  note: string;
}

/** A thumb drawn as SVG (no emoji font is needed); `down` turns it over. Decorative: the button's text names it. */
function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-3px', transform: down ? 'scale(1, -1)' : undefined }}
    >
      <path d="M7 10v12M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 7A2 2 0 0 1 17.5 21H7V10l4.3-7.6A2.3 2.3 0 0 1 15 5.9Z" />
      <path d="M3 10h4v12H3z" />
    </svg>
  );
}

/** Thumbs up / down on one answer and an optional "what was wrong" note, stored against its correlation id. */
export function Feedback({ correlationId, saved, onSaved }: { correlationId: string; saved?: Rated; onSaved: (r: Rated) => void }) {
  const [rating, setRating] = useState<Rating | null>(saved?.rating ?? null);
  const [note, setNote] = useState(saved?.note ?? '');
  const [state, setState] = useState<{ saving: boolean; saved?: Rating; error?: string }>({ saving: false, saved: saved?.rating });
  // The note as last saved: the confirmation under it stands while the text is unchanged.
  const [savedNote, setSavedNote] = useState(saved?.note ?? '');
  const noteId = useId();

  async function send(r: Rating, text = '') {
    setRating(r);
    setState({ saving: true });
    try {
      await post('/api/v1/inference/feedback', { correlation_id: correlationId, rating: r, ...(text.trim() ? { note: text.trim() } : {}) });
      setState({ saving: false, saved: r });
      setSavedNote(text.trim());
      onSaved({ rating: r, note: text.trim() });
    } catch (err) {
      setState({ saving: false, error: asApiError(err).detail });
    }
  }

  return (
    <div className="feedback" data-testid="feedback">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, labelled for screen readers. */}
      <div role="group" aria-label="Was this answer right?" className="feedback-buttons">
        <button type="button" className="btn btn-small" aria-pressed={rating === 'up'} disabled={state.saving} onClick={() => void send('up')}>
          <Thumb /> Right
        </button>
        <button type="button" className="btn btn-small" aria-pressed={rating === 'down'} disabled={state.saving} onClick={() => void send('down', note)}>
          <Thumb down /> Wrong
        </button>
        <span className="muted small" role="status" aria-live="polite">
          {state.saving ? 'Saving…' : state.saved ? 'Thanks, your feedback is saved.' : ''}
        </span>
      </div>
      {rating === 'down' && (
        <form
          className="feedback-note"
          onSubmit={(e) => {
            e.preventDefault();
            void send('down', note);
          }}
        >
          <label className="field" htmlFor={noteId}>
            <span>What was wrong? (optional)</span>
          </label>
          <textarea id={noteId} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="btn btn-small" disabled={state.saving}>
            Send note
          </button>
          <p className="muted small note-status" role="status" aria-live="polite" data-testid="note-status">
            {savedNote && savedNote === note.trim() && !state.saving ? 'Your note is saved — thank you. It goes with this answer to the owner’s review.' : ''}
          </p>
        </form>
      )}
      {state.error && <ErrorBox error={state.error} />}
    </div>
  );
}
