import type { InferenceAnswer } from '../../api';
import type { Reading } from './reading';
import { ReadingEditor } from './ReadingEditor';

/**
 * The folded "How this was answered" panel: what was understood, and at full exposure the SQL that
 * ran and the reading's parts, which may be changed and answered again (`onChangeReading`).
 */
export function HowAnswered({ answer, onChangeReading }: { answer: InferenceAnswer; onChangeReading?: (r: Reading) => void }) {
  // Answers kept in this tab's history from before `understood` existed have none.
  const understood = answer.understood ?? [];
  if (understood.length === 0 && !answer.sql) return null;
  return (
    <details className="how-answered" data-testid="how-answered">
      <summary>How this was answered</summary>
      {understood.length > 0 && (
        <>
          <p className="small">What was understood:</p>
          <ul className="small">
            {understood.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      )}
      {answer.reading && answer.choices && onChangeReading && <ReadingEditor reading={answer.reading} choices={answer.choices} onAnswer={onChangeReading} />}
      {answer.sql && (
        <>
          <p className="small">The SQL that ran:</p>
          <pre className="sql" data-testid="answer-sql">
            <code>{answer.sql.text}</code>
          </pre>
          {answer.sql.params.length > 0 && (
            <p className="small muted">
              Parameters:{' '}
              {answer.sql.params.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: parameters are positional ($1, $2…).
                <code key={i}>
                  ${i + 1} = {JSON.stringify(p)}{' '}
                </code>
              ))}
            </p>
          )}
        </>
      )}
    </details>
  );
}
