/**
 * The agent's shared types, in a module of their own: the providers, the finishing step and the
 * curation import them from here, so that no module imports the one that imports it.
 */
import type { Db } from '../db/db.js';
import type { Exposure } from '../contracts/exposure.js';
import type { SpecDoc } from '../contracts/spec.js';
import type { Answer } from './present/answer.js';
import type { Intent, StructuredQuery } from './plan/query.js';
import type { Plan } from './plan/resolve.js';
import type { ShownWork } from './present/shown.schemas.js';
import type { Unit } from './present/wording.js';
import type { Slot } from './understand/verified.js';
import type { Model } from './understand/model.js';
import type { ValueIndexCache } from './understand/load-index.js';
import type { ParseCache } from './providers/local.js';
import type { BoundedMap } from '../infra/bounded-map.js';

/**
 * What the agent keeps between questions: the parser's model, loaded once, and its caches. Built by
 * whoever makes the agent (the composition root, src/app.ts; agentCaches() in src/agent/agent.ts),
 * never at module level, so that each app, test or tool has its own.
 */
export interface AgentCaches {
  /** The parser's weights (understand/model.ts). */
  model: Model;
  /** Each spec's value index cells, and the indexes built of them by scope (understand/load-index.ts). */
  valueIndexes: ValueIndexCache;
  /** Parses by value index and question (providers/local.ts). */
  parses: ParseCache;
  /** The model with a project's adaptation added, by the adaptation's id (understand/model.ts adaptedModel). */
  adapted: BoundedMap<string, Model>;
}

export interface AgentInput {
  prompt: string;
  /** The kept specs (already scoped to the caller's customer). */
  specs: { id: string; doc: SpecDoc }[];
  /** Already the most restrictive exposure of the kept specs' projects. */
  exposure: Exposure;
  /** A reading changed by hand in the portal: answered as it stands, without parsing the prompt (reading.ts). */
  reading?: StructuredQuery;
  /** The reading was chosen from a clarification's options (said so in the understood words). */
  chosen?: boolean;
  /**
   * The previous answer's reading, when the question may build on it (a follow-up: "and in 2023?"):
   * a question that changes it edits it (understand/follow-up.ts); one of its own is read on its own.
   */
  previous?: StructuredQuery;
  /** The verified questions of the specs' projects (issue 25): a question equal to one, or of its shape, is answered with its reading. */
  verified?: VerifiedLookup;
  /** The projects' adaptation of the parser from their verified questions (understand/adapt.ts); `id` names one revision of it. */
  adjust?: { id: string; weights: Record<string, number> };
}

/** A verified question as matching needs it. */
export interface VerifiedQuestion {
  id: string;
  question: string;
  question_key: string;
  reading: StructuredQuery;
  slots: Slot[][];
  verified_by_username: string;
  verified_at: string;
}

/** Finds the verified questions a question may be: the same normalised words or the same shape (a few at most, exact first). */
export interface VerifiedLookup {
  find(key: string, shape: string): Promise<VerifiedQuestion[]>;
}

/** A reading a clarification offers: in words (guarded like the answer), and as the query that answers it. */
export interface ReadingOption {
  words: string;
  reading: StructuredQuery;
}

export interface AgentTrace {
  provider: 'local' | 'openai';
  /** What the answer did (the query's intent, or describe / clarify). */
  intent: Intent;
  /** The structured query (or queries) and what was understood; JSON-serialisable. */
  plan: unknown;
  /** Every statement run; `rollup`: it read a pre-aggregation (src/semantic/rollups.ts), not the table. */
  sql: { text: string; params: unknown[]; rollup?: { table: string; rows: number } }[];
  confidence: number;
}

export interface AgentOutput {
  result: string;
  exposure: Exposure;
  trace: AgentTrace;
  /** The structured answer the text was written from (absent when the agent could not answer). */
  answer?: Answer;
  /**
   * What the portal shows beside the text (shown.ts): the understood words, guarded like the text,
   * and at full exposure only the rows, the chart suggestion and the SQL. Absent without an answer.
   */
  work?: ShownWork;
  /** The reading that answered, at every exposure: kept by the server for follow-ups, never sent below full. */
  reading?: StructuredQuery;
  /** A clarification's readings, for the portal to offer as choices (the text names them too). */
  options?: ReadingOption[];
  /** The verified question whose reading answered, if one did. */
  verified?: { id: string; verified_by: string; verified_at: string };
  /** Verified questions the question matched whose reading no longer fits the specs (a column gone): flagged, not used. */
  stale?: string[];
  /** The question in words that stand alone, when the prompt does not (a follow-up, a chosen reading). */
  asked?: string;
}

export interface AgentContext {
  /** The control database: the specs' value index. */
  db: Db;
  /** The data plane: the module tables and rollups the queries read; db when absent (one database). */
  data?: Db;
  signal?: AbortSignal;
}

/** Where the agent's queries run. */
export const dataPlaneOf = (ctx: AgentContext): Db => ctx.data ?? ctx.db;

export interface CurationInput {
  query: StructuredQuery;
  plan: Plan;
  answer: Answer;
  rows: Record<string, unknown>[];
  exposure: Exposure;
  /** The unit the question asked the measure in ("in kg"), when it converts the column's. */
  unit?: Unit;
  /** k: below full, no set of fewer records is described (default DEFAULT_MIN_RECORDS). */
  minRecords?: number;
}
