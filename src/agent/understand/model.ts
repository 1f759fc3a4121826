/**
 * The parser's weights: one number per feature, learned from development questions (see
 * training/train.ts) and kept as data in model.json. A candidate's score is the sum of its
 * features' weights times their values; features the model never saw weigh nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../paths.js';
import type { Features } from './features.js';
import type { BoundedMap } from '../../infra/bounded-map.js';

export interface Model {
  /** Where the weights came from (questions, epochs, date), for the record. */
  trained?: Record<string, unknown>;
  /** Below this confidence (the model's probability of its reading) the agent says it is unsure instead of answering. */
  refuse_below?: number;
  weights: Record<string, number>;
  /** A project's adaptation (adapt.ts): bounded weights of its own reading features, from its verified questions. */
  adjust?: Record<string, number>;
}

export const MODEL_PATH = join(projectRoot, 'src', 'agent', 'understand', 'model.json');

/**
 * The model shipped with the service (an empty model when none was trained yet), read from its file
 * each call: whoever needs it loads it once and hands it on (the agent's caches, src/agent/agent.ts).
 */
export function loadModel(path = MODEL_PATH): Model {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Model) : { weights: {} };
}

export function score(features: Features, model: Model): number {
  let s = 0;
  for (const [k, v] of features) {
    const w = model.weights[k];
    if (w !== undefined) s += w * v;
  }
  return s;
}

/** The shipped model with a project's adaptation added, one object per adaptation id (kept in `adapted`): the shipped weights are shared, never copied. */
export function adaptedModel(base: Model, adjustment: { id: string; weights: Record<string, number> }, adapted: BoundedMap<string, Model>): Model {
  const hit = adapted.get(adjustment.id);
  if (hit) return hit;
  const model = { ...base, adjust: adjustment.weights };
  adapted.set(adjustment.id, model);
  return model;
}
