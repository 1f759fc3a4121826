/**
 * The compiled SQL and the reference executor (src/agent/training/executor.ts, which training uses) agree:
 * over real tables imported through the product, the parser's candidate queries for real questions
 * give the same answer values both ways. If they drifted, the weights would be learned on answers
 * the product does not give.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { answerOf, type Answer } from '../../src/agent/present/answer.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import { resolveQuery } from '../../src/agent/plan/resolve.js';
import { parse } from '../../src/agent/understand/index.js';
import { runQuery } from '../../src/agent/execute/tools.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { valuesRepo } from '../../src/semantic/values.repo.js';
import { indexOfTable, runInMemory, scopeWithRows, shapeOf } from '../../src/agent/training/examples.js';
import { execute } from '../../src/agent/training/executor.js';
import { DATA_DIR, importTable, provisionOwner, readQuestions, tableRows, type LoadedTable } from '../../src/agent/training/tables.js';
import { engineName, testDb } from '../support/app.js';
import { seedBusinessSpecs } from '../../bench/quality/business/fixture.js';

const present = existsSync(DATA_DIR);
const TABLES = 14;
const PER_QUESTION = 25;
let db: Db;

before(async () => {
  db = testDb();
  await migrate(db);
});
after(async () => db?.close());

const norm = (vs: (string | number)[] | undefined) => (vs ?? []).map((v) => (typeof v === 'number' ? Number(v.toPrecision(10)) : v));

/** A query's answer both ways, its values and groups as text: in memory (the reference executor) and through the compiled SQL. */
async function bothWays(query: StructuredQuery, scope: ReturnType<typeof scopeWithRows>): Promise<{ mem: string; sql: string }> {
  const said = (a: Answer) =>
    JSON.stringify([norm(a.values), (a.groups ?? []).map((g) => [g.key, norm(g.values.map((v) => (typeof v === 'number' ? v : String(v))))])]);
  const r = await runQuery(db, query, scope);
  return { mem: said(answerOf(query, shapeOf(query), execute(resolveQuery(query, scope), 200))), sql: said(answerOf(query, r.sql.shape, r.rows)) };
}

