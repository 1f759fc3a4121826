import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from '@babel/parser';

/**
 * The shape of src: layers whose arrows all point one way, routes and services without SQL, and no
 * import cycle. No database is needed: this is a unit test (scripts/test.ts UNIT).
 */
const root = join(import.meta.dirname, '..', '..', 'src');
const webRoot = join(import.meta.dirname, '..', '..', 'web', 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * The layers of src, lowest first. A file may import from its own layer and the layers below it,
 * never from one above: the kernel of contracts imports nothing of ours, the domains share the
 * contracts and the platform, the routes call services, and only the composition root (and the
 * tools started beside it) sees everything.
 */
const LAYERS = [
  {
    name: 'contracts',
    holds: 'src/contracts: exposures, column types and roles, the spec document, flags and their rules, ids, account shapes',
    has: (f: string) => f.startsWith('contracts/'),
  },
  {
    name: 'platform',
    holds: 'src/db, src/infra (concurrency slots, rate-limit counters, the bounded map), errors, clock, paths, stored text, the log destination',
    has: (f: string) => /^(db|infra)\//.test(f) || ['clock.ts', 'errors.ts', 'paths.ts', 'stored-text.ts', 'log-destination.ts'].includes(f),
  },
  {
    name: 'domain',
    holds: 'each domain folder’s repositories, schemas, rules and views; the agent; the semantic build',
    has: (f: string) => DOMAINS.includes(f.split('/')[0]!) && f.includes('/'),
  },
  { name: 'services', holds: 'every *.service.ts: what the routes, the CLI and the demo call', has: (f: string) => f.endsWith('.service.ts') },
  {
    name: 'http',
    holds: 'src/http (error handler, validation, rate limit, metrics), every *.routes.ts, the permission gate (auth/gate.ts)',
    has: (f: string) => f.startsWith('http/') || f.endsWith('.routes.ts') || f === 'auth/gate.ts',
  },
  {
    name: 'app',
    holds: 'the composition root and what starts it: app.ts, server.ts, config.ts, shutdown.ts, src/cli, src/demo, src/agent/training',
    has: (f: string) => ['app.ts', 'server.ts', 'config.ts', 'shutdown.ts'].includes(f) || /^(cli|demo|agent\/training)\//.test(f),
  },
] as const;
type Layer = (typeof LAYERS)[number]['name'];

const DOMAINS = [
  'agent',
  'audit',
  'auth',
  'customers',
  'datasets',
  'inference',
  'modules',
  'policies',
  'projects',
  'roles',
  'semantic',
  'users',
  'verified',
  'web',
];

/** A file's layer: the highest that claims it (a *.routes.ts in a domain folder is http, not domain). */
function layerOf(file: string): Layer | undefined {
  for (let i = LAYERS.length - 1; i >= 0; i--) if (LAYERS[i]!.has(file)) return LAYERS[i]!.name;
  return undefined;
}
const rank = (l: Layer) => LAYERS.findIndex((x) => x.name === l);

/**
 * Every module a file names: imports and re-exports (type-only ones too: a type is a dependency of
 * the design even when the compiler erases it), dynamic imports and `import('…')` types.
 */
function importsOf(path: string, text: string): string[] {
  const { program } = parse(text, { sourceType: 'module', plugins: path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'], sourceFilename: path });
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; source?: { value?: unknown }; argument?: { value?: unknown; literal?: { value?: unknown } } };
    if (/^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration|ImportExpression)$/.test(n.type ?? '') && typeof n.source?.value === 'string') {
      found.push(n.source.value);
    }
    if (n.type === 'TSImportType') {
      const value = n.argument?.value ?? n.argument?.literal?.value;
      if (typeof value === 'string') found.push(value);
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') visit(v);
  };
  visit(program);
  return found;
}

interface Edge {
  from: string;
  to: string;
}

/** The imports of src between files of ours, as paths relative to src (a path outside it starts with ../). */
function edgesOfSrc(): Edge[] {
  return files(root)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((file) =>
      importsOf(file, readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => ({ from: relative(root, file), to: relative(root, join(dirname(file), s)).replace(/\.js$/, '.ts') })),
    );
}

/** The imports that run from a layer to a higher one, and those of a file in no layer. */
function upward(edges: Edge[]): string[] {
  const wrong: string[] = [];
  for (const { from, to } of edges) {
    const a = layerOf(from);
    if (!a) {
      wrong.push(`${from} is in no layer (place it in LAYERS)`);
      continue;
    }
    // Outside src: the training tools read the benchmarks' and tests' fixtures; nothing shipped may.
    if (to.startsWith('..')) {
      if (a !== 'app') wrong.push(`${from} (${a}) → ${to} (outside src)`);
      continue;
    }
    const b = layerOf(to);
    if (b && rank(b) > rank(a)) wrong.push(`${from} (${a}) → ${to} (${b})`);
  }
  return [...new Set(wrong)];
}

/** The layers, lowest first, with how many imports each makes into each layer: every arrow points down or sideways. */
function report(edges: Edge[]): string[] {
  const all = files(root)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => relative(root, f));
  const lines = ['Layers of src, lowest first; a file imports from its own layer and those below:'];
  LAYERS.forEach((l, i) => {
    const own = edges.filter((e) => layerOf(e.from) === l.name);
    const into = LAYERS.map((t) => [t.name, own.filter((e) => layerOf(e.to) === t.name).length] as const).filter(([, n]) => n > 0);
    const outside = own.filter((e) => e.to.startsWith('..')).length;
    const arrows = [...into.map(([t, n]) => `${t} ${n}`), ...(outside ? [`outside src ${outside}`] : [])].join(', ') || 'nothing of ours';
    lines.push(`  ${i + 1}. ${l.name} (${all.filter((f) => layerOf(f) === l.name).length} files): ${l.holds}`);
    lines.push(`     imports → ${arrows}`);
  });
  const up = upward(edges);
  lines.push(up.length === 0 ? 'Imports running back up: none' : `Imports running back up (${up.length}):`, ...up.map((u) => `  ${u}`));
  return lines;
}

