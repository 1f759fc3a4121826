/**
 * The parser's weights: one number per feature, learned from development questions (see
 * training/train.ts) and kept as data in model.json. A candidate's score is the sum of its
 * features' weights times their values; features the model never saw weigh nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../paths.js';
import type { Features } from './features.js';

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

let loaded: Model | undefined;

/** The model shipped with the service (an empty model when none was trained yet). */
export function defaultModel(): Model {
  if (!loaded) loaded = existsSync(MODEL_PATH) ? (JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as Model) : { weights: {} };
  return loaded;
}

export function score(features: Features, model: Model): number {
  let s = 0;
  for (const [k, v] of features) {
    const w = model.weights[k];
    if (w !== undefined) s += w * v;
  }
  return s;
}

/** Adapted models by the adaptation's id (a project's weights at one revision): the shipped weights are shared, never copied. */
const adapted = new Map<string, Model>();
const ADAPTED_KEPT = 64;

/** The shipped model with a project's adaptation added; the same object for the same id. */
export function adaptedModel(adjustment: { id: string; weights: Record<string, number> }): Model {
  const hit = adapted.get(adjustment.id);
  if (hit) return hit;
  const model = { ...defaultModel(), adjust: adjustment.weights };
  adapted.set(adjustment.id, model);
  if (adapted.size > ADAPTED_KEPT) adapted.delete(adapted.keys().next().value!);
  return model;
}
