import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { ensureGlobalAdmin } from '../../src/auth/global-admins.js';
import { usernameKey } from '../../src/users/username-key.js';

/**
 * Issue 21: look-alike usernames ("ｋ" fullwidth, "ı" dotless) of an existing name were separate
 * accounts. They are refused now, on every path that sets a username.
 */
let t: TestApp;
let c: TestCustomer;
before(async () => {
  t = await startApp();
  c = await newCustomer(t);
});
after(() => t.close());

const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('usernames are unique after NFKC and case folding', () => {
  const lookAlikes = (name: string) => [
    name.toUpperCase(),
    name.replace('k', '\uff4b'), // fullwidth ｋ
    name.replace('i', '\u0131'), // dotless ı
    name.replace('i', '\u0130'), // İ, dotted capital I
    name.replace('k', '\u212a'), // Kelvin sign
    name.replace('r', 'r\u200b'), // a zero-width space inside
    name.replace('a', '\uff21'), // fullwidth Ａ
  ];

  test('the key: fullwidth, dotless, dotted, ß, final sigma, ligatures and invisible characters fold together', () => {
    for (const [a, b] of [
      ['ｋｉｒａ', 'kira'],
      ['KIRA', 'kıra'],
      ['Kİra', 'kira'],
      ['STRASSE', 'straße'],
      ['STRAẞE', 'strasse'],
      ['ΟΔΟΣ', 'οδοσ'],
      ['ﬁle', 'file'],
      ['ad\u200dmin', 'admin'],
      ['a\u00a0b', 'a b'],
    ] as const) {
      assert.equal(usernameKey(a), usernameKey(b), `${a} / ${b}`);
    }
    assert.notEqual(usernameKey('kira'), usernameKey('kiri'));
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => usernameKey(usernameKey(s)) === usernameKey(s)));
  });

  test('a look-alike of an existing name is 409 "username already exists" on every path; nothing is written', async () => {
    const other = await newCustomer(t);
    const name = uniq('kira');
    assert.equal((await c.owner.post('/api/v1/core/users', { username: name, role_id: c.roles.Service_User })).status, 201);
    const spare = await c.owner.post('/api/v1/core/users', { username: uniq('spare'), role_id: c.roles.Service_User });
    for (const look of lookAlikes(name)) {
      assert.notEqual(look, name);
      for (const r of [
        await other.owner.post('/api/v1/core/users', { username: look, role_id: other.roles.Service_User }),
        await other.owner.post('/api/v1/core/api-users', { username: look }),
        await c.owner.patch(`/api/v1/core/users/${spare.body.id}`, { username: look }),
        await t.admin.post('/admin/api/v1/customers', { name: `Look-alike ${look}`, owner_username: look, owner_password: 'a long and unusual phrase' }),
      ]) {
        assert.equal(r.status, 409, JSON.stringify(look));
        assert.deepEqual(r.body, { detail: 'username already exists' });
      }
      assert.equal(await ensureGlobalAdmin(t.db, look, 'a long and unusual phrase'), 'taken');
    }
    const key = usernameKey(name);
    assert.equal(await count('SELECT count(*) AS n FROM users WHERE username_key = $1 OR lower(username) = lower($2)', [key, name]), 1);
    assert.equal(await count("SELECT count(*) AS n FROM customers WHERE name LIKE 'Look-alike %'", []), 0);
    // Renaming an account to its own name in another case is no conflict.
    const own = await c.owner.patch(`/api/v1/core/users/${spare.body.id}`, { username: spare.body.username.toUpperCase() });
    assert.equal(own.status, 200, JSON.stringify(own.body));
  });

  test('a name that NFKC makes too long to index is a 400 on its field, never a 500', async () => {
    const r = await c.owner.post('/api/v1/core/users', { username: '\ufdfa'.repeat(100), role_id: c.roles.Service_User });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, { detail: 'validation error', errors: [{ path: '/username', message: 'is too long once normalised (Unicode NFKC)' }] });
    const o = await t.admin.post('/admin/api/v1/customers', { name: 'Long', owner_username: '\ufdfa'.repeat(60), owner_password: 'a long and unusual phrase' });
    assert.equal(o.status, 400);
    assert.deepEqual(o.body.errors, [{ path: '/owner_username', message: 'is too long once normalised (Unicode NFKC)' }]);
  });
});
