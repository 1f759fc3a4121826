/**
 * The relationships a spec build discovers from the data (src/semantic/joins.ts), over HTTP as a
 * customer uploads tables: a key named differently (SupportRepId → EmployeeId), a self-reference
 * (ReportsTo → EmployeeId), a bridge module (PlaylistTrack), a shared name whose values do not match
 * (never joined), whole numbers that merely overlap (never joined), and the same relationships
 * whatever order the modules were created in. Then the work of one build over 20 modules of 200
 * columns, bounded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Queryable } from '../../src/db/db.js';
import { findJoins } from '../../src/semantic/joins.js';
import type { SpecColumn, SpecDoc, SpecJoin, SpecModule } from '../../src/contracts/spec.js';
import { engineName, startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { trainedSpec } from '../support/specs.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const csv = (header: string, rows: (string | number | null)[][]) => [header, ...rows.map((r) => r.map((v) => v ?? '').join(','))].join('\n');

// Chinook's shape: employees report to employees; a customer's support rep is an employee.
const EMPLOYEES = csv('EmployeeId,LastName,FirstName,Title,ReportsTo,City', [
  [1, 'Adams', 'Andrew', 'General Manager', null, 'Edmonton'],
  [2, 'Edwards', 'Nancy', 'Sales Manager', 1, 'Calgary'],
  [3, 'Peacock', 'Jane', 'Sales Support Agent', 2, 'Calgary'],
  [4, 'Park', 'Margaret', 'Sales Support Agent', 2, 'Calgary'],
  [5, 'Johnson', 'Steve', 'Sales Support Agent', 2, 'Calgary'],
  [6, 'Mitchell', 'Michael', 'IT Manager', 1, 'Calgary'],
  [7, 'King', 'Robert', 'IT Staff', 6, 'Lethbridge'],
  [8, 'Callahan', 'Laura', 'IT Staff', 6, 'Lethbridge'],
]);
const CITIES = ['Berlin', 'Paris', 'Oslo', 'Prague', 'Lisbon', 'Dublin', 'Vienna', 'Madrid'];
const CUSTOMERS = csv(
  'CustomerId,FirstName,LastName,City,PostalCode,SupportRepId',
  Array.from({ length: 30 }, (_, i) => [i + 1, `First${i + 1}`, `Last${i + 1}`, CITIES[i % CITIES.length]!, 70170 + i, 3 + (i % 3)]),
);
// A many-to-many: playlists hold tracks through a bridge module.
const PLAYLISTS = csv(
  'PlaylistId,Name',
  ['Music', 'Movies', 'TV Shows', 'Audiobooks', '90s Music', 'Classical'].map((n, i) => [i + 1, n]),
);
const TRACKS = csv(
  'TrackId,Name,Milliseconds',
  Array.from({ length: 40 }, (_, i) => [i + 1, `Track ${i + 1}`, 200000 + i * 1371]),
);
const PLAYLIST_TRACKS = csv(
  'PlaylistId,TrackId',
  Array.from({ length: 60 }, (_, i) => [(i % 6) + 1, ((i * 7) % 40) + 1]),
);

interface Table {
  name: string;
  body: string;
}
const CHINOOK: Table[] = [
  { name: 'Employee', body: EMPLOYEES },
  { name: 'Customer', body: CUSTOMERS },
  { name: 'Playlist', body: PLAYLISTS },
  { name: 'Track', body: TRACKS },
  { name: 'PlaylistTrack', body: PLAYLIST_TRACKS },
];

/** Uploads the tables as modules (in this order), puts them in one project and builds its spec. */
async function built(c: TestCustomer, tables: Table[]): Promise<{ doc: SpecDoc; headers: Map<string, { module: string; columns: Map<string, string> }> }> {
  const ids: string[] = [];
  const headers = new Map<string, { module: string; columns: Map<string, string> }>();
  for (const table of tables) {
    const m = await importedModule(c, (await uploaded(c, table.body)).id, { name: table.name });
    ids.push(m.id);
    headers.set(m.id, { module: table.name, columns: new Map(m.columns.map((x: { name: string; source: string }) => [x.name, x.source])) });
  }
  const { doc } = await trainedSpec(c, ids, 'full', 'Relations');
  return { doc, headers };
}

/** Each join as "Module.Header → Module.Header (cardinality)", sorted: what a builder reads, whatever the ids. */
function named(doc: SpecDoc, headers: Map<string, { module: string; columns: Map<string, string> }>): string[] {
  const side = (s: SpecJoin['left']) => {
    const h = headers.get(s.module_id)!;
    return `${h.module}.${h.columns.get(s.column)}`;
  };
  return doc.joins.map((j) => `${side(j.left)} → ${side(j.right)} (${j.cardinality}, ${j.source})`).sort();
}

