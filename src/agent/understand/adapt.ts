/**
 * The parser adapting to one project (issue 25, item 4): its verified readings add a bounded weight
 * to the features they used, so that phrasings near a verified question read as it was verified.
 *
 * A perceptron with a margin over the project's verified questions, starting from the shipped model:
 * where a verified reading does not beat the best other reading by MARGIN, the features it has and
 * the other lacks gain, the other's lose. Every weight stays within ±BOUND and at most MAX_FEATURES
 * features carry one, so a project's questions can tilt the parser, never replace what it learned.
 */
import type { StructuredQuery } from '../plan/query.js';
import type { Features } from './features.js';

export const BOUND = 0.75;
export const MAX_FEATURES = 4000;
const RATE = 0.15;
const MARGIN = 0.5;
const EPOCHS = 6;

/** A verified question as the parser read it: its candidates (scored by the shipped model) and the reading verified. */
export interface Example {
  ranked: { candidate: { query: StructuredQuery }; score: number; features: Features }[];
  reading: StructuredQuery;
}

/** A value's JSON with object keys in order: a query stored as jsonb comes back with its keys reordered. */
export function queryKey(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(queryKey).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${queryKey((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

const adjustedScore = (r: Example['ranked'][number], w: Map<string, number>) => {
  let s = r.score;
  for (const [k, v] of r.features) s += (w.get(k) ?? 0) * v;
  return s;
};

/** The weights added for a project, from its verified questions (and those added before, when given). */
export function adaptation(examples: Example[], start: Record<string, number> = {}): Record<string, number> {
  const w = new Map(Object.entries(start));
  const clamp = (x: number) => Math.max(-BOUND, Math.min(BOUND, x));
  const nudge = (f: Features, sign: number) => {
    for (const [k, v] of f) {
      if (!w.has(k) && w.size >= MAX_FEATURES) continue;
      w.set(k, clamp((w.get(k) ?? 0) + sign * RATE * v));
    }
  };
  const prepared = examples.map((e) => {
    const key = queryKey(e.reading);
    return { ranked: e.ranked, isTarget: e.ranked.map((r) => queryKey(r.candidate.query) === key) };
  });
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    let moved = false;
    for (const e of prepared) {
      let target: Example['ranked'][number] | undefined;
      let targetScore = Number.NEGATIVE_INFINITY;
      let rival: Example['ranked'][number] | undefined;
      let rivalScore = Number.NEGATIVE_INFINITY;
      e.ranked.forEach((r, i) => {
        const s = adjustedScore(r, w);
        if (e.isTarget[i]) {
          if (s > targetScore) [target, targetScore] = [r, s];
        } else if (s > rivalScore) [rival, rivalScore] = [r, s];
      });
      // A reading the parser never proposes (edited by hand) teaches nothing here: exact and shape matches still answer it.
      if (!target || !rival || targetScore - rivalScore >= MARGIN) continue;
      nudge(target.features, 1);
      nudge(rival.features, -1);
      moved = true;
    }
    if (!moved) break;
  }
  for (const [k, v] of w) if (Math.abs(v) < 1e-6) w.delete(k);
  return Object.fromEntries([...w].map(([k, v]) => [k, Number(v.toFixed(4))]));
}
