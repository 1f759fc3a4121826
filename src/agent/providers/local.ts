/**
 * The local provider: parser → data tool → evaluation → curation → guard, with no network. The
 * parser ranks every candidate query; the best is executed, and the next ones in turn while a
 * result is empty (a few at most); the first that answers is curated.
 */
import { dataPlaneOf, type AgentCaches, type AgentContext, type AgentInput, type AgentOutput, type AgentTrace, type ReadingOption } from '../types.js';
import { answerOf, type Answer } from '../present/answer.js';
import { clarification, describeScope, notInData, unexplainedWords } from '../present/describe.js';
import { isGeneralWord, KEYWORDS } from '../understand/lexicon.js';
import { STOPWORDS } from '../understand/tokens.js';
import { asksWhatCanBeAsked, evaluate, namesTheData } from '../execute/evaluation.js';
import { finish } from './finish.js';
import { presentAnswered } from './answered.js';
import { answerReading, readingInWords } from './reading.js';
import { editedQuery, followsOn, withContext as priorOf } from '../understand/follow-up.js';
import { columnUnit } from '../understand/columns.js';
import { ambiguity } from '../understand/ambiguity.js';
import { parse, type Parse, type Ranked } from '../understand/index.js';
import { adaptedModel, type Model } from '../understand/model.js';
import { filledReading, questionForm } from '../understand/verified.js';
import { boundedMap, type BoundedMap } from '../../infra/bounded-map.js';
import type { ValueIndex } from '../understand/value-index.js';
import type { Analysis } from '../understand/mentions.js';
import { POSITION, type StructuredQuery } from '../plan/query.js';
import { fitsScope, InvalidQueryError, resolveQuery, type Plan } from '../plan/resolve.js';
import { scopeOf, type SpecScope } from '../plan/spec-index.js';
import { QueryFailedError, runQuery, type ToolLimits, tracedSql } from '../execute/tools.js';
import { understood } from '../present/understood.js';
import { whereWords } from '../present/words.js';
import { tooFew } from '../guard/small-sets.js';
import { withContext } from '../execute/record-context.js';
import type { Unit } from '../present/wording.js';
import type { Exposure } from '../../contracts/exposure.js';

/** A question is read up to this many characters (a longer text is not a question; this bounds the work). */
export const MAX_QUESTION_CHARS = 1000;
/** Candidates executed at most before the answer says nothing matched. */
const MAX_TRIES = 4;

/** The unit the question asked for, when it converts the measured column's own ("in kg" of grams). */
export function unitFor(a: Analysis, q: StructuredQuery, plan: Plan): Unit | undefined {
  if (!a.outputUnit) return undefined;
  const ref =
    q.kind === 'aggregate' || q.kind === 'groups'
      ? q.measures[0]!.column
      : q.kind === 'compare'
        ? q.measure.column
        : q.kind === 'values'
          ? q.columns[0]
          : undefined;
  if (!ref || ref === POSITION) return undefined;
  const c = plan.col(ref).column;
  const own = c ? columnUnit(c) : undefined;
  if (!own || own.dim !== a.outputUnit.dim || own.name === a.outputUnit.name) return undefined;
  return { name: a.outputUnit.name, factor: own.factor / a.outputUnit.factor };
}

/**
 * The model's probability of its reading: the softmax mass of every candidate with the chosen query
 * (two derivations of one query — "the group with the highest total", "the top group" — are one reading).
 */
function confidenceOf(ranked: Ranked[], chosen: Ranked): number {
  const max = ranked[0]!.score;
  const key = JSON.stringify(chosen.candidate.query);
  let z = 0;
  let mass = 0;
  for (const r of ranked) {
    const e = Math.exp(r.score - max);
    z += e;
    // Only a candidate that weighs can change the figure; its query is compared then.
    if (r === chosen || (e > 1e-6 && JSON.stringify(r.candidate.query) === key)) mass += e;
  }
  return Number((mass / z).toFixed(3));
}

const PARSES_KEPT = 128;
const NO_FEATURES: Parse['ranked'][number]['features'] = new Map();

