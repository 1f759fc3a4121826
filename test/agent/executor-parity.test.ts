/**
 * The compiled SQL and the reference executor (src/agent/training/executor.ts, which training uses) agree:
 * over real tables imported through the product, the parser's candidate queries for real questions
 * give the same answer values both ways. If they drifted, the weights would be learned on answers
 * the product does not give.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { answerOf } from '../../src/agent/present/answer.js';
import { parse } from '../../src/agent/understand/index.js';
import { runQuery } from '../../src/agent/execute/tools.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { valuesRepo } from '../../src/semantic/values.repo.js';
import { indexOfTable, runInMemory, scopeWithRows } from '../../src/agent/training/examples.js';
import { DATA_DIR, importTable, provisionOwner, readQuestions, tableRows, type LoadedTable } from '../../src/agent/training/tables.js';
import { engineName, testDb } from '../support/app.js';

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
});
