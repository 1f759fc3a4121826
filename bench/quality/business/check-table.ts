/**
 * Checks one table's questions WITHOUT asking the agent: the table generates, its questions compute
 * (a ranking with a tie throws), each expectation accepts an answer written from it, the counts per
 * kind, and (SEED=1) the table seeded through the product with its columns as the spec build typed them.
 *
 *   TABLE=<key> node --import tsx bench/quality/business/check-table.ts
 *   TABLE=<key> SEED=1 node --import tsx bench/quality/business/check-table.ts
 */
import { checkAnswer, idealAnswer } from '../check-answer.js';
import { createPgliteDb } from '../../../src/db/db.js';
import { KINDS } from './ask.js';
import { businessTables, TABLE_KEYS, type TableKey } from './data.js';
import { seedBusinessSpecs } from './fixture.js';
import { businessQuestionSet } from './questions.js';

const key = process.env.TABLE as TableKey;
if (!(TABLE_KEYS as readonly string[]).includes(key)) throw new Error(`TABLE must be one of ${TABLE_KEYS.join(', ')}`);

const t = businessTables()[key];
console.log(`${key}: ${t.rows.length} rows, headers ${t.headers.join(' | ')}`);
console.log(t.csv.split('\n').slice(0, 4).join('\n'));
const qs = businessQuestionSet().filter((q) => q.table === key);
let bad = 0;
for (const q of qs) {
  const why = checkAnswer(idealAnswer(q.expect), q.expect);
  if (why !== null) {
    bad++;
    console.log(`✗ ${q.id} ${q.q}: the ideal answer fails: ${why}`);
  }
  if (process.env.VERBOSE === '1') console.log(`${q.id} [${q.kind}] ${q.q}\n    ${JSON.stringify(q.expect).slice(0, 300)}`);
}
console.log(`${qs.length} questions; by kind: ${KINDS.map((k) => `${k} ${qs.filter((q) => q.kind === k).length}`).join(', ')}`);
if (new Set(qs.map((q) => q.q.toLowerCase())).size !== qs.length) console.log('✗ a question is asked twice');
if (bad) process.exitCode = 1;

if (process.env.SEED === '1') {
  const db = createPgliteDb();
  try {
    const { tables } = await seedBusinessSpecs(db, [key]);
    for (const m of tables[key].doc.modules) {
      console.log(`\nmodule "${m.name}", ${m.row_count} of ${t.rows.length} rows`);
      for (const c of m.columns)
        console.log(
          `  ${c.name.padEnd(24)} ${c.type.padEnd(9)} ${c.role.padEnd(10)} label "${c.label}", distinct ${c.stats.distinct_count}, nulls ${(100 * c.stats.null_share).toFixed(1)}%`,
        );
    }
  } finally {
    await db.close();
  }
}
