/**
 * One source for each contract: the closed lists of the product (permission flags, exposure
 * levels, column types, column roles, the agent's intents) are each declared once, as an `as const`
 * list, and imported everywhere else — the service, the portal (web/src), the client and the tests.
 * A second declaration (a literal union, an array, a TypeBox union of the same strings) is how two
 * copies drift apart, so this test looks for one anywhere in the repository's code.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { INTENTS } from '../../src/agent/plan/query.js';
import { projectRoot } from '../../src/paths.js';
import { FLAGS } from '../../src/contracts/flags.js';
import { COLUMN_ROLES, COLUMN_TYPES } from '../../src/contracts/columns.js';
import { EXPOSURES } from '../../src/contracts/exposure.js';

/** Each closed list, and the one file that declares it. */
const LISTS: { name: string; values: readonly string[]; home: string }[] = [
  { name: 'FLAGS', values: FLAGS, home: 'src/contracts/flags.ts' },
  { name: 'EXPOSURES', values: EXPOSURES, home: 'src/contracts/exposure.ts' },
  { name: 'COLUMN_TYPES', values: COLUMN_TYPES, home: 'src/contracts/columns.ts' },
  { name: 'COLUMN_ROLES', values: COLUMN_ROLES, home: 'src/contracts/columns.ts' },
  { name: 'INTENTS', values: INTENTS, home: 'src/agent/plan/query.ts' },
];

/** Where code lives; generated files (*.gen.ts) are derived from these lists and checked apart. */
const ROOTS = ['src', 'web/src', 'packages', 'test', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist']);

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP_DIRS.has(name) ? [] : codeFiles(path);
    return /\.(m?ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

const STRING = /(['"])((?:\\.|(?!\1)[^\\\n])*)\1/g;
/** What may stand between two strings of one list: commas, bars, brackets, `Type.Literal(`. */
const GLUE = /^[\s,|()[\]]*$/;

/** Runs of string literals joined only by glue: the shape of an array, a union or a TypeBox union. */
function literalRuns(text: string): Set<string>[] {
  const runs: Set<string>[] = [];
  let run = new Set<string>();
  let end = -1;
  for (const m of text.matchAll(STRING)) {
    const between = end < 0 ? '' : text.slice(end, m.index).replace(/Type\.Literal/g, '');
    if (end >= 0 && !GLUE.test(between)) {
      runs.push(run);
      run = new Set();
    }
    run.add(m[2]!);
    end = m.index + m[0].length;
  }
  runs.push(run);
  return runs;
}

/** How many times `text` declares every value of the list in one run. */
function declarationsOf(values: readonly string[], text: string): number {
  return literalRuns(text).filter((run) => values.every((v) => run.has(v))).length;
}

describe('each closed list of the contract', () => {
  test('the detector finds a list however it is restated', () => {
    // Written from the list, so that neither this test nor a plain grep finds a copy here.
    const [f, l, a] = EXPOSURES;
    const q = (v: string) => `'${v}'`;
    for (const text of [
      `type E = ${q(f)} | ${q(l)} | ${q(a)};`,
      `const E = ["${a}", "${l}", "${f}"];`,
      `Type.Union([Type.Literal(${q(f)}), Type.Literal(${q(l)}), Type.Literal(${q(a)})], { description: 'x' })`,
      `fc.constantFrom(${q(f)}, ${q(l)}, ${q(a)})`,
      `exposure:\n  | ${q(f)}\n  | ${q(l)}\n  | ${q(a)};`,
    ]) {
      assert.equal(declarationsOf(EXPOSURES, text), 1, text);
    }
    for (const text of [`if (e === ${q(f)}) x = ${q(l)}; else y = ${q(a)};`, `[${q(f)}, ${q(l)}]`, `{ ${f}: 1, ${l}: 2, ${a}: 3 }`]) {
      assert.equal(declarationsOf(EXPOSURES, text), 0, text);
    }
  });

  const files = ROOTS.flatMap((r) => codeFiles(join(projectRoot, r)));
  const texts = new Map(files.map((f) => [relative(projectRoot, f), readFileSync(f, 'utf8')]));

  for (const list of LISTS) {
    test(`${list.name} is declared once, in ${list.home}`, () => {
      const found = [...texts].flatMap(([file, text]) => {
        const n = declarationsOf(list.values, text);
        return n ? [`${file} (${n})`] : [];
      });
      assert.deepEqual(found, [`${list.home} (1)`], `import ${list.name} from ${list.home} instead of restating its values`);
    });
  }
});
