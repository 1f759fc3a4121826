/**
 * The business TRAINING set: questions phrased as business users type them over twelve generated
 * business tables (data.ts) of domains the evaluation business set does not use. THIS IS TRAINING
 * DATA for the parser's learned ranker, never an evaluation: the evaluation business set
 * (bench/quality/business) is never trained on and never copied here.
 *
 * Conventions (the same as the evaluation business set's, so that a model fitted here learns the
 * readings it is judged by there):
 * - SQL semantics: aggregates ignore nulls (empty cells, and meters' "n/a" / "-"); a filter never
 *   matches a null. Averages are plain averages of the rows' values.
 * - Case: text is compared case-insensitively and the spellings of one value are one value
 *   everywhere ("direct" is Direct, "billing" is Billing, "suv" is SUV).
 * - Dates in words: "in 2023" is the calendar year, "Q3 2023" July-September, "H1" and "H2" the
 *   halves; "last year", "last quarter" and "last month" are read from the table's latest date, the
 *   calendar year, quarter and month it lies in (every table ends in December: 2024, or 2023 for
 *   the meters and 2025 for usage and returns). Each table's file says which date dates its rows.
 * - Trends give every period's figure: totals for amounts, quantities and counts; means for prices,
 *   rates, percentages, scores and durations of an event.
 * - Rankings rank groups by their total (or the measure named); "the largest X" is the record with
 *   the largest amount, judged by its key or its amount. No ties: a ranking with a tie at its cut
 *   or inside the list throws when the set loads.
 * - Growth accepts the difference or the percent change; "by what percentage" expects the percent.
 * - Shares are of the measure named (of rows when none is); where the grouped column has empty
 *   cells, over the rows with a value or over all rows.
 * - Missing: the table lacks the figure or attribute asked; the answer names it, says no and gives
 *   no figure (`declines`). Describe: "what can I ask", answered with the module's name.
 * Every expectation is computed here from the typed raw rows, never from the service.
 */
import { bookingQuestions } from './questions/bookings.js';
import { checkQuestions } from './questions/checks.js';
import { callQuestions } from './questions/calls.js';
import { claimQuestions } from './questions/claims.js';
import { fleetQuestions } from './questions/fleet.js';
import { leaveQuestions } from './questions/leave.js';
import { meterQuestions } from './questions/meters.js';
import { returnQuestions } from './questions/returns.js';
import { shipmentQuestions } from './questions/shipments.js';
import { storeQuestions } from './questions/stores.js';
import { timesheetQuestions } from './questions/timesheets.js';
import { usageQuestions } from './questions/usage.js';
import { KINDS, type Kind, type TrainingQuestion } from './questions/kit.js';

export { KINDS, type Kind, type TrainingQuestion };

function assertFinite(e: unknown, where: string): void {
  if (typeof e === 'number' && !Number.isFinite(e)) throw new Error(`not a number in ${where}`);
  if (Array.isArray(e)) e.forEach((x) => assertFinite(x, where));
  else if (e && typeof e === 'object') Object.values(e).forEach((x) => assertFinite(x, where));
}

let cached: TrainingQuestion[] | undefined;

/** Every training question, built once per process (the rankings' tie checks run here). */
export function businessTrainingSet(): TrainingQuestion[] {
  if (cached) return cached;
  const all = [
    ...bookingQuestions(),
    ...shipmentQuestions(),
    ...checkQuestions(),
    ...claimQuestions(),
    ...usageQuestions(),
    ...storeQuestions(),
    ...meterQuestions(),
    ...leaveQuestions(),
    ...fleetQuestions(),
    ...returnQuestions(),
    ...callQuestions(),
    ...timesheetQuestions(),
  ];
  const seen = new Set<string>();
  for (const x of all) {
    const key = `${x.table}: ${x.q.toLowerCase()}`;
    if (seen.has(key)) throw new Error(`repeated question: ${key}`);
    seen.add(key);
    assertFinite(x.expect, x.id);
  }
  cached = all;
  return all;
}
