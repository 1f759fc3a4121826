/**
 * Proves the analytics fixture loads: seeds the twenty-six tables on an in-memory PGlite through the
 * product's services and prints each table's module columns (name, type, role, reads_as, label).
 *
 *   node --import tsx bench/quality/analytics/smoke.ts
 */
import { createPgliteDb } from '../../../src/db/db.js';
import { seedAnalyticsSpecs } from './fixture.js';

const db = createPgliteDb();
const started = Date.now();
try {
  const { specs } = await seedAnalyticsSpecs(db);
  for (const s of specs) {
    for (const m of s.doc.modules) {
      console.log(`\n${s.table}: module "${m.name}", ${m.row_count} rows, spec ${s.specId}`);
      for (const c of m.columns) {
        const extra = [
          c.reads_as ? `reads_as ${c.reads_as}` : '',
          c.label !== c.name ? `label "${c.label}"` : '',
          c.value_synonyms ? `values ${JSON.stringify(c.value_synonyms)}` : '',
          `distinct ${c.stats.distinct_count}`,
          c.stats.null_share > 0 ? `nulls ${(100 * c.stats.null_share).toFixed(1)}%` : '',
          c.stats.min !== null ? `min ${c.stats.min} max ${c.stats.max}` : '',
        ].filter(Boolean);
        console.log(`  ${c.name.padEnd(32)} ${c.type.padEnd(9)} ${c.role.padEnd(10)} ${extra.join(', ')}`);
      }
    }
  }
  console.log(`\n${specs.length} specs seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
