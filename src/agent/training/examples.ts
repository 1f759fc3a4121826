/**
 * Training examples: for each question, every candidate the parser generates with its features and
 * whether its answer is right (executed in memory with the reference executor, judged with the
 * question file's evaluator). Also the figures of what the candidates can reach at best (oracle).
 */
import { answerOf, type AnswerValue } from '../present/answer.js';
import { parse } from '../understand/index.js';
import { indexOf } from '../understand/load-index.js';
import type { Model } from '../understand/model.js';
import { resolveQuery } from '../plan/resolve.js';
import type { Shape } from '../execute/sql.js';
import { scopeOf } from '../plan/spec-index.js';
import type { StructuredQuery } from '../plan/query.js';
import { correct, judge, parseTarget } from './evaluator.js';
import { execute } from './executor.js';
import type { LoadedTable, Question } from './tables.js';

export interface CandidateExample {
  features: Map<string, number>;
  right: boolean;
  /** The result was empty or had no value (the product would fall back to the next candidate). */
  empty: boolean;
  query: StructuredQuery;
  op: string;
  values: AnswerValue[];
  /** Which mentions its filters read: a fallback keeps them (it must not answer a looser question). */
  sig: number;
}

export interface Example {
  question: Question;
  candidates: CandidateExample[];
}

/** The mentions a candidate's filters read, as one number. */
export function signature(c: { uses: { mention: { id: number } }[] }): number {
  return c.uses
    .map((u) => u.mention.id)
    .sort((a, b) => a - b)
    .reduce((h, id) => (h * 31 + id + 1) | 0, 17);
}

export const shapeOf = (q: StructuredQuery): Shape => (q.kind === 'groups' && q.answer === 'count' ? 'group_count' : q.kind);

const ROW_CAP = 200;

/** Runs a query in memory over the table's rows; undefined when it does not resolve. */
export function runInMemory(q: StructuredQuery, scope: ReturnType<typeof scopeOf>): AnswerValue[] | undefined {
  try {
    const plan = resolveQuery(q, scope);
    const rows = execute(plan, ROW_CAP);
    return answerOf(q, shapeOf(q), rows).values;
  } catch {
    return undefined;
  }
}

export function scopeWithRows(t: LoadedTable) {
  const scope = scopeOf([{ id: t.specId, doc: t.doc }]);
  for (const m of scope.modules) (m as unknown as { rows: unknown }).rows = t.rows;
  return scope;
}

export function indexOfTable(t: LoadedTable) {
  return indexOf(
    t.doc.modules,
    t.cells.map((c) => ({ module: c.module_id, column: c.column_name, value: c.value, rows: Number(c.row_count), first: Number(c.first_row) })),
  );
}

/** The examples of one table's questions. */
export function examplesOf(t: LoadedTable, questions: Question[], model: Model): Example[] {
  const scope = scopeWithRows(t);
  const index = indexOfTable(t);
  return questions.map((question) => {
    const gold = parseTarget(question.target).map(judge);
    const { ranked } = parse(question.utterance, scope, index, model);
    const candidates = ranked.map((r) => {
      const values = runInMemory(r.candidate.query, scope);
      return {
        features: r.features,
        right: values !== undefined && correct(gold, values),
        empty: values === undefined || values.length === 0,
        query: r.candidate.query,
        op: r.candidate.op,
        values: values ?? [],
        sig: signature(r.candidate),
      };
    });
    return { question, candidates };
  });
}
