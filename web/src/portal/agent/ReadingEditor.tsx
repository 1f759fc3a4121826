import { useState, type FormEvent } from 'react';
import {
  AGG_WORDS,
  type Choices,
  editable,
  filterWords,
  groupOf,
  measureOf,
  orderOf,
  type Reading,
  withGroup,
  withMeasure,
  withOrder,
  withoutFilter,
} from './reading';

const PART_WORDS: Record<string, string> = { year: 'year', half: 'half-year', quarter: 'quarter', month: 'month', week: 'week', day: 'day' };
const NONE = '';

/**
 * "Change the reading" in "How this was answered" (issue 23, item 7): the measure and its
 * aggregation, the grouping and its period, the filters, the order and N, each from what the spec
 * offers; "Answer this reading" asks the changed reading at once, as a new turn.
 */
export function ReadingEditor({ reading, choices, onAnswer }: { reading: Reading; choices: Choices; onAnswer: (r: Reading) => void }) {
  const [draft, setDraft] = useState<Reading>(reading);
  const can = editable(draft);
  const m = measureOf(draft);
  const measureKey = m?.column ?? NONE;
  const measureChoice = choices.measures.find((c) => (c.column ?? NONE) === measureKey);
  const g = groupOf(draft);
  const groupChoice = g ? choices.groups.find((c) => c.column === g.column) : undefined;
  const order = orderOf(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(reading);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (changed) onAnswer(draft);
  }

  return (
    <form className="reading-edit" aria-label="Change the reading" onSubmit={submit}>
      <p className="small">Change the reading:</p>
      {can.measure && m && (
        <div className="reading-row">
          <label className="field">
            <span>Measure</span>
            <select
              value={measureKey}
              onChange={(e) => {
                const c = choices.measures.find((x) => (x.column ?? NONE) === e.target.value);
                if (c) setDraft(withMeasure(draft, { agg: c.aggs[0] ?? 'count', ...(c.column ? { column: c.column } : {}) }));
              }}
            >
              {!measureChoice && <option value={measureKey}>{measureKey || 'Number of records'}</option>}
              {choices.measures.map((c) => (
                <option key={c.column ?? NONE} value={c.column ?? NONE}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          {measureChoice && measureChoice.aggs.length > 1 && (
            <label className="field">
              <span>Aggregation</span>
              <select value={m.agg} onChange={(e) => setDraft(withMeasure(draft, { ...m, agg: e.target.value }))}>
                {!measureChoice.aggs.includes(m.agg) && <option value={m.agg}>{AGG_WORDS[m.agg] ?? m.agg}</option>}
                {measureChoice.aggs.map((a) => (
                  <option key={a} value={a}>
                    {AGG_WORDS[a] ?? a}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {can.group && (
        <div className="reading-row">
          <label className="field">
            <span>Grouped by</span>
            <select
              value={g?.column ?? NONE}
              onChange={(e) => {
                const c = choices.groups.find((x) => x.column === e.target.value);
                setDraft(
                  withGroup(draft, c ? { column: c.column, ...(c.parts ? { part: c.parts.includes('month') ? 'month' : c.parts[0] } : {}) } : undefined),
                );
              }}
            >
              <option value={NONE}>No grouping: one figure</option>
              {g && !groupChoice && <option value={g.column}>{g.column}</option>}
              {choices.groups.map((c) => (
                <option key={c.column} value={c.column}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          {g && groupChoice?.parts && (
            <label className="field">
              <span>Period</span>
              <select
                value={g.part ?? NONE}
                onChange={(e) => setDraft(withGroup(draft, { column: g.column, ...(e.target.value ? { part: e.target.value } : {}) }))}
              >
                {!g.part && <option value={NONE}>Each date</option>}
                {groupChoice.parts.map((p) => (
                  <option key={p} value={p}>
                    {PART_WORDS[p] ?? p}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {can.order && (
        <div className="reading-row">
          <label className="field">
            <span>Order</span>
            <select
              value={order.dir ?? NONE}
              onChange={(e) => setDraft(withOrder(draft, (e.target.value || undefined) as 'asc' | 'desc' | undefined, order.limit))}
            >
              {draft.kind === 'groups' && <option value={NONE}>As found</option>}
              <option value="desc">Highest first</option>
              <option value="asc">Lowest first</option>
            </select>
          </label>
          <label className="field">
            <span>How many (empty: all)</span>
            <input
              type="number"
              min={1}
              max={1000}
              inputMode="numeric"
              value={order.limit ?? ''}
              onChange={(e) => {
                const n = Number.parseInt(e.target.value, 10);
                setDraft(withOrder(draft, order.dir, Number.isInteger(n) && n >= 1 && n <= 1000 ? n : undefined));
              }}
            />
          </label>
        </div>
      )}
      {draft.filters.length > 0 && (
        <ul className="reading-filters small">
          {draft.filters.map((f, i) => {
            const words = filterWords(f, choices.labels);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: filters are positional, removed by index.
              <li key={i}>
                <span>{words}</span>{' '}
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  aria-label={`Remove the filter ${words}`}
                  onClick={() => setDraft(withoutFilter(draft, i))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-small btn-primary" disabled={!changed}>
          Answer this reading
        </button>
        {changed && (
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setDraft(reading)}>
            Undo changes
          </button>
        )}
      </div>
    </form>
  );
}
