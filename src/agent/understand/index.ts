/**
 * The semantic parser: question → mentions (mentions.ts) → every well-typed candidate query
 * (candidates.ts) → features (features.ts) → a learned score (model.ts). The caller executes the
 * best and falls back to the next when a result is empty or ill-typed.
 */
import type { SpecScope } from '../plan/spec-index.js';
import { candidates, type Candidate } from './candidates.js';
import { featuresOf, type Features } from './features.js';
import { analyse, type Analysis } from './mentions.js';
import { score, type Model } from './model.js';
import { adjustment, contentWords } from './adapt.js';
import type { ValueIndex } from './value-index.js';

export interface Ranked {
  candidate: Candidate;
  score: number;
  features: Features;
}

export interface Parse {
  analysis: Analysis;
  ranked: Ranked[];
}

const emptiness = new WeakMap<Model, boolean>();
/** A model without weights scores every candidate 0 (training's first pass): scoring is skipped. */
function isEmpty(model: Model): boolean {
  let e = emptiness.get(model);
  if (e === undefined) emptiness.set(model, (e = Object.keys(model.weights).length === 0));
  return e;
}

/** `model`: the weights that score the candidates (model.ts loadModel); `guarded`: for an answer below full exposure (analyse). */
export function parse(question: string, scope: SpecScope, index: ValueIndex, model: Model, guarded = false): Parse {
  const analysis = analyse(question, scope.modules, index, guarded);
  const empty = isEmpty(model);
  // A project's adaptation scores its own features of each reading (adapt.ts), on top of the shipped model's.
  const adjust = model.adjust && Object.keys(model.adjust).length > 0 ? model.adjust : undefined;
  const words = adjust ? contentWords(analysis) : [];
  const ranked = candidates(analysis, scope).map((candidate) => {
    const features = featuresOf(analysis, candidate);
    const base = empty ? 0 : score(features, model);
    return { candidate, features, score: adjust ? base + adjustment(analysis, candidate.query, adjust, words) : base };
  });
  // Stable: among equal scores the earlier (simpler) candidate wins.
  ranked.sort((x, y) => y.score - x.score);
  return { analysis, ranked };
}
