/**
 * Shows how the parser reads questions over the demo spec (or the flights+airports join spec):
 * the analysis, the best candidates with their scores and heaviest features, and the agent's answer.
 *   node --import tsx src/agent/training/explain.ts [--join] [--top=5] "question" ["question" …]
 * A development tool for reading the parser: a change it suggests is a mechanism (a feature, a
 * lexicon entry, a candidate), judged on the held-out fold of training tables and the dev split.
 */
import { createAgent } from '../agent.js';
import { parse } from '../understand/index.js';
import { loadValueIndex } from '../understand/load-index.js';
import { loadModel } from '../understand/model.js';
import { scopeOf } from '../plan/spec-index.js';
import { createPgliteDb } from '../../db/db.js';
import { seedDemoSpec } from '../../../test/agent/fixture/demo.js';

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 5);
const join = args.includes('--join');
const questions = args.filter((a) => !a.startsWith('--'));
const db = createPgliteDb();
const { doc, specId } = join ? await (await import('../../../test/agent/fixture/flights.js')).seedFlightsSpec(db) : await seedDemoSpec(db);
const scope = scopeOf([{ id: specId, doc }]);
const index = await loadValueIndex(db, scope);
const model = loadModel();
const agent = createAgent();
for (const q of questions) {
  const { analysis, ranked } = parse(q, scope, index, model);
  console.log(`\n=== ${q}`);
  console.log(
    'mentions:',
    JSON.stringify(
      analysis.mentions.map((m) => ({
        kind: m.kind,
        w: analysis.tokens
          .slice(m.from, m.to)
          .map((t) => t.text)
          .join(' '),
        ...('column' in m ? { column: m.column } : {}),
        ...('how' in m ? { how: m.how } : {}),
        ...('values' in m ? { values: m.values.slice(0, 3) } : {}),
      })),
    ),
  );
  console.log(`${ranked.length} candidates`);
  for (const r of ranked.slice(0, top)) {
    const feats = [...r.features]
      .map(([k, v]) => [k, v * (model.weights[k] ?? 0)] as const)
      .filter(([, w]) => w !== 0)
      .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
      .slice(0, 12);
    console.log(`  ${r.score.toFixed(2)} ${r.candidate.op} ${JSON.stringify(r.candidate.query)}`);
    console.log(`     ${feats.map(([k, w]) => `${k}=${w.toFixed(2)}`).join('  ')}`);
  }
  const out = await agent.answer({ prompt: q, specs: [{ id: specId, doc }], exposure: 'full' }, { db });
  console.log(`answer: ${out.result.slice(0, 300)}`);
}
await db.close();
