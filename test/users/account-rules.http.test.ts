import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { runAdmin } from '../../src/cli/admin.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { ensureGlobalAdmin } from '../../src/auth/global-admins.js';
import { generatePassword } from '../../src/auth/passwords.js';
import { passwordFault } from '../../src/auth/password-policy.js';
import { usernameKey } from '../../src/contracts/accounts.js';

/**
 * Issue 21: trivial passwords ("password", "12345678", eight spaces) were accepted for portal users
 * and owners, and look-alike usernames ("ｋ" fullwidth, "ı" dotless) of an existing name were
 * separate accounts. Both are refused now, on every path that sets them.
 */
let t: TestApp;
let c: TestCustomer;
before(async () => {
  t = await startApp();
  c = await newCustomer(t);
});
after(() => t.close());

const COMMON = 'is a commonly used password (found in breached password lists)';
/** [password, the rule it breaks] for a username "kira-…". */
const weak = (username: string): [string, string][] => [
  ['password', COMMON],
  ['12345678', COMMON],
  ['Password1', COMMON],
  ['iloveyou', COMMON],
  [' '.repeat(8), 'must not be only whitespace'],
  ['\t \u3000 \u00a0   ', 'must not be only whitespace'],
  ['aaaaaaaa', 'must not be a repeated or sequential run of characters'],
  ['abcdefgh', 'must not be a repeated or sequential run of characters'],
  ['87654321', 'must not be a repeated or sequential run of characters'],
  ['12341234', 'must not be a repeated or sequential run of characters'],
  [`${username}!2024`, 'must not contain the username'],
  [`My-${username.toUpperCase()}-pw`, 'must not contain the username'],
  ['short', 'must be at least 8 characters'],
  ['\u{1F600}'.repeat(7), 'must be at least 8 characters'],
];

const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('passwords a person chooses (NIST SP 800-63B)', () => {
  test('a portal user’s given password: each rule refused with a 400 naming it; nothing is written', async () => {
    const username = uniq('kira');
    for (const [password, rule] of weak(username)) {
      const r = await c.owner.post('/api/v1/core/users', { username, role_id: c.roles.Service_User, password });
      assert.equal(r.status, 400, JSON.stringify(password));
      assert.equal(r.body.detail, 'validation error');
      const message =
        rule === 'must be at least 8 characters' ? /fewer than 8 characters|at least 8 characters/ : new RegExp(`^${rule.replace(/[()]/g, '\\$&')}$`);
      assert.equal(r.body.errors.length, 1, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].path, '/password');
      assert.match(r.body.errors[0].message, message, JSON.stringify(password));
    }
    assert.equal(await count('SELECT count(*) AS n FROM users WHERE username = $1', [username]), 0);
    const ok = await c.owner.post('/api/v1/core/users', { username, role_id: c.roles.Service_User, password: 'correct horse battery staple' });
    assert.equal(ok.status, 201);
    await Client.signIn(t.app, '/auth/core/login', username, 'correct horse battery staple');
  });

  test('an owner’s password, through the admin application: refused the same way, and no customer is made', async () => {
    const owner = uniq('kira');
    const name = uniq('Weak Co');
    for (const [password, rule] of weak(owner).filter(([, rule]) => rule !== 'must be at least 8 characters')) {
      const r = await t.admin.post('/admin/api/v1/customers', { name, owner_username: owner, owner_password: password });
      assert.equal(r.status, 400, JSON.stringify(password));
      assert.deepEqual(r.body, { detail: 'validation error', errors: [{ path: '/owner_password', message: rule }] });
    }
    assert.equal(await count('SELECT count(*) AS n FROM customers WHERE name = $1', [name]), 0);
  });

  test('the command line: owners and global admins follow the rule; nothing is written', async () => {
    const lines: string[] = [];
    const deps = { db: t.db, tiers: Object.keys(t.config.rateLimits), defaultTier: t.config.defaultTier, out: (l: string) => lines.push(l) };
    const owner = uniq('cli');
    await assert.rejects(runAdmin(['customers', 'create', '--name', 'CLI weak', '--owner-username', owner, '--owner-password', '12345678'], deps), {
      detail: 'validation error',
      errors: [{ path: '/owner_password', message: COMMON }],
    });
    const admin = uniq('root');
    await assert.rejects(runAdmin(['admins', 'create', '--username', admin, '--password', ' '.repeat(8)], deps), {
      errors: [{ path: '/password', message: 'must not be only whitespace' }],
    });
    await assert.rejects(ensureGlobalAdmin(t.db, admin, `${admin}-pass`), { errors: [{ path: '/password', message: 'must not contain the username' }] });
    assert.equal(await count('SELECT count(*) AS n FROM users WHERE username IN ($1, $2)', [owner, admin]), 0);
  });

  test('GLOBAL_ADMIN_PASSWORD must follow it too: a weak one stops the start, naming the variable and the rule', () => {
    for (const [password, rule] of [
      ['password', COMMON],
      ['rootroot', 'must not contain the username'],
      ['        ', 'must not be only whitespace'],
    ]) {
      assert.throws(
        () => loadConfig({ GLOBAL_ADMIN_USERNAME: 'root', GLOBAL_ADMIN_PASSWORD: password }),
        (err: Error) => err instanceof ConfigError && err.message === `invalid configuration: GLOBAL_ADMIN_PASSWORD ${rule}`,
      );
    }
    assert.equal(loadConfig({ GLOBAL_ADMIN_USERNAME: 'root', GLOBAL_ADMIN_PASSWORD: 'a long and unusual phrase' }).globalAdmin?.username, 'root');
  });

  test('generated passwords pass the rule, whatever the username (drawn again when one holds it)', async () => {
    const r = await c.owner.post('/api/v1/core/users', { username: uniq('gen'), role_id: c.roles.Service_User });
    assert.equal(passwordFault(r.body.password, r.body.username), undefined);
    const regen = await c.owner.post(`/api/v1/core/users/${r.body.id}/regenerate-password`);
    assert.equal(passwordFault(regen.body.password, r.body.username), undefined);
    const api = await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') });
    assert.equal(passwordFault(api.body.password, api.body.username), undefined);
    // Three-letter names are looked for in passwords and turn up in about one random draw in a thousand.
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{3}$/), (username) => passwordFault(generatePassword(username), username) === undefined),
      { numRuns: 2000 },
    );
  });
});

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

  test('a name that NFKC makes too long to index, or that holds nothing visible, is a 400 on its field, never a 500', async () => {
    const r = await c.owner.post('/api/v1/core/users', { username: '\ufdfa'.repeat(100), role_id: c.roles.Service_User });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, { detail: 'validation error', errors: [{ path: '/username', message: 'is too long once normalised (Unicode NFKC)' }] });
    const o = await t.admin.post('/admin/api/v1/customers', { name: 'Long', owner_username: '\ufdfa'.repeat(60), owner_password: 'a long and unusual phrase' });
    assert.equal(o.status, 400);
    assert.deepEqual(o.body.errors, [{ path: '/owner_username', message: 'is too long once normalised (Unicode NFKC)' }]);
    // Invisible characters only: no name at all once they are dropped.
    const invisible = await c.owner.post('/api/v1/core/api-users', { username: '\u200b\u200d\u2060' });
    assert.equal(invisible.status, 400);
    assert.deepEqual(invisible.body.errors, [{ path: '/username', message: 'must hold a visible character' }]);
  });
});
