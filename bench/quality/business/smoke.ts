/**
 * Proves the business fixture loads, WITHOUT asking the agent anything: seeds the twenty-one tables on an
 * in-memory PGlite through the product's services and prints each module's columns as the spec build
 * typed them (name, type, role, reads_as, label, distinct values, nulls, range).
 *
 *   node --import tsx bench/quality/business/smoke.ts
 */
import { createPgliteDb } from '../../../src/db/db.js';
import { businessTables } from './data.js';
import { seedBusinessSpecs } from './fixture.js';

const db = createPgliteDb();
const started = Date.now();
try {
  const { tables } = await seedBusinessSpecs(db);
  for (const s of Object.values(tables)) {
    for (const m of s.doc.modules) {
      console.log(`\n${s.table}: module "${m.name}", ${m.row_count} of ${businessTables()[s.table].rows.length} rows, spec ${s.specId}`);
      for (const c of m.columns) {
        const extra = [
          c.reads_as ? `reads_as ${c.reads_as}` : '',
          c.label !== c.name ? `label "${c.label}"` : '',
          `distinct ${c.stats.distinct_count}`,
          c.stats.null_share > 0 ? `nulls ${(100 * c.stats.null_share).toFixed(1)}%` : '',
          c.stats.min !== null ? `min ${c.stats.min} max ${c.stats.max}` : '',
        ].filter(Boolean);
        console.log(`  ${c.name.padEnd(22)} ${c.type.padEnd(9)} ${c.role.padEnd(10)} ${extra.join(', ')}`);
      }
    }
  }
  console.log(`\n${Object.keys(tables).length} specs seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