describe(`relationships discovered from the data (${engineName})`, () => {
  let first: string[];

  test('a differently named key, a self-reference and a bridge module, each with its cardinality', async () => {
    const c = await newCustomer(t);
    const { doc, headers } = await built(c, CHINOOK);
    first = named(doc, headers);
    assert.deepEqual(first, [
      'Customer.SupportRepId → Employee.EmployeeId (many-to-one, discovered)',
      'Employee.ReportsTo → Employee.EmployeeId (many-to-one, discovered)',
      'PlaylistTrack.PlaylistId → Playlist.PlaylistId (many-to-one, discovered)',
      'PlaylistTrack.TrackId → Track.TrackId (many-to-one, discovered)',
    ]);
    // The key is on the right: joining along it never multiplies the referring rows; every value was found.
    for (const j of doc.joins) assert.deepEqual([j.key, j.overlap], ['right', 1]);
    // Without the values the build collected for the index, each pair is asked of the database: the same joins.
    assert.deepEqual(await findJoins(t.data, doc.modules, [], new Map()), doc.joins);
  });

  test('a bare "id" is its records’ own key whatever the builder labelled it', async () => {
    const c = await newCustomer(t);
    const states = csv(
      'id,name',
      Array.from({ length: 12 }, (_, i) => [i + 1, `State ${i + 1}`]),
    );
    const households = csv(
      'state_id,bracket,households',
      Array.from({ length: 36 }, (_, i) => [(i % 12) + 1, `B${i % 3}`, 1000 + i]),
    );
    const ids: string[] = [];
    for (const [name, body, column] of [
      ['States', states, 'id'],
      ['Household income', households, 'state_id'],
    ] as const) {
      const m = await c.owner.post('/api/v1/modules', { import_batch_id: (await uploaded(c, body)).id, name });
      assert.equal(m.status, 201, JSON.stringify(m.body));
      const labelled = await c.owner.put(`/api/v1/modules/${m.body.id}/labels`, { columns: [{ name: column, label: 'State FIPS code' }] });
      assert.equal(labelled.status, 200, JSON.stringify(labelled.body));
      assert.equal((await c.owner.post(`/api/v1/modules/${m.body.id}/finalize`)).status, 200);
      assert.equal((await c.owner.post(`/api/v1/modules/${m.body.id}/run-import`)).status, 200);
      ids.push(m.body.id);
    }
    const { doc } = await trainedSpec(c, ids, 'full', 'Income');
    const joins = doc.joins.map((j) => `${j.left.column} → ${j.right.column} (${j.cardinality})`);
    assert.deepEqual(joins, ['state_id → id (many-to-one)']);
  });

  test('the same relationships whatever order the modules were created in (and whatever their ids)', async () => {
    const c = await newCustomer(t);
    const { doc, headers } = await built(c, [...CHINOOK].reverse());
    assert.deepEqual(named(doc, headers), first);
  });

  test('a shared name whose values do not match, and whole numbers that merely overlap, are never joined', async () => {
    const c = await newCustomer(t);
    const { doc, headers } = await built(c, [
      // Region codes of two systems: the same header, no value in common.
      {
        name: 'Regions',
        body: csv(
          'region_code,region_name',
          ['EMEA', 'APAC', 'AMER', 'LATAM'].map((r) => [r, `${r} region`]),
        ),
      },
      {
        name: 'Stores',
        body: csv(
          'store_id,store_name,region_code,course_id',
          Array.from({ length: 12 }, (_, i) => [i + 1, `Store ${i + 1}`, ['N1', 'S2', 'E3', 'W4'][i % 4]!, (i % 9) + 1]),
        ),
      },
      // Courses numbered 1..15 like the stores: the stores' own numbers are no reference to them.
      {
        name: 'Courses',
        body: csv(
          'course_id,course_name,seats',
          Array.from({ length: 15 }, (_, i) => [i + 1, `Course ${i + 1}`, 10 + i]),
        ),
      },
    ]);
    // Only the stores' course_id (a name that says so, every value found) relates.
    assert.deepEqual(named(doc, headers), ['Stores.course_id → Courses.course_id (many-to-one, discovered)']);
  });
});

/** A module of `columns` whole-number identifier columns, each a key, with every value 1..rows: the worst case. */
function wide(i: number, columns: number, rows: number): SpecModule {
  const column = (j: number): SpecColumn => ({
    name: j === 0 ? 'id' : `ref_${j}_module_${(i + j) % 20}_id`,
    label: j === 0 ? 'id' : `ref_${j}_module_${(i + j) % 20}_id`,
    synonyms: [],
    type: 'integer',
    role: 'identifier',
    stats: { distinct_count: rows, null_share: 0, min: 1, max: rows, top_values: [] },
  });
  return {
    module_id: `m${i}`,
    name: `Module ${i}`,
    synonyms: [],
    table: { schema: 's', name: `t${i}` },
    row_count: rows,
    columns: Array.from({ length: columns }, (_, j) => column(j)),
    entity: { singular: `module ${i}`, plural: `module ${i}s`, key: 'id', source: 'proposed' },
  };
}

describe('relationships: bounded work', () => {
  test('20 modules of 200 columns: at most 200 statements, in seconds', async () => {
    let statements = 0;
    const q: Queryable = {
      async query<T>() {
        statements++;
        return { rows: [{ seen: 500, found: 500, length: 0 }] as T[] };
      },
    } as unknown as Queryable;
    const modules = Array.from({ length: 20 }, (_, i) => wide(i, 200, 1_000_000));
    const t0 = Date.now();
    const joins = await findJoins(q, modules, [], new Map());
    assert.ok(statements <= 200, `${statements} statements`);
    assert.ok(Date.now() - t0 < 20_000, `${Date.now() - t0} ms`);
    // Every module_k_id column that was asked about names module k and is found in its key.
    assert.ok(joins.length > 0 && joins.every((j) => j.right.column === 'id' && j.cardinality === 'one-to-one'));
  });
});