/**
 * Parses kept between questions, by model and value index (one per scope of immutable specs), the
 * most recently asked last, a few hundred each. A parse is a pure function of the question, the
 * specs, their value index, the model and whether the answer is below full, so a question asked
 * again of the same specs is not parsed again; the SQL always runs again.
 */
export interface ParseCache {
  parsed(question: string, scope: SpecScope, index: ValueIndex, model: Model, guarded: boolean): Parse;
}

export function parseCache(kept = PARSES_KEPT): ParseCache {
  const byModel = new WeakMap<Model, WeakMap<ValueIndex, BoundedMap<string, Parse>>>();
  return {
    parsed(question, scope, index, model, guarded) {
      let byIndex = byModel.get(model);
      if (!byIndex) byModel.set(model, (byIndex = new WeakMap()));
      let cache = byIndex.get(index);
      if (!cache) byIndex.set(index, (cache = boundedMap(kept, { touch: true })));
      const key = `${guarded ? 'g' : 'f'}:${question}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const full = parse(question, scope, index, model, guarded);
      // The features served the scoring; kept, they would be most of the cache's memory.
      const p = { analysis: full.analysis, ranked: full.ranked.map((r) => ({ ...r, features: NO_FEATURES })) };
      cache.set(key, p);
      return p;
    },
  };
}

interface Tried {
  ranked: Ranked;
  /** The query run: the candidate's, with the columns that name its records (record-context.ts). */
  query: StructuredQuery;
  plan: Plan;
  rows: Record<string, unknown>[];
  answer: Answer;
}

/** The mentions a candidate's filters read: a fallback must read the same (never a looser question). */
const filtersRead = (r: Ranked) =>
  r.candidate.uses
    .map((u) => u.mention.id)
    .sort((a, b) => a - b)
    .join(',');

/**
 * Executes the best candidate, and while its result is empty the next best ones that read the same
 * filters (a few at most); every statement run goes to the trace.
 */
async function firstAnswer(
  ranked: Ranked[],
  input: AgentInput,
  ctx: AgentContext,
  scope: SpecScope,
  limits: ToolLimits,
  trace: AgentTrace,
): Promise<Tried | { failed: string } | undefined> {
  const tried: unknown[] = [];
  (trace.plan as Record<string, unknown>).tried = tried;
  const same = filtersRead(ranked[0]!);
  for (const r of ranked.filter((x) => filtersRead(x) === same).slice(0, MAX_TRIES)) {
    ctx.signal?.throwIfAborted();
    try {
      const query = withContext(r.candidate.query, scope, input.exposure);
      const result = await runQuery(dataPlaneOf(ctx), query, scope, limits);
      trace.sql.push(tracedSql(result.sql));
      const answer = answerOf(query, result.sql.shape, result.rows);
      const verdict = evaluate(answer);
      tried.push({ op: r.candidate.op, score: Number(r.score.toFixed(3)), query: r.candidate.query, verdict: verdict.ok ? 'answered' : verdict.reason });
      if (verdict.ok) return { ranked: r, query, plan: result.plan, rows: result.rows, answer };
      // Below full, falling back from an empty reading would make emptiness show (small-sets.ts).
      if (input.exposure !== 'full' && verdict.reason === 'empty') return undefined;
    } catch (err) {
      if (err instanceof QueryFailedError) {
        tried.push({ op: r.candidate.op, query: r.candidate.query, verdict: err.reason });
        if (err.reason === 'timeout') return { failed: 'That question took too long to compute; narrowing it (a period, a category) helps.' };
        continue;
      }
      if (err instanceof InvalidQueryError) continue;
      throw err;
    }
  }
  return undefined;
}

const headOf = (text: string) => (text.length > MAX_QUESTION_CHARS ? text.slice(0, MAX_QUESTION_CHARS).replace(/\s+\S*$/, '') : text);

/** The readings a clarification offers, in words: the two best that differ. */
function optionsOf(rs: Ranked[], scope: SpecScope, exposure: Exposure): ReadingOption[] {
  const out: ReadingOption[] = [];
  const seen = new Set<string>();
  for (const r of rs) {
    const key = JSON.stringify(r.candidate.query);
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      out.push({ words: readingInWords(r.candidate.query, scope, exposure), reading: r.candidate.query });
    } catch (err) {
      if (!(err instanceof InvalidQueryError)) throw err;
    }
    if (out.length === 2) break;
  }
  return out.length === 2 ? out : [];
}

/** A reading in words: what it computes, over which records. */
function readingWords(r: Ranked, scope: SpecScope, exposure: Exposure): string {
  const plan = resolveQuery(r.candidate.query, scope);
  return `${understood(r.candidate.query, plan, exposure).slice(1).join(', ')} (${plan.base.name})`;
}

const EDIT_WORDS: Record<string, string> = {
  filters: 'the rows',
  grouping: 'the grouping',
  limit: 'how many are shown',
  share: 'shares',
  aggregation: 'the aggregation',
};

/**
 * The verified question a question is (the same words, or the same shape with other values), and
 * its reading with the new values; one whose reading no longer fits the specs is flagged in `stale`.
 */
async function verifiedReading(
  input: AgentInput,
  analysis: Analysis,
  scope: SpecScope,
  stale: string[],
): Promise<{ reading: StructuredQuery; how: Parameters<typeof answerReading>[3] } | undefined> {
  if (!input.verified) return undefined;
  const form = questionForm(analysis);
  for (const v of await input.verified.find(form.key, form.shape)) {
    const reading = v.question_key === form.key ? v.reading : filledReading(v, form);
    if (!reading) continue;
    if (!fitsScope(reading, scope)) {
      stale.push(v.id);
      continue;
    }
    const on = v.verified_at.slice(0, 10);
    return {
      reading,
      how: {
        op: 'verified',
        words: [`a verified question (verified by ${v.verified_by_username} on ${on})`],
        verified: { id: v.id, verified_by: v.verified_by_username, verified_at: v.verified_at },
      },
    };
  }
  return undefined;
}

/**
 * The answer when what came before gives the question its reading: a follow-up edits the previous
 * answer's ("and in 2023?"), a question someone verified is answered as they verified it.
 */
async function givenReading(
  input: AgentInput,
  ctx: AgentContext,
  limits: ToolLimits,
  q: { analysis: Analysis; ranked: Ranked[]; scope: SpecScope; previous: StructuredQuery | undefined; stale: string[] },
): Promise<AgentOutput | undefined> {
  if (q.previous && followsOn(q.analysis)) {
    const edited = editedQuery(q.previous, q.analysis, q.ranked, q.scope);
    // An edit that does not fit the data (a column no longer there) leaves the question to be read on its own.
    if (edited && fitsScope(edited.query, q.scope)) {
      const changed = edited.edits.map((e) => EDIT_WORDS[e] ?? e).join(', ');
      return answerReading({ ...input, reading: edited.query }, ctx, limits, {
        op: 'follow-up',
        words: [`a follow-up of the previous answer, changing ${changed}`],
        edits: edited.edits,
      });
    }
  }
  const verified = await verifiedReading(input, q.analysis, q.scope, q.stale);
  return verified ? answerReading({ ...input, reading: verified.reading }, ctx, limits, verified.how) : undefined;
}

export async function answerLocal(input: AgentInput, ctx: AgentContext, limits: ToolLimits, caches: AgentCaches): Promise<AgentOutput> {
  const stale: string[] = [];
  const out = await answerQuestion(input, ctx, limits, caches, stale);
  return stale.length ? { ...out, stale } : out;
}

async function answerQuestion(input: AgentInput, ctx: AgentContext, limits: ToolLimits, caches: AgentCaches, stale: string[]): Promise<AgentOutput> {
  const scope = scopeOf(input.specs);
  const trace: AgentTrace = { provider: 'local', intent: 'clarify', plan: {}, sql: [], confidence: 0 };
  const done = (text: string, seen: string[] = [], answer?: Answer, options?: ReadingOption[]) =>
    finish(text, input, ctx, scope, trace, limits, seen, answer, undefined, options);
  // Over the stateless API a prompt may carry the question before it ("Previously: … Now: …").
  const carried = priorOf(input.prompt);
  const head = headOf(carried?.now ?? input.prompt);
  if (scope.modules.length === 0) return done(clarification(scope, 'No data is available to answer from.', []));
  if (asksWhatCanBeAsked(head.toLowerCase())) {
    trace.intent = 'describe';
    return done(describeScope(scope, input.exposure));
  }
  const index = await caches.valueIndexes.load(ctx.db, scope);
  const guarded = input.exposure !== 'full';
  // A project's adaptation (its verified questions) makes a model of its own, parsed and cached as any.
  const model = input.adjust ? adaptedModel(caches.model, input.adjust, caches.adapted) : caches.model;
  const parsed = (question: string) => caches.parses.parsed(question, scope, index, model, guarded);
  const read = parsed(head);
  const analysis = read.analysis;
  // A copy: settling a tie (ambiguity) reorders it, and the parse is cached.
  const ranked = [...read.ranked];
  const previous = input.previous ?? (carried ? parsed(headOf(carried.previous)).ranked[0]?.candidate.query : undefined);
  const given = await givenReading(input, ctx, limits, { analysis, ranked, scope, previous, stale });
  if (given) return given;
  const words = analysis.corrected.length ? [`read ${analysis.corrected.map((c) => c.replace('→', ' as ')).join(', ')}`] : [];
  if (analysis.missing.length > 0) {
    // A figure or attribute the data does not hold: saying so beats a number about something else.
    trace.intent = 'clarify';
    (trace.plan as Record<string, unknown>).missing = analysis.missing;
    return done(notInData(scope, analysis.missing, ranked[0]?.candidate.view.base));
  }
  if (!namesTheData(analysis) || ranked.length === 0) {
    (trace.plan as Record<string, unknown>).analysis = { mentions: analysis.mentions.length, wh: analysis.wh };
    // Say what was not found, in the question's own words: "average time on page" is not in the data.
    const unknown = unexplainedWords(
      analysis,
      (w) => isGeneralWord(w) || STOPWORDS.has(w),
      (w) => KEYWORDS.has(w) || STOPWORDS.has(w),
    ).slice(0, 3);
    if (unknown.length) return done(notInData(scope, unknown));
    return done(clarification(scope, 'I could not match that question to the data.', words));
  }
  const unsure = ambiguity(analysis, ranked);
  if (unsure) {
    trace.intent = 'clarify';
    return done(
      clarification(
        scope,
        `Your question is ambiguous: "${unsure.word}" could mean ${unsure.options.join(' or ')}; say which.`,
        words,
        ranked[0]!.candidate.view.base,
      ),
      [],
      undefined,
      optionsOf(ranked, scope, input.exposure),
    );
  }
  const found = await firstAnswer(ranked, input, ctx, scope, limits, trace);
  if (!found || 'failed' in found) {
    const best = ranked[0]!;
    const plan = resolveQuery(best.candidate.query, scope);
    const said = [...words, ...understood(best.candidate.query, plan, input.exposure)];
    const where = whereWords(best.candidate.query.filters, plan, input.exposure);
    // Below full, "nothing matches" would tell an empty set from a small one: both read as too few.
    if (!found && input.exposure !== 'full') return done(tooFew(plan.base.name, where, input.exposure));
    const why = found?.failed ?? `No ${plan.base.name} records match${where}, so there is no value to report.`;
    return done(clarification(scope, why, said, plan.base));
  }
  const q = found.query;
  const confidence = confidenceOf(ranked, found.ranked);
  if (confidence < (caches.model.refuse_below ?? 0)) {
    // The model doubts its own reading: saying so beats answering another question.
    trace.intent = 'clarify';
    trace.confidence = confidence;
    const said = [...words, ...understood(q, found.plan, input.exposure)];
    const offered = optionsOf([found.ranked, ...ranked], scope, input.exposure);
    return done(clarification(scope, doubted(found.ranked, ranked, scope, input.exposure), said, found.plan.base), [], undefined, offered);
  }
  trace.confidence = confidence;
  // Two readings scored alike that give different answers: asked back, with both offered, never guessed.
  const rival = await closeRival(found, ranked, input, ctx, scope, limits);
  if (rival) {
    trace.intent = 'clarify';
    const said = [...words, ...understood(q, found.plan, input.exposure)];
    const offered = optionsOf([found.ranked, rival], scope, input.exposure);
    return done(clarification(scope, doubted(found.ranked, [rival], scope, input.exposure), said, found.plan.base), [], undefined, offered);
  }
  const answered = { reading: found.ranked.candidate.query, query: q, plan: found.plan, rows: found.rows, answer: found.answer };
  return presentAnswered(answered, input, ctx, scope, trace, limits, {
    op: found.ranked.candidate.op,
    words,
    unit: unitFor(analysis, q, found.plan),
    // Flagged, not silently used: the verified reading's columns are not in these specs.
    ...(stale.length
      ? { shown: ['a verified question like this one does not fit the data you can read (a column it read is gone or hidden), so it was read on its own'] }
      : {}),
  });
}

/** A query without its figure (its measures): two readings equal but for it differ in the figure only. */
function figureless(q: StructuredQuery): string {
  const { measures: _m, measure: _one, ...rest } = q as StructuredQuery & { measures?: unknown; measure?: unknown };
  return JSON.stringify(rest);
}

/** Scores closer than this are readings the model cannot tell apart (e^0.1: one about 1.1 times as likely as the other). */
const CLOSE = 0.1;

/**
 * The best other reading when it scores within CLOSE of the one that answered and, run, answers
 * differently (two readings that agree are no choice); undefined otherwise. Costs one more query, on
 * the few questions whose readings tie.
 */
async function closeRival(
  found: Tried,
  ranked: Ranked[],
  input: AgentInput,
  ctx: AgentContext,
  scope: SpecScope,
  limits: ToolLimits,
): Promise<Ranked | undefined> {
  const own = JSON.stringify(found.ranked.candidate.query);
  const rival = ranked.find((r) => JSON.stringify(r.candidate.query) !== own);
  if (!rival || found.ranked.score - rival.score >= CLOSE) return undefined;
  // Only a choice of figure over the same rows and grouping ("the total revenue per month, or the average"):
  // readings that differ in what they select or how they group are weighed by the model, not asked back.
  if (figureless(rival.candidate.query) !== figureless(found.ranked.candidate.query)) return undefined;
  try {
    const query = withContext(rival.candidate.query, scope, input.exposure);
    const result = await runQuery(dataPlaneOf(ctx), query, scope, limits);
    const answer = answerOf(query, result.sql.shape, result.rows);
    if (!evaluate(answer).ok) return undefined;
    return JSON.stringify(answer.values) === JSON.stringify(found.answer.values) ? undefined : rival;
  } catch (err) {
    if (err instanceof QueryFailedError || err instanceof InvalidQueryError) return undefined;
    throw err;
  }
}

/**
 * The refusal of a reading the model doubts names it and the next reading it weighed, in words
 * (issue 22: a refusal says between what it could not choose).
 */
function doubted(best: Ranked, ranked: Ranked[], scope: SpecScope, exposure: Exposure): string {
  const own = JSON.stringify(best.candidate.query);
  const readingOf = (r: Ranked) => readingWords(r, scope, exposure);
  const next = ranked.find((r) => r !== best && JSON.stringify(r.candidate.query) !== own);
  let other: string | undefined;
  try {
    other = next ? readingOf(next) : undefined;
  } catch {
    other = undefined;
  }
  const first = readingOf(best);
  return other
    ? `I am not confident I understood the question: it could mean ${first}, or ${other}. Say which, or ask it in other words.`
    : 'I am not confident I understood the question, so I would rather not guess.';
}
