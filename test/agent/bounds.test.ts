/**
 * The router's work per question is bounded whatever the spec: a spec stored with synonym lists far
 * beyond the module schemas' bounds (or at them on every column) reads no more of them, matching and
 * candidate generation stop at their caps, and the question is still answered from the best reading.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { columnLexicon, findPhrases } from '../../src/agent/understand/columns.js';
import { MAX_CANDIDATES } from '../../src/agent/understand/candidates.js';
import { aliasesOf, indexOf } from '../../src/agent/understand/load-index.js';
import { parse as parseWith } from '../../src/agent/understand/index.js';
import { loadModel } from '../../src/agent/understand/model.js';
import { tokenizeQuestion } from '../../src/agent/understand/tokens.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import { SYNONYMS_PER_NAME, SYNONYMS_PER_VALUE } from '../../src/semantic/bounds.js';
import type { SpecColumn, SpecModule } from '../../src/contracts/spec.js';

/** The parser with the model shipped with the service. */
const model = loadModel();
const parse = (question: string, scope: Parameters<typeof parseWith>[1], index: Parameters<typeof parseWith>[2]) => parseWith(question, scope, index, model);

const stats = { distinct_count: 5, null_share: 0, min: 0, max: 100, top_values: [] };
/** Synonyms that all start with the same word, as a customer stuffing the vocabulary would write them. */
const stuffed = (n: number, column: number) => Array.from({ length: n }, (_, i) => `total amount ${column} variant ${i}`);

function wideModule(columns: number, synonymsEach: number): SpecModule {
  const cols: SpecColumn[] = Array.from({ length: columns }, (_, i) => ({
    name: `c${i}`,
    label: `Column ${i}`,
    synonyms: stuffed(synonymsEach, i),
    type: i % 2 ? 'integer' : 'text',
    role: i % 2 ? 'measure' : 'dimension',
    stats,
  }));
  cols.push({ name: 'mpg', label: 'Miles per gallon', synonyms: ['fuel economy'], type: 'number', role: 'measure', stats });
  return { module_id: 'wide', name: 'Vehicles', synonyms: stuffed(500, -1), table: { schema: 's', name: 't' }, row_count: 100, columns: cols };
}

describe('router bounds', () => {
  test('synonyms are read up to the schema bounds per name and a bound per question’s specs', () => {
    const lex = columnLexicon([wideModule(600, 200)]);
    const synonyms = lex.phrases.filter((p) => p.how === 'synonym');
    assert.ok(synonyms.length <= 5000, `${synonyms.length} synonyms read`);
    const perColumn = new Map<string, number>();
    for (const p of synonyms) perColumn.set(p.column, (perColumn.get(p.column) ?? 0) + 1);
    assert.ok(Math.max(...perColumn.values()) <= SYNONYMS_PER_NAME);
    assert.ok(lex.modules.length <= 1 + SYNONYMS_PER_NAME, 'the module’s own synonyms too');
    // A synonym longer than the schema allows is not read at all.
    const long = columnLexicon([{ ...wideModule(1, 0), synonyms: ['x'.repeat(101)] }]);
    assert.equal(long.modules.length, 1);
  });

  test('phrase matching stops at its caps: a word that starts thousands of phrases costs no more', () => {
    const lex = columnLexicon([wideModule(2000, 20)]);
    const { tokens } = tokenizeQuestion('total amount total amount total amount total amount');
    const hits = findPhrases(tokens, lex, (i) => tokens[i]!.stem);
    assert.ok(hits.length <= 1000, `${hits.length} hits`);
  });

  test('value synonyms are read up to the schema bounds', () => {
    const m = wideModule(1, 0);
    m.columns[0]!.value_synonyms = Object.fromEntries(
      Array.from({ length: 1000 }, (_, v) => [`v${v}`, Array.from({ length: 100 }, (_, i) => `alias ${v} ${i}`)]),
    );
    const aliases = aliasesOf([m], []);
    assert.ok(aliases.length <= 200 * SYNONYMS_PER_VALUE, `${aliases.length} aliases`);
  });

  test('a spec stuffed with synonyms: candidates stay under the cap and the question is still read right', () => {
    const m = wideModule(150, 200);
    const scope = scopeOf([{ doc: { version: 2, modules: [m], joins: [] } }]);
    const question = 'what is the average fuel economy of all vehicles in total?';
    const { ranked } = parse(question, scope, indexOf(scope.modules, []));
    assert.ok(ranked.length > 0 && ranked.length <= MAX_CANDIDATES, `${ranked.length} candidates`);
    const best = ranked[0]!.candidate;
    assert.deepEqual([best.op, best.measure?.column?.column.name], ['avg', 'mpg']);
  });
});
