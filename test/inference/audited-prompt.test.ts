import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { AUDIT_PROMPT_MAX_BYTES, auditedPrompt } from '../../src/inference/audited-prompt.js';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

test('a prompt within 16 KiB is kept whole, with its size and SHA-256', () => {
  assert.equal(AUDIT_PROMPT_MAX_BYTES, 16384);
  assert.deepEqual(auditedPrompt('naïve?'), { prompt: 'naïve?', prompt_bytes: 7, prompt_sha256: sha('naïve?'), prompt_truncated: false });
  const exact = 'a'.repeat(16384);
  assert.equal(auditedPrompt(exact).prompt, exact);
  assert.equal(auditedPrompt(exact).prompt_truncated, false);
});

test('a longer prompt is cut by bytes, never inside a character; size and hash are the whole prompt’s', () => {
  for (const filler of ['€', '😀', 'é', 'x']) {
    for (const head of ['', 'a', 'ab', 'abc']) {
      const whole = head + filler.repeat(Math.ceil(40_000 / Buffer.byteLength(filler)));
      const a = auditedPrompt(whole);
      const kept = Buffer.byteLength(a.prompt!);
      assert.ok(kept <= 16384 && kept > 16384 - Buffer.byteLength(filler), `${head}${filler}: ${kept}`);
      assert.ok(whole.startsWith(a.prompt!), 'a prefix of the prompt, with no replacement character');
      assert.equal(a.prompt_bytes, Buffer.byteLength(whole));
      assert.equal(a.prompt_sha256, sha(whole));
      assert.equal(a.prompt_truncated, true);
    }
  }
});

test('an absent prompt is null; a non-string one (a refused body) is kept as its JSON text', () => {
  assert.deepEqual(auditedPrompt(undefined), { prompt: null, prompt_bytes: 0, prompt_sha256: null, prompt_truncated: false });
  assert.deepEqual(auditedPrompt(null), auditedPrompt(undefined));
  assert.equal(auditedPrompt(42).prompt, '42');
  const huge = auditedPrompt({ words: Array(10_000).fill('word') });
  assert.equal(huge.prompt_truncated, true);
  assert.ok(Buffer.byteLength(huge.prompt!) <= 16384);
});