const diagnose = (t: TestContext, lines: string[]) => lines.forEach((l) => t.diagnostic(l));

test('every file of src is in a layer', () => {
  const unplaced = files(root)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => relative(root, f))
    .filter((f) => !layerOf(f));
  assert.deepEqual(unplaced, []);
});

test('no import runs from a lower layer to a higher one', (t) => {
  const edges = edgesOfSrc();
  assert.ok(edges.length > 1000, `${edges.length} imports read`);
  diagnose(t, report(edges));
  assert.deepEqual(upward(edges), []);
});

test('the layer check fails on an upward import', () => {
  const edges = edgesOfSrc();
  const planted = [
    { from: 'contracts/flags.ts', to: 'roles/roles.repo.ts' },
    { from: 'db/migrate.ts', to: 'users/users.repo.ts' },
    { from: 'agent/agent.ts', to: 'inference/inference.service.ts' },
    { from: 'users/users.service.ts', to: 'auth/gate.ts' },
    { from: 'inference/inference.routes.ts', to: 'app.ts' },
    { from: 'semantic/build.ts', to: '../test/support/app.ts' },
  ];
  assert.deepEqual(upward([...edges, ...planted]), [
    'contracts/flags.ts (contracts) → roles/roles.repo.ts (domain)',
    'db/migrate.ts (platform) → users/users.repo.ts (domain)',
    'agent/agent.ts (domain) → inference/inference.service.ts (services)',
    'users/users.service.ts (services) → auth/gate.ts (http)',
    'inference/inference.routes.ts (http) → app.ts (app)',
    'semantic/build.ts (domain) → ../test/support/app.ts (outside src)',
  ]);
  assert.deepEqual(upward([{ from: 'helpers/new.ts', to: 'errors.ts' }]), ['helpers/new.ts is in no layer (place it in LAYERS)']);
  // Down and sideways are fine.
  assert.deepEqual(upward([...edges, { from: 'app.ts', to: 'contracts/flags.ts' }, { from: 'roles/roles.repo.ts', to: 'users/users.repo.ts' }]), []);
});

test('the web app takes nothing from src but the contracts', () => {
  const taken = files(webRoot)
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((file) =>
      importsOf(file, readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => relative(root, join(dirname(file), s)))
        .filter((p) => !p.startsWith('..'))
        .map((p) => `${relative(webRoot, file)} → src/${p}`),
    );
  assert.ok(taken.length > 0);
  assert.deepEqual(
    taken.filter((t) => !t.includes('→ src/contracts/')),
    [],
  );
});

test('the time of day is read only through the injected clock (src/clock.ts)', () => {
  const readers = files(root)
    .filter((f) => f.endsWith('.ts') && relative(root, f) !== 'clock.ts')
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/new Date\(\s*\)/.test(line) ? [`${relative(root, f)}:${i + 1}: ${line.trim()}`] : [])),
    );
  assert.deepEqual(readers, []);
});

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
