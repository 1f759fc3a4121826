import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dependentsOf, FLAGS, isConsistent, normalise, PREREQUISITES, type Flag, type Permissions, type PermissionsWrite } from '../../src/contracts/flags.js';

const anyPermissions = fc.record(Object.fromEntries(FLAGS.map((f) => [f, fc.boolean()])) as Record<Flag, fc.Arbitrary<boolean>>);
const anyWrite = fc.record(Object.fromEntries(FLAGS.map((f) => [f, fc.boolean()])) as Record<Flag, fc.Arbitrary<boolean>>, {
  requiredKeys: [],
}) as fc.Arbitrary<PermissionsWrite>;
const consistentPermissions = anyPermissions.filter(isConsistent);

test('normalisation gives a consistent state for every current state and every write', () => {
  fc.assert(
    fc.property(anyPermissions, anyWrite, (current, write) => isConsistent(normalise(current, write))),
    { numRuns: 5000 },
  );
});

test('normalisation is idempotent', () => {
  fc.assert(
    fc.property(anyPermissions, anyWrite, (current, write) => {
      const once = normalise(current, write);
      assert.deepEqual(normalise(once, write), once);
      assert.deepEqual(normalise(once, {}), once);
    }),
    { numRuns: 5000 },
  );
});

test('a flag turned on without a conflicting "off" ends on, with its prerequisites', () => {
  fc.assert(
    fc.property(anyPermissions, anyWrite, (current, write) => {
      const next = normalise(current, write);
      for (const f of FLAGS) {
        const conflicted = [f, ...(PREREQUISITES[f] ?? [])].some((p) => write[p] === false);
        if (write[f] === true && !conflicted) {
          assert.equal(next[f], true, f);
          for (const pre of PREREQUISITES[f] ?? []) assert.equal(next[pre], true, `${pre} for ${f}`);
        }
      }
    }),
  );
});

test('a flag turned off ends off, and so do its dependents (the contradictory case: off wins)', () => {
  fc.assert(
    fc.property(anyPermissions, anyWrite, (current, write) => {
      const next = normalise(current, write);
      for (const f of FLAGS) {
        if (write[f] === false) {
          assert.equal(next[f], false, f);
          for (const d of dependentsOf(f)) assert.equal(next[d], false, `${d} depends on ${f}`);
        }
      }
    }),
  );
});

test('flags the write does not touch keep their value on a consistent role', () => {
  fc.assert(
    fc.property(consistentPermissions, anyWrite, (current, write) => {
      const next = normalise(current, write);
      const touched = new Set<Flag>();
      for (const f of FLAGS) {
        if (write[f] === undefined) continue;
        touched.add(f);
        for (const x of [...(PREREQUISITES[f] ?? []), ...dependentsOf(f)]) touched.add(x);
      }
      for (const f of FLAGS) if (!touched.has(f)) assert.equal(next[f], current[f], f);
    }),
  );
});

test('the contract’s examples', () => {
  const none = Object.fromEntries(FLAGS.map((f) => [f, false])) as Permissions;
  const three = (p: Permissions) => [p.can_view_datasets, p.can_add_datasets, p.can_add_module];
  assert.deepEqual(three(normalise(none, { can_add_module: true })), [true, true, true]);
  assert.deepEqual(three(normalise(none, { can_add_module: true, can_view_datasets: false })), [false, false, false]);
  assert.deepEqual(three(normalise(none, { can_add_datasets: true })), [true, true, false]);
  const all = normalise(none, Object.fromEntries(FLAGS.map((f) => [f, true])));
  assert.deepEqual(three(normalise(all, { can_view_datasets: false })), [false, false, false]);
  assert.deepEqual(three(normalise(all, { can_add_datasets: false })), [true, false, false]);
  // Independent flags: Delete Semantic Dataset without Create Semantic Dataset.
  const del = normalise(none, { can_delete_semantic_dataset: true });
  assert.equal(del.can_delete_semantic_dataset, true);
  assert.equal(del.can_create_semantic_dataset, false);
});
