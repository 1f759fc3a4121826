/**
 * Learning the parser's weights: a log-linear model over each question's candidates, trained to put
 * probability on the candidates whose answer is right (the marginal likelihood, as in Pasupat and
 * Liang 2015), with AdaGrad and L1 so that useless features fall to zero. Examples are stored
 * compactly (feature ids in typed arrays) so that all training questions fit in memory.
 */
import type { Example } from './examples.js';

export interface Store {
  /** Feature name → id (grows as examples are added). */
  ids: Map<string, number>;
  names: string[];
  /** In how many questions each feature occurs. */
  counts: number[];
  questions: StoredQuestion[];
}

export interface StoredQuestion {
  id: string;
  table: string;
  /** Per candidate: [start, end) into feats/vals. */
  offsets: Int32Array;
  feats: Int32Array;
  vals: Float32Array;
  right: Uint8Array;
  empty: Uint8Array;
  sig: Int32Array;
  /** Per candidate: the first candidate with the same query (several derivations of one reading are one reading). */
  same: Int32Array;
  /** How much the question counts in training (the few analytics questions weigh more than one table question each). */
  weight: number;
}

/** Features seen in fewer training questions than this are dropped (they would only memorise). */
const MIN_QUESTIONS = 3;

export function newStore(): Store {
  return { ids: new Map(), names: [], counts: [], questions: [] };
}

function idOf(store: Store, k: string): number {
  let id = store.ids.get(k);
  if (id === undefined) {
    id = store.names.length;
    store.ids.set(k, id);
    store.names.push(k);
    store.counts.push(0);
  }
  return id;
}

/** Adds examples in compact form (their feature maps can then be dropped). */
export function addExamples(store: Store, examples: Example[], weight = 1): void {
  for (const e of examples) {
    const n = e.candidates.length;
    const offsets = new Int32Array(n + 1);
    let total = 0;
    for (const c of e.candidates) total += c.features.size;
    const feats = new Int32Array(total);
    const vals = new Float32Array(total);
    const right = new Uint8Array(n);
    const empty = new Uint8Array(n);
    const sig = new Int32Array(n);
    const same = new Int32Array(n);
    const firstOf = new Map<string, number>();
    const seen = new Set<number>();
    let at = 0;
    e.candidates.forEach((c, i) => {
      offsets[i] = at;
      for (const [k, v] of c.features) {
        const id = idOf(store, k);
        seen.add(id);
        feats[at] = id;
        vals[at++] = v;
      }
      right[i] = c.right ? 1 : 0;
      empty[i] = c.empty ? 1 : 0;
      sig[i] = c.sig;
      const key = JSON.stringify(c.query);
      if (!firstOf.has(key)) firstOf.set(key, i);
      same[i] = firstOf.get(key)!;
    });
    offsets[n] = at;
    for (const id of seen) store.counts[id]!++;
    store.questions.push({ id: e.question.id, table: e.question.table, offsets, feats, vals, right, empty, sig, same, weight });
  }
}

function scores(q: StoredQuestion, w: Float64Array): Float64Array {
  const n = q.right.length;
  const s = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let v = 0;
    for (let k = q.offsets[i]!; k < q.offsets[i + 1]!; k++) v += w[q.feats[k]!]! * q.vals[k]!;
    s[i] = v;
  }
  return s;
}

/** Candidates tried at most (as the product does). */
export const MAX_TRIES = 4;

/**
 * The candidate the product answers with: the best-scored one; when its result is empty, the next
 * best reading the same filters (a fallback never drops a condition the question set), a few at most.
 */
export function chosen(q: StoredQuestion, w: Float64Array): number {
  const s = scores(q, w);
  const order = [...s.keys()].sort((a, b) => s[b]! - s[a]! || a - b);
  const top = order[0];
  if (top === undefined) return -1;
  const tries = order.filter((i) => q.sig[i] === q.sig[top]).slice(0, MAX_TRIES);
  return tries.find((i) => !q.empty[i]) ?? -1;
}

/** The model's probability of the chosen reading: the softmax mass of the candidates with its query (as the product computes it). */
export function confidence(q: StoredQuestion, w: Float64Array, i: number): number {
  const s = scores(q, w);
  const max = Math.max(...s);
  let z = 0;
  let mass = 0;
  s.forEach((v, j) => {
    const e = Math.exp(v - max);
    z += e;
    if (q.same[j] === q.same[i]) mass += e;
  });
  return mass / z;
}

