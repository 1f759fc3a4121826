/**
 * `npm start`: serves the last build when nothing it is built from has changed since, else builds
 * first (the server's TypeScript and the web app) and records what it was built from. A second start
 * with nothing changed skips the 20-odd seconds of compiling. The server runs in this process, so
 * signals reach it directly (graceful shutdown, src/shutdown.ts).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(root, 'dist', '.built-from');
const SERVER = join(root, 'dist', 'src', 'server.js');
/** What a build reads: sources, migrations, the web app and every configuration of the two compilers. */
const INPUTS = ['src', 'migrations', 'web', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

function files(path) {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return [];
  if (!s.isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'dist' && !name.startsWith('.'))
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const f of INPUTS.flatMap((p) => files(join(root, p)))) hash.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex');
}

const current = fingerprint();
const built = existsSync(SERVER) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built !== current) {
  console.log(built ? 'sources changed since the last build: building' : 'no build yet: building');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
}
await import(pathToFileURL(SERVER).href);
