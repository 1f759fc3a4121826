/**
 * Runs one part of the suites, or all of them in one run of Node's test runner (one pass/fail count):
 *   unit  no database and no browser (listed below)
 *   http  the HTTP and integration suites, on PGlite or DATABASE_URL (every other file outside e2e)
 *   e2e   the browser suites in test/e2e (Chromium: scripts/ensure-chromium.sh runs first)
 *   all   the three
 * SKIP_E2E=1 leaves the browser suites out and says so; CI refuses it (every suite runs there).
 * Extra arguments go to the runner, e.g. `npm run test:unit -- --test-name-pattern=flags`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/paths.js';

const UNIT = [
  'test/agent/bounds.test.ts',
  'test/agent/code-shape.test.ts',
  'test/agent/figures.test.ts',
  'test/agent/guard.test.ts',
  'test/agent/parser.test.ts',
  'test/agent/rates.test.ts',
  'test/datasets/parse.test.ts',
  'test/datasets/tablequestions.test.ts',
  'test/http/layers.test.ts',
  'test/inference/audited-prompt.test.ts',
  'test/policies/compile.test.ts',
  'test/policies/rules.test.ts',
  'test/quality/check-answer.test.ts',
  'test/quality/relational-score.test.ts',
  'test/roles/flags.test.ts',
  'test/semantic/layer.test.ts',
  'test/agent/semantic-layer.test.ts',
  'test/agent/verified-form.test.ts',
  'test/setup/ensure-chromium.test.ts',
  'test/web/follow-ups.test.ts',
  'test/web/number-format.test.ts',
  'test/web/reading.test.ts',
];
const PARTS = ['unit', 'http', 'e2e', 'all'] as const;
type Part = (typeof PARTS)[number];

const [part = 'all', ...runnerArgs] = process.argv.slice(2);
if (!PARTS.includes(part as Part)) {
  console.error(`usage: scripts/test.ts ${PARTS.join('|')} [runner options]`);
  process.exit(2);
}

const all = readdirSync(join(projectRoot, 'test'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(projectRoot, 'test', d.name)).map((f) => `test/${d.name}/${f}`))
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
const kind = (f: string): Part => (f.startsWith('test/e2e/') ? 'e2e' : UNIT.includes(f) ? 'unit' : 'http');
let files = all.filter((f) => part === 'all' || kind(f) === part);

if (process.env.SKIP_E2E === '1') {
  if (process.env.CI) {
    console.error('SKIP_E2E=1 is refused in CI: every suite runs there');
    process.exit(1);
  }
  const skipped = files.filter((f) => kind(f) === 'e2e');
  files = files.filter((f) => kind(f) !== 'e2e');
  if (skipped.length > 0) console.log(`SKIP_E2E=1: the ${skipped.length} browser suites (test/e2e) are NOT run`);
}
if (files.length === 0) {
  console.error(`no test file in part ${part}`);
  process.exit(1);
}

const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...runnerArgs, ...files], {
  cwd: projectRoot,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
