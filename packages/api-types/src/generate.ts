import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { projectRoot } from '../../../src/paths.js';

/** Each generated file and the paths of the API it describes. */
export const TARGETS: readonly { file: string; keeps: (path: string) => boolean }[] = [
  // The portal uses the whole API.
  { file: 'web/src/api.gen.ts', keeps: () => true },
  // The client calls two routes; it is published on its own, so it carries its own copy.
  { file: 'packages/client/src/api.gen.ts', keeps: (path) => path === '/api/v1/authorize' || path === '/api/v1/infer' },
];

const HEADER =
  "// Generated from the service's /openapi.json by `npm run api:types` (openapi-typescript): do not edit.\n" +
  '// test/http/api-types.test.ts fails while this file differs from what the route schemas give.\n\n';

/** The TypeScript types of the document's paths that `keeps` accepts. */
export async function apiTypes(doc: Record<string, unknown>, keeps: (path: string) => boolean): Promise<string> {
  const paths = Object.fromEntries(Object.entries(doc.paths as Record<string, unknown>).filter(([path]) => keeps(path)));
  const ast = await openapiTS(structuredClone({ ...doc, paths }) as unknown as OpenAPI3, { silent: true });
  return HEADER + astToString(ast);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The generated files that differ from what `doc` gives, each with the first line that differs. */
export async function staleApiTypes(doc: Record<string, unknown>): Promise<{ file: string; line: number }[]> {
  const stale: { file: string; line: number }[] = [];
  for (const t of TARGETS) {
    const want = (await apiTypes(doc, t.keeps)).split('\n');
    const have = readOrEmpty(join(projectRoot, t.file)).split('\n');
    const line = want.findIndex((l, i) => l !== have[i]);
    if (line >= 0 || have.length !== want.length) stale.push({ file: t.file, line: (line >= 0 ? line : want.length) + 1 });
  }
  return stale;
}

/** Writes every generated file from `doc`; returns the ones that changed. */
export async function writeApiTypes(doc: Record<string, unknown>): Promise<string[]> {
  const written: string[] = [];
  for (const { file, line } of await staleApiTypes(doc)) {
    const t = TARGETS.find((x) => x.file === file)!;
    writeFileSync(join(projectRoot, file), await apiTypes(doc, t.keeps));
    written.push(`${file} (from line ${line})`);
  }
  return written;
}

export function staleMessage(stale: { file: string; line: number }[]): string {
  const where = stale.map((s) => `${s.file} line ${s.line}`).join(', ');
  return `the generated API types differ from /openapi.json at ${where}; run \`npm run api:types\` and commit the result`;
}
