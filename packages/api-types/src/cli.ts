/**
 * npm run api:types          writes web/src/api.gen.ts and packages/client/src/api.gen.ts from /openapi.json
 * npm run api:types:check    writes nothing; fails when either file is stale
 */
import { serviceOpenApi } from './openapi.js';
import { staleApiTypes, staleMessage, writeApiTypes } from './generate.js';

const doc = await serviceOpenApi();
if (process.argv.includes('--check')) {
  const stale = await staleApiTypes(doc);
  if (stale.length > 0) {
    console.error(staleMessage(stale));
    process.exit(1);
  }
  console.log('the API types match /openapi.json');
} else {
  const written = await writeApiTypes(doc);
  console.log(written.length ? `wrote ${written.join(', ')}` : 'the API types were already up to date');
}
