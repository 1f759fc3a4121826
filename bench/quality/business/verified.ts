/**
 * What verified questions are worth (issue 25, item 4): the business set's figure on four fifths of
 * its questions, before and after a customer verifies the other fifth.
 *
 *   npm run bench:verified                      # all twenty-one tables, embedded PGlite
 *   HALF=measure npm run bench:verified          # one half's tables only
 *   DATABASE_URL=postgres://… npm run bench:verified
 *
 * Per table, every fifth question (the 1st, 6th, 11th …) is the verified fifth; the others are measured.
 * The verifier acts as a user of the portal would: of the readings the parser proposes for the
 * question (the ranked candidates, best first, as the clarification's options and "How this was
 * answered" offer them), the first whose answer is right is verified — through the product's own
 * verified-questions service, which stores it and adapts the parser to the project; then the check
 * list reruns each project's verified questions (relearning the adaptation from all of them). A
 * question with no right reading among the first READINGS_TRIED stays unverified. The measured four
 * fifths are asked before and after, of the same specs, with the project's verified questions and
 * adaptation as inference passes them (exact and same-shape matches included). Nothing here changes
 * the parser's shipped model; the measured questions are never verified.
 */
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { agentCaches, createAgent } from '../../../src/agent/agent.js';
import type { AgentInput } from '../../../src/agent/types.js';
import { parse } from '../../../src/agent/understand/index.js';
import { scopeOf } from '../../../src/agent/plan/spec-index.js';
import type { StructuredQuery } from '../../../src/agent/plan/query.js';
import { queryKey } from '../../../src/agent/verified.js';
import { auditLog } from '../../../src/audit/audit.log.js';
import { systemClock } from '../../../src/clock.js';
import { createPgliteDb, createPostgresDb, type Db } from '../../../src/db/db.js';
import { migrate } from '../../../src/db/migrate.js';
import { historyService } from '../../../src/inference/history.service.js';
import { verifiedService } from '../../../src/verified/verified.service.js';
import { checkAnswer } from '../check-answer.js';
import { TABLE_KEYS, type TableKey } from './data.js';
import { seedBusinessSpecs } from './fixture.js';
import { type BusinessQuestion, businessQuestionSet, type Half, halfOf, SPLIT } from './questions.js';

/** Readings of a question a verifier looks through at most for the right one. */
const READINGS_TRIED = 12;

function selected(): BusinessQuestion[] {
  const half = process.env.HALF ?? 'all';
  if (half !== 'all' && !(half in SPLIT)) throw new Error(`HALF must be tune, measure or all, not ${half}`);
  const table = process.env.TABLE;
  if (table && !(TABLE_KEYS as readonly string[]).includes(table)) throw new Error(`TABLE must be one of ${TABLE_KEYS.join(', ')}`);
  return businessQuestionSet().filter((q) => (half === 'all' || halfOf(q.table) === half) && (!table || q.table === table));
}

const pct = (ok: number, n: number) => `${String(ok).padStart(3)}/${String(n).padEnd(3)} = ${((100 * ok) / Math.max(1, n)).toFixed(1)}%`;

