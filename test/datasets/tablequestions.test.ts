import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LIMITS, detectBackslashQuotes, openUpload } from '../../src/datasets/parse.js';
import { projectRoot } from '../../src/paths.js';

/** Real tables from Wikipedia (WikiTableQuestions), next to the project as the specification is. */
const ROOT = join(projectRoot, '..', 'shared', 'tablequestions', 'csv');

/** The only refusal a real table may get: a row with another number of fields than the header. */
const RAGGED = /^line \d+: expected \d+ fields as in the header, found \d+$/;

function csvFiles(): string[] {
  return readdirSync(ROOT)
    .sort()
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir))
        .filter((f) => f.endsWith('.csv'))
        .sort()
        .map((f) => join(dir, f)),
    );
}

/** Reads a file through the upload reader in 64 KB chunks, as a streamed body arrives. */
async function refusal(path: string): Promise<string | null> {
  try {
    const reader = await openUpload(createReadStream(path), 'csv', DEFAULT_LIMITS);
    for await (const _ of reader.batches);
    return null;
  } catch (err) {
    return (err as { detail?: string }).detail ?? String(err);
  }
}

test('every real table uploads, except those with ragged rows', async (t) => {
  if (!existsSync(ROOT)) {
    t.diagnostic(`${ROOT} is absent: no real tables to read`);
    assert.equal(existsSync(ROOT), false, 'nothing to check without the tables');
    return;
  }
  const files = csvFiles();
  const refused: { file: string; detail: string }[] = [];
  let backslashed = 0;
  for (const file of files) {
    const path = join(ROOT, file);
    if (detectBackslashQuotes(readFileSync(path, 'utf8').slice(0, 65536), ',')) backslashed++;
    const detail = await refusal(path);
    if (detail !== null) refused.push({ file, detail });
  }
  const ragged = refused.filter((r) => RAGGED.test(r.detail));
  t.diagnostic(
    `${files.length} tables: ${files.length - refused.length} uploaded (${backslashed} with backslash-escaped quotes), ${ragged.length} refused for a ragged row`,
  );
  for (const r of refused) t.diagnostic(`refused ${r.file}: ${r.detail}`);
  assert.ok(files.length > 0, `no CSV files under ${ROOT}`);
  assert.deepEqual(
    refused.filter((r) => !RAGGED.test(r.detail)),
    [],
    'refused for another reason than a ragged row',
  );
});
