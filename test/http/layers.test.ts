import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Layers where they belong: routes and services speak to the database only through repositories
 * (and the agent through its compiler), so that every SQL text of a domain lives in its *.repo.ts.
 */
const root = join(import.meta.dirname, '..', '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

test('no route or service file runs SQL itself', () => {
  const offenders: string[] = [];
  for (const file of files(root).filter((f) => /\.(routes|service)\.ts$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    // A database call (db.query, tx.exec, …) or an SQL statement in a string.
    const sql = /\b(?:db|tx|q|deps\.db)\.(?:query|exec)\s*[<(]|[`'"]\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER)\s/;
    text.split('\n').forEach((line, i) => {
      if (sql.test(line)) offenders.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(offenders, []);
});

/**
 * The imports a module needs when it runs. Type-only imports are erased by the compiler, and the agent's
 * registry needs them both ways (the query schema is the union of the operations' schemas, and each
 * operation is written against the plan's types); a cycle of values is what breaks the load order.
 */
function runtimeImports(file: string, text: string): string[] {
  const statements = text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from '(\.[^']+)'/gms);
  return [...statements]
    .filter(([, names]) => !/^\{\s*(?:type\s+\w+(?:\s+as\s+\w+)?\s*,?\s*)+\}$/.test(names!))
    .map(([, , path]) => join(file, '..', path!.replace(/\.js$/, '.ts')));
}

test('a type-only import is told apart from one that runs', () => {
  const deps = (text: string) => runtimeImports('/src/a.ts', text).map((f) => f.slice('/src/'.length));
  assert.deepEqual(deps("import type { A } from './x.js';\nexport type { B } from './y.js';\nimport { type C, type D as E } from './z.js';"), []);
  assert.deepEqual(deps("import { type A, b } from './x.js';\nexport * from './y.js';\nimport {\n  c,\n  d,\n} from './z.js';"), ['x.ts', 'y.ts', 'z.ts']);
});

test('no module imports one that imports it back when it runs (no import cycle in src)', () => {
  const graph = new Map<string, string[]>();
  for (const file of files(root).filter((f) => f.endsWith('.ts'))) graph.set(file, runtimeImports(file, readFileSync(file, 'utf8')));
  // Depth-first search with the path on a stack: meeting a node of the path again is a cycle.
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    if (path.includes(node)) {
      cycles.push([...path.slice(path.indexOf(node)), node].map((f) => f.slice(root.length + 1)).join(' → '));
      return;
    }
    if (done.has(node) || !graph.has(node)) return;
    for (const next of graph.get(node)!) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  assert.deepEqual(cycles, []);
});
