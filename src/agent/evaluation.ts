/**
 * Evaluation: does the result answer the question? An empty result, a missing value or a low-confidence
 * reading produce an answer that says so (never a made-up number).
 */
import type { Shape } from './compiler.js';
import type { RoutePlan } from './router.js';
import { toNumber } from './text.js';

export type Verdict = { ok: true; notes: string[] } | { ok: false; reason: 'empty' | 'no_value' | 'low_confidence'; notes: string[] };

export const MIN_CONFIDENCE = 0.45;

export function evaluate(plan: RoutePlan, shape: Shape, rows: Record<string, unknown>[]): Verdict {
  const notes: string[] = [];
  if (plan.confidence < MIN_CONFIDENCE) return { ok: false, reason: 'low_confidence', notes };
  if (shape === 'scalar') {
    const row = rows[0];
    const isCount = !plan.query?.measure?.column || plan.query.measure.agg === 'count';
    if (!row) return { ok: false, reason: 'empty', notes };
    if (toNumber(row.v) === null) return { ok: false, reason: isCount ? 'empty' : 'no_value', notes };
    if (!isCount && toNumber(row.n) === 0) return { ok: false, reason: 'no_value', notes };
    return { ok: true, notes };
  }
  if (rows.length === 0) return { ok: false, reason: 'empty', notes };
  if (plan.focus?.length && (shape === 'groups' || shape === 'share')) {
    const keys = rows.map((r) => String(r.g).toLowerCase());
    const missing = plan.focus.filter((f) => !keys.includes(f.toLowerCase()));
    if (missing.length === plan.focus.length) return { ok: false, reason: 'empty', notes: [`no data for ${missing.join(', ')}`] };
    if (missing.length) notes.push(`no data for ${missing.join(', ')}`);
  }
  return { ok: true, notes };
}
