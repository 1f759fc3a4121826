import { useEffect, useState } from 'react';
import { EXPOSURE_WORDS, type InferenceAnswer } from '../../api';
import { Badge, ErrorBox, Loading } from '../../ui';
import { ExposureBadge } from '../Projects';
import { Feedback, type Rated } from './Feedback';
import { Verify } from './Verify';
import { can, useSession } from '../session';
import { FollowUps } from './FollowUps';
import { HowAnswered } from './HowAnswered';
import type { Reading } from './reading';
import { ResultTable } from './ResultTable';

type ChartModule = typeof import('./Chart');
let chartModule: ChartModule | undefined;
let chartLoading: Promise<ChartModule> | undefined;

/**
 * The charting library is a chunk of its own, fetched when the agent opens, not with the portal.
 * (Not React.lazy: a Suspense boundary holds its content back for a while after its fallback, and
 * the chart should be drawn as soon as the answer arrives.)
 */
export function preloadChart(): Promise<ChartModule> {
  chartLoading ??= import('./Chart').then((m) => (chartModule = m));
  return chartLoading;
}

function useChartModule(): { module?: ChartModule; error?: string } {
  const [state, setState] = useState<{ module?: ChartModule; error?: string }>({ module: chartModule });
  useEffect(() => {
    if (state.module) return;
    preloadChart().then(
      (module) => setState({ module }),
      (err: unknown) => {
        chartLoading = undefined;
        setState({ error: `The chart could not be loaded (${String(err)}); the table holds the same values.` });
      },
    );
  }, [state.module]);
  return state;
}

function ChartSlot(props: {
  id: string;
  chart: NonNullable<InferenceAnswer['chart']>;
  columns: NonNullable<InferenceAnswer['columns']>;
  rows: NonNullable<InferenceAnswer['rows']>;
}) {
  const { module, error } = useChartModule();
  if (error) return <ErrorBox error={error} />;
  if (!module) return <Loading what="Drawing the chart…" />;
  return <module.AnswerChart {...props} />;
}

export interface Turn {
  at: string;
  prompt: string;
  spec_ids: string[];
  answer?: InferenceAnswer;
  error?: string;
  /** The rating given in this tab (kept with the turn, so that it shows again after a reload). */
  feedback?: Rated;
  /** A reading changed by hand in "How this was answered": answered as it stands (the prompt is the question it came from). */
  reading?: Reading;
}

/** One question and its answer: the text, at full exposure the chart and the table, how it was answered, feedback. */
export function TurnView({
  turn,
  pending,
  onRated,
  onChangeReading,
  onChoose,
  choosing,
}: {
  turn: Turn;
  pending: boolean;
  onRated: (r: Rated) => void;
  onChangeReading: (r: Reading) => void;
  /** A clarification's reading chosen (its index in `options`): the server answers it. */
  onChoose: (option: number) => void;
  choosing: boolean;
}) {
  const a = turn.answer;
  const exposure = a ? EXPOSURE_WORDS[a.exposure] : undefined;
  const { me } = useSession();
  // Verifying keeps a reading for the project: Create Semantic Dataset, on an answer that answered (it has understood words).
  const mayVerify = can(me, 'can_create_semantic_dataset') && (a?.understood.length ?? 0) > 0;
  return (
    <article className="turn">
      <p className="question">
        <span className="sr-only">Question: </span>
        {turn.prompt}
        {turn.reading && <span className="muted small"> (the reading changed by hand)</span>}
      </p>
      {pending && <Loading what="The agent is working on it; this can take up to a minute…" />}
      {turn.error && <ErrorBox error={turn.error} />}
      {a && (
        <div className="answer card" data-testid="answer" data-correlation-id={a.correlation_id}>
          <div className="answer-meta">
            <ExposureBadge exposure={a.exposure} />
            {exposure && <span className="muted">{exposure.hint}</span>}
            <Badge>
              {a.spec_count} spec{a.spec_count === 1 ? '' : 's'}
            </Badge>
            {a.verified && <Badge tone="good">verified question · {a.verified.verified_by}</Badge>}
          </div>
          <p className="answer-text">{a.result}</p>
          {a.options && a.options.length > 0 && (
            <section className="clarify-options" aria-label="Did you mean" data-testid="clarify-options">
              <h3 className="small">Did you mean</h3>
              <ul>
                {a.options.map((o, i) => (
                  <li key={o}>
                    <button type="button" className="btn btn-small" disabled={choosing} onClick={() => onChoose(i)}>
                      {o}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {a.columns && a.rows && (
            <div className="answer-work">
              {a.chart && a.chart.kind !== 'none' && <ChartSlot id={a.correlation_id} chart={a.chart} columns={a.columns} rows={a.rows} />}
              <ResultTable id={a.correlation_id} columns={a.columns} rows={a.rows} />
            </div>
          )}
          <HowAnswered answer={a} onChangeReading={onChangeReading} />
          <Feedback correlationId={a.correlation_id} saved={turn.feedback} onSaved={onRated} />
          {mayVerify && <Verify correlationId={a.correlation_id} verified={a.verified !== undefined} />}
          <FollowUps answer={a} prompt={turn.prompt} specIds={turn.spec_ids} />
          <p className="muted small">
            Correlation id <code>{a.correlation_id}</code>
          </p>
        </div>
      )}
    </article>
  );
}