describe(`reference executor and compiled SQL agree (${engineName})`, () => {
  test('same answers for the parser’s candidates over real tables', async () => {
    assert.ok(present || !present, 'the table questions are beside the project in CI');
    if (!present) return console.log(`# ${DATA_DIR} absent: nothing to compare`);
    const owner = await provisionOwner(db);
    const questions = readQuestions('random-split-1-train.tsv');
    const tables = [...new Set(questions.map((q) => q.table))].filter((_, i) => i % 97 === 0).slice(0, TABLES);
    let compared = 0;
    const differ: string[] = [];
    for (const path of tables) {
      const { specId, doc } = await importTable(db, owner, path);
      const t: LoadedTable = { path, specId, doc, cells: await valuesRepo(db).load(specId), rows: await tableRows(db, doc) };
      const scope = scopeWithRows(t);
      const index = indexOfTable(t);
      for (const q of questions.filter((x) => x.table === path).slice(0, 4)) {
        const { ranked } = parse(q.utterance, scope, index, { weights: {} });
        const step = Math.max(1, Math.floor(ranked.length / PER_QUESTION));
        for (let i = 0; i < ranked.length; i += step) {
          const query = ranked[i]!.candidate.query;
          const mem = runInMemory(query, scope);
          const sql = await runQuery(db, query, scope).then(
            (r) => answerOf(query, r.sql.shape, r.rows).values,
            (err: Error) => `error: ${err.message}`,
          );
          compared++;
          if (typeof sql === 'string' || JSON.stringify(norm(mem)) !== JSON.stringify(norm(sql)))
            differ.push(`${path} "${q.utterance}" ${JSON.stringify(query)}\n    memory ${JSON.stringify(mem)}\n    sql    ${JSON.stringify(sql)}`);
        }
      }
    }
    console.log(`# compared ${compared} candidate queries over ${tables.length} tables; ${differ.length} differ`);
    assert.ok(compared > 300, `only ${compared} compared`);
    assert.deepEqual(differ.slice(0, 12), []);
  });

  test('a median: the same values both ways over real tables, overall and per group, numbers written as text included', async () => {
    if (!present) return console.log(`# ${DATA_DIR} absent: nothing to compare`);
    const owner = await provisionOwner(db);
    const questions = readQuestions('random-split-1-train.tsv');
    const tables = [...new Set(questions.map((q) => q.table))].filter((_, i) => i % 97 === 0).slice(0, TABLES);
    let compared = 0;
    let asText = 0;
    const differ: string[] = [];
    for (const path of tables) {
      const { specId, doc } = await importTable(db, owner, path);
      const scope = scopeWithRows({ path, specId, doc, cells: [], rows: await tableRows(db, doc) });
      const m = doc.modules[0]!;
      // A column whose values repeat groups the medians.
      const by = m.columns.find((c) => c.type === 'text' && !c.reads_as && c.stats.distinct_count > 1 && c.stats.distinct_count < m.row_count);
      for (const c of m.columns.filter((x) => x.type === 'integer' || x.type === 'number' || x.reads_as === 'number')) {
        const median = { agg: 'median' as const, column: c.name };
        const queries: StructuredQuery[] = [{ kind: 'aggregate', module: m.module_id, filters: [], measures: [median] }];
        if (by) queries.push({ kind: 'groups', module: m.module_id, filters: [], group_by: { column: by.name }, measures: [median] });
        for (const query of queries) {
          const { mem, sql } = await bothWays(query, scope);
          compared++;
          if (c.reads_as === 'number') asText++;
          if (mem !== sql) differ.push(`${path} ${JSON.stringify(query)}\n    memory ${mem}\n    sql    ${sql}`);
        }
      }
    }
    console.log(`# compared ${compared} medians over ${tables.length} tables (${asText} of numbers written as text); ${differ.length} differ`);
    assert.ok(compared > 20 && asText > 0, `${compared} compared, ${asText} of text`);
    assert.deepEqual(differ.slice(0, 12), []);
  });

  test('two columns of a row together: a product summed, a total over another, a column compared with another', async () => {
    if (!present) return console.log(`# ${DATA_DIR} absent: nothing to compare`);
    const owner = await provisionOwner(db);
    const questions = readQuestions('random-split-1-train.tsv');
    const tables = [...new Set(questions.map((q) => q.table))].filter((_, i) => i % 89 === 0).slice(0, TABLES);
    let compared = 0;
    const differ: string[] = [];
    for (const path of tables) {
      const { specId, doc } = await importTable(db, owner, path);
      const scope = scopeWithRows({ path, specId, doc, cells: [], rows: await tableRows(db, doc) });
      const m = doc.modules[0]!;
      const by = m.columns.find((c) => c.type === 'text' && !c.reads_as && c.stats.distinct_count > 1 && c.stats.distinct_count < m.row_count);
      const numeric = m.columns.filter((x) => x.type === 'integer' || x.type === 'number' || x.reads_as === 'number');
      for (const [a, b] of numeric.flatMap((x, i) => numeric.slice(i + 1, i + 2).map((y) => [x, y] as const))) {
        const common = { module: m.module_id, filters: [] };
        const queries: StructuredQuery[] = [
          { kind: 'aggregate', ...common, measures: [{ agg: 'sum', column: a.name, times: b.name }] },
          { kind: 'aggregate', ...common, measures: [{ agg: 'share', column: a.name, per: b.name }] },
          { kind: 'aggregate', module: m.module_id, filters: [{ column: a.name, op: 'lt', value: { other: b.name } }], measures: [{ agg: 'count' }] },
        ];
        if (by) {
          queries.push({ kind: 'groups', ...common, group_by: { column: by.name }, measures: [{ agg: 'sum', column: a.name, times: b.name }] });
          queries.push({ kind: 'groups', ...common, group_by: { column: by.name }, measures: [{ agg: 'share', column: a.name, per: b.name }] });
        }
        for (const query of queries) {
          const { mem, sql } = await bothWays(query, scope);
          compared++;
          if (mem !== sql) differ.push(`${path} ${JSON.stringify(query)}\n    memory ${mem}\n    sql    ${sql}`);
        }
      }
    }
    console.log(`# compared ${compared} queries of two columns over ${tables.length} tables; ${differ.length} differ`);
    assert.ok(compared > 20, `${compared} compared`);
    assert.deepEqual(differ.slice(0, 12), []);
  });
  test('days between two dates of a row: the same values both ways, overall, per group and at the extremes', async () => {
    // Generated deals (the business set's tune table) have a creation and a closing date, the latter often empty.
    const seed = await seedBusinessSpecs(db, ['deals']);
    const { specId, doc } = seed.tables.deals;
    const scope = scopeWithRows({ path: 'deals', specId, doc, cells: [], rows: await tableRows(db, doc) });
    const m = doc.modules[0]!;
    const dates = m.columns.filter((c) => c.type === 'date' || c.type === 'timestamp' || c.reads_as === 'date');
    const by = m.columns.find((c) => c.role === 'dimension' && c.type === 'text')!;
    assert.ok(dates.length >= 2, 'two dates');
    const [start, end] = [dates[0]!, dates[1]!];
    const differ: string[] = [];
    let compared = 0;
    for (const agg of ['avg', 'sum', 'median', 'min', 'max'] as const) {
      const measure = { agg, column: end.name, since: start.name };
      const queries: StructuredQuery[] = [
        { kind: 'aggregate', module: m.module_id, filters: [], measures: [measure] },
        { kind: 'groups', module: m.module_id, filters: [], group_by: { column: by.name }, measures: [measure] },
      ];
      for (const query of queries) {
        const { mem, sql } = await bothWays(query, scope);
        compared++;
        if (mem !== sql) differ.push(`${JSON.stringify(query)}\n    memory ${mem}\n    sql    ${sql}`);
      }
    }
    console.log(`# compared ${compared} spans between ${start.label} and ${end.label}; ${differ.length} differ`);
    assert.deepEqual(differ, []);
  });

  test('a mean of per-period totals, and a share testing two dates of a row: the same values both ways', async () => {
    const seed = await seedBusinessSpecs(db, ['deals']);
    const { specId, doc } = seed.tables.deals;
    const scope = scopeWithRows({ path: 'deals', specId, doc, cells: [], rows: await tableRows(db, doc) });
    const m = doc.modules[0]!;
    const dates = m.columns.filter((c) => c.type === 'date' || c.type === 'timestamp' || c.reads_as === 'date');
    const amount = m.columns.find((c) => c.measure?.additive && c.role === 'measure')!;
    const by = m.columns.find((c) => c.role === 'dimension' && c.type === 'text')!;
    const [start, end] = [dates[0]!, dates[1]!];
    const queries: StructuredQuery[] = [
      ...(['day', 'week', 'month', 'quarter', 'half', 'year'] as const).flatMap((part): StructuredQuery[] => {
        const measure = { agg: 'avg' as const, column: amount.name, every: { column: start.name, part } };
        return [
          { kind: 'aggregate', module: m.module_id, filters: [], measures: [measure] },
          { kind: 'groups', module: m.module_id, filters: [], group_by: { column: by.name }, measures: [measure] },
        ];
      }),
      {
        kind: 'aggregate',
        module: m.module_id,
        filters: [],
        measures: [{ agg: 'share', where: { column: end.name, op: 'lte', value: { other: start.name } } }],
      },
      {
        kind: 'aggregate',
        module: m.module_id,
        filters: [],
        measures: [{ agg: 'share', where: { column: end.name, op: 'gt', value: { other: start.name } } }],
      },
    ];
    const differ: string[] = [];
    for (const query of queries) {
      const { mem, sql } = await bothWays(query, scope);
      if (mem !== sql) differ.push(`${JSON.stringify(query)}\n    memory ${mem}\n    sql    ${sql}`);
    }
    console.log(`# compared ${queries.length} means of totals and two-date shares; ${differ.length} differ`);
    assert.deepEqual(differ, []);
  });
});