async function main(): Promise<void> {
  const questions = selected();
  const url = process.env.DATABASE_URL;
  const db: Db = url ? createPostgresDb(url, { max: 4 }) : createPgliteDb();
  try {
    await migrate(db);
    const t0 = Date.now();
    const tables = [...new Set(questions.map((q) => q.table))] as TableKey[];
    const seed = await seedBusinessSpecs(db, tables);
    console.log(`${tables.length} tables seeded through the product in ${((Date.now() - t0) / 1000).toFixed(1)} s (${url ? 'postgres' : 'pglite'})`);
    const { rows } = await db.query<{ id: string; username: string }>("SELECT id, username FROM users WHERE customer_id = $1 AND kind = 'owner'", [
      seed.customerId,
    ]);
    const owner = { userId: rows[0]!.id, username: rows[0]!.username, customerId: seed.customerId };
    const caches = agentCaches();
    const agent = createAgent(undefined, caches);
    const verified = verifiedService({
      caches,
      db,
      agent,
      audit: auditLog({}),
      clock: systemClock,
      earlier: historyService({ db, clock: systemClock, retentionDays: 90 }),
    });
    const ctx = { db };
    const specsOf = (q: BusinessQuestion) => [{ id: seed.tables[q.table].specId, doc: seed.tables[q.table].doc }];

    // Per table: every fifth question verified, the others measured.
    const position = new Map<string, number>();
    const fifth: BusinessQuestion[] = [];
    const measured: BusinessQuestion[] = [];
    for (const q of questions) {
      const i = position.get(q.table) ?? 0;
      position.set(q.table, i + 1);
      (i % 5 === 0 ? fifth : measured).push(q);
    }

    const ask = async (q: BusinessQuestion, extra: Pick<AgentInput, 'verified' | 'adjust'> = {}) => {
      const out = await agent.answer({ prompt: q.q, specs: specsOf(q), exposure: 'full', ...extra }, ctx);
      return { ok: checkAnswer(out.result, q.expect) === null, verified: out.verified !== undefined };
    };
    const t1 = Date.now();
    const before = new Map<string, boolean>();
    for (const q of measured) before.set(q.id, (await ask(q)).ok);

    // The verifier: the first of the parser's readings whose answer is right.
    let verifiedCount = 0;
    let firstRight = 0;
    for (const q of fifth) {
      const specs = specsOf(q);
      const scope = scopeOf(specs);
      const { ranked } = parse(q.q, scope, await caches.valueIndexes.load(db, scope), caches.model);
      const seen = new Set<string>();
      let right: StructuredQuery | undefined;
      for (const r of ranked) {
        const key = queryKey(r.candidate.query);
        if (seen.has(key)) continue;
        seen.add(key);
        if (seen.size > READINGS_TRIED) break;
        const out = await agent.answer({ prompt: q.q, specs, exposure: 'full', reading: r.candidate.query }, ctx);
        if (checkAnswer(out.result, q.expect) === null) {
          right = r.candidate.query;
          if (seen.size === 1) firstRight++;
          break;
        }
      }
      if (!right) continue;
      await verified.saveReading(owner, { specId: seed.tables[q.table].specId, question: q.q, reading: right, correlationId: randomUUID() });
      if (process.env.VERBOSE === '1' && seen.size > 1) console.log(`  verified as reading ${seen.size}: ${q.id} [${q.table}] ${q.q}`);
      verifiedCount++;
    }
    // The check list reruns each project's verified questions on its spec and relearns the adaptation from all of them.
    let checked = 0;
    let passed = 0;
    for (const table of tables) {
      const { projectId, specId } = seed.tables[table];
      const list = await verified.check(owner, projectId, specId);
      const figure = list.specs.find((s) => s.spec_id === specId)?.checked;
      checked += figure?.total ?? 0;
      passed += figure?.passed ?? 0;
    }

    const after = new Map<string, { ok: boolean; verified: boolean }>();
    for (const q of measured) {
      const extra = await verified.forProjects(seed.customerId, [seed.tables[q.table].projectId]);
      after.set(q.id, await ask(q, extra));
    }

    const cpu = cpus();
    console.log(
      `\nmachine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${url ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(
      `verified fifth: ${verifiedCount} of ${fifth.length} questions verified (${firstRight} already read right, ${verifiedCount - firstRight} chosen among the next readings)`,
    );
    console.log(`check list: ${passed} of ${checked} verified questions read as verified by the adapted parser alone`);
    console.log('\nthe other four fifths, full exposure   before            after');
    for (const half of ['tune', 'measure', 'all'] as (Half | 'all')[]) {
      const qs = measured.filter((q) => half === 'all' || halfOf(q.table) === half);
      if (qs.length === 0) continue;
      const b = qs.filter((q) => before.get(q.id)).length;
      const a = qs.filter((q) => after.get(q.id)?.ok).length;
      console.log(`  ${half.padEnd(34)} ${pct(b, qs.length).padEnd(17)} ${pct(a, qs.length)}`);
    }
    const gained = measured.filter((q) => !before.get(q.id) && after.get(q.id)?.ok).length;
    const lost = measured.filter((q) => before.get(q.id) && !after.get(q.id)?.ok).length;
    const matched = measured.filter((q) => after.get(q.id)?.verified).length;
    if (process.env.VERBOSE === '1')
      for (const q of measured) if (before.get(q.id) !== after.get(q.id)?.ok) console.log(`  ${after.get(q.id)?.ok ? '+' : '-'} ${q.id} [${q.table}] ${q.q}`);
    console.log(`\n  right after only: ${gained}; right before only: ${lost}; answered by a verified question's reading (same shape): ${matched}`);
    console.log(`\n${measured.length * 2 + fifth.length} questions asked, ${verifiedCount} verified, in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
}

await main();
