/** Runs every benchmark in turn (npm run bench); each prints its own figures and ratios. */
import { spawnSync } from 'node:child_process';

for (const script of ['bench/import.ts', 'bench/infer.ts', 'bench/load.ts', 'bench/quality/run.ts']) {
  console.log(`\n=== ${script}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
