import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { csvField } from '../../src/audit/audit.export.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

test('csvField neutralises every formula start with a single quote, inside CSV quoting', () => {
  assert.equal(csvField('=1+2'), `"'=1+2"`);
  assert.equal(csvField('+1'), `"'+1"`);
  assert.equal(csvField('-1'), `"'-1"`);
  assert.equal(csvField('@SUM(A1)'), `"'@SUM(A1)"`);
  assert.equal(csvField('\tcmd'), `"'\tcmd"`);
  assert.equal(csvField('\r=cmd'), `"'\r=cmd"`);
  assert.equal(csvField('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
  // Everything else is as before: plain when it can be, quoted when it must be.
  assert.equal(csvField('role.delete'), 'role.delete');
  assert.equal(csvField('a=b'), 'a=b');
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField({ a: '=x' }), '"{""a"":""=x""}"');
  assert.equal(csvField(null), '');
  assert.equal(csvField(42), '42');
});

test('an actor named like a formula comes out of the CSV export neutralised', async () => {
  const c = await newCustomer(t);
  const username = `=HYPERLINK("http://evil.example/?${Date.now()}","open")`;
  const u = await c.owner.post('/api/v1/core/api-users', { username });
  assert.equal(u.status, 201, JSON.stringify(u.body));
  const token = (await new Client(t.app).post('/api/v1/authorize', { username, password: u.body.password })).body.token;
  const refused = await new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt: '@SUM(1+1)', spec_ids: ['x'] },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(refused.status, 400);

  const csv = await c.owner.request({ method: 'GET', url: '/api/v1/core/audit/export?format=csv&source=api' });
  assert.equal(csv.status, 200);
  const rows = String(csv.body).trim().split('\r\n');
  assert.equal(rows.length, 2);
  assert.ok(rows[1]!.includes(`,"'${username.replace(/"/g, '""')}",`), rows[1]);
  // No cell of the row starts with a formula character once unquoted.
  const cells = rows[1]!.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
  assert.ok(
    cells.every((cell) => !/^[=+\-@\t\r]/.test(cell)),
    JSON.stringify(cells),
  );
});
