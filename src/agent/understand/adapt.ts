/**
 * The parser adapting to one project (issue 25, item 4): its verified readings add a bounded weight
 * to the features they used, so that phrasings near a verified question read as it was verified.
 *
 * The features are the project's own, never the shipped model's general ones (a project's few
 * questions must not move how "total" or "which" read everywhere): each part of a reading — a
 * measure with its aggregation, the grouping, a filtered column, a column listed, the order — alone
 * and with each content word of the question ("sales" with the sum of Revenue; "busiest" with the
 * count grouped by Hour). A perceptron with a margin over the project's verified questions, on top
 * of the shipped model's scores: where a verified reading does not beat the best other reading by
 * MARGIN, its parts gain and the other's lose. Every weight stays within ±BOUND and at most
 * MAX_FEATURES carry one, so a project's questions can tilt the parser, never replace what it learned.
 */
import type { StructuredQuery } from '../plan/query.js';
import type { Features } from './features.js';
import type { Analysis } from './mentions.js';
import { STOPWORDS } from './tokens.js';
import { canonicalJson } from '../../infra/canonical-json.js';

export const BOUND = 0.75;
/** At most this many content words of a question pair with a reading's parts. */
const WORDS_PAIRED = 12;
export const MAX_FEATURES = 4000;
const RATE = 0.15;
const MARGIN = 0.5;
const EPOCHS = 6;

/** A verified question as the parser read it: its candidates (scored by the shipped model) and the reading verified. */
export interface Example {
  ranked: { candidate: { query: StructuredQuery }; score: number; features: Features }[];
  reading: StructuredQuery;
}

/** A query's canonical text: a query stored as jsonb comes back with its keys reordered. */
export const queryKey = (q: unknown): string => canonicalJson(q);

/** The parts of a reading, by what each column does in it ("m:sum:revenue", "g:region", "f:status"). */
function partsOf(q: StructuredQuery): string[] {
  const parts = new Set<string>([`k:${q.kind}`]);
  const o = q as Record<string, unknown>;
  for (const m of (o.measures as { agg: string; column?: string }[] | undefined) ?? []) parts.add(`m:${m.agg}:${m.column ?? '*'}`);
  const measure = o.measure as { agg: string; column?: string } | undefined;
  if (measure) parts.add(`m:${measure.agg}:${measure.column ?? '*'}`);
  const by = o.group_by as { column: string; part?: string } | undefined;
  if (by) parts.add(`g:${by.column}${by.part ? `:${by.part}` : ''}`);
  if (typeof o.key === 'string') parts.add(`g:${o.key}`);
  for (const c of (o.columns as string[] | undefined) ?? []) parts.add(`v:${c}`);
  for (const f of q.filters) parts.add(`f:${f.column}:${f.op}`);
  const order = o.order as { by?: string; dir?: string } | string | undefined;
  if (order) parts.add(typeof order === 'string' ? `o:${order}` : `o:${order.by}:${order.dir}`);
  return [...parts];
}

/** The content words of a question: its stems outside the values, dates and numbers it names, stop words left out. */
function contentWords(a: Analysis): string[] {
  const named = new Set<number>();
  for (const m of a.mentions) if (m.kind === 'value' || m.kind === 'date' || m.kind === 'number') for (let i = m.from; i < m.to; i++) named.add(i);
  const out = new Set<string>();
  a.tokens.forEach((t, i) => {
    if (!named.has(i) && !STOPWORDS.has(t.text) && /[a-z]/.test(t.text)) out.add(a.stems[i] ?? t.stem);
  });
  return [...out].slice(0, WORDS_PAIRED);
}

/** A reading's features for a project's adaptation: its parts, alone and with the question's content words. */
export function readingFeatures(a: Analysis, q: StructuredQuery, words: string[] = contentWords(a)): Features {
  const f: Features = new Map();
  for (const p of partsOf(q)) {
    f.set(`p=${p}`, 1);
    for (const w of words) f.set(`p=${p}|w=${w}`, 1);
  }
  return f;
}

/** What a project's adaptation adds to a reading's score. */
export function adjustment(a: Analysis, q: StructuredQuery, weights: Record<string, number>, words?: string[]): number {
  let s = 0;
  for (const [k, v] of readingFeatures(a, q, words)) {
    const w = weights[k];
    if (w !== undefined) s += w * v;
  }
  return s;
}

export { contentWords };

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