/**
 * The confidence below which an answer is better refused (said to be unsure) than given: the highest
 * threshold that costs at most `cost` of the accuracy on the questions given (held-out ones).
 */
export function calibrate(
  questions: StoredQuestion[],
  w: Float64Array,
  cost = 0.01,
): { threshold: number; accuracy: number; refused: number; wrongRefused: number } {
  const outcomes = questions.map((q) => {
    const i = chosen(q, w);
    return { p: i >= 0 ? confidence(q, w, i) : 0, right: i >= 0 && !!q.right[i] };
  });
  const base = outcomes.filter((o) => o.right).length / Math.max(1, outcomes.length);
  let best = { threshold: 0, accuracy: base, refused: 0, wrongRefused: 0 };
  for (const t of [0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.25, 0.3]) {
    const kept = outcomes.filter((o) => o.p >= t);
    const acc = kept.filter((o) => o.right).length / Math.max(1, outcomes.length);
    if (base - acc > cost) break;
    const refused = outcomes.length - kept.length;
    best = { threshold: t, accuracy: acc, refused, wrongRefused: outcomes.filter((o) => o.p < t && !o.right).length };
  }
  return best;
}

export function accuracy(questions: StoredQuestion[], w: Float64Array): number {
  let ok = 0;
  for (const q of questions) {
    const i = chosen(q, w);
    if (i >= 0 && q.right[i]) ok++;
  }
  return questions.length ? ok / questions.length : 0;
}

export interface TrainOptions {
  epochs: number;
  rate: number;
  l1: number;
  seed: number;
  log?: (line: string) => void;
}

function shuffle<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Trains on the questions that have a right candidate; returns the weights. */
export function train(store: Store, questions: StoredQuestion[], opts: TrainOptions): Float64Array {
  const w = new Float64Array(store.names.length);
  const active = Uint8Array.from(store.counts, (n) => (n >= MIN_QUESTIONS ? 1 : 0));
  const g2 = new Float64Array(store.names.length).fill(1e-6);
  const usable = questions.filter((q) => q.right.some((r, i) => r && !q.empty[i]));
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    let loss = 0;
    for (const q of shuffle(usable, opts.seed + epoch)) {
      const s = scores(q, w);
      const live = [...q.empty.keys()].filter((i) => !q.empty[i]);
      const max = Math.max(...live.map((i) => s[i]!));
      let z = 0;
      let zRight = 0;
      const p = new Float64Array(s.length);
      for (const i of live) {
        p[i] = Math.exp(s[i]! - max);
        z += p[i]!;
        if (q.right[i]) zRight += p[i]!;
      }
      loss -= Math.log(zRight / z);
      const grad = new Map<number, number>();
      for (const i of live) {
        const coef = q.weight * ((q.right[i] ? p[i]! / zRight : 0) - p[i]! / z);
        if (Math.abs(coef) < 1e-9) continue;
        for (let k = q.offsets[i]!; k < q.offsets[i + 1]!; k++) grad.set(q.feats[k]!, (grad.get(q.feats[k]!) ?? 0) + coef * q.vals[k]!);
      }
      for (const [f, g] of grad) {
        if (!active[f]) continue;
        g2[f] = g2[f]! + g * g;
        const step = opts.rate / Math.sqrt(g2[f]!);
        let v = w[f]! + step * g;
        // L1 by truncation: a weight crossing zero stops there.
        const shrink = step * opts.l1;
        v = v > shrink ? v - shrink : v < -shrink ? v + shrink : 0;
        w[f] = v;
      }
    }
    opts.log?.(`  epoch ${epoch + 1}: loss ${(loss / usable.length).toFixed(3)}, train accuracy ${(100 * accuracy(questions, w)).toFixed(1)}%`);
  }
  return w;
}

/** The weights as the model file keeps them: the non-zero ones, rounded. */
export function weightsOf(store: Store, w: Float64Array): Record<string, number> {
  const out: Record<string, number> = {};
  const order = [...w.keys()].filter((i) => Math.abs(w[i]!) >= 1e-3).sort((a, b) => store.names[a]!.localeCompare(store.names[b]!));
  for (const i of order) out[store.names[i]!] = Math.round(w[i]! * 1e4) / 1e4;
  return out;
}
