import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const common: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

// Bodies are JSON and must have the declared types ("wrong type → 400"); the query string, path
// parameters and headers are text and are converted to the declared types.
const bodyAjv = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
const textAjv = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));

/** Strings are looked into this deep and this many at most (a body is bounded by the body limit anyway). */
const MAX_DEPTH = 32;

/**
 * Where a string holds the NUL character, as a JSON pointer: PostgreSQL stores no NUL in text or
 * jsonb, so such a value is refused as invalid input (400) rather than failing in the database (500).
 */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : undefined;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const pointer = `${path}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (k.includes('\u0000')) return pointer;
    const at = nulAt(v, pointer, depth + 1);
    if (at !== undefined) return at;
  }
  return undefined;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  if (httpPart === 'headers') return validate;
  const checked = (data: unknown) => {
    const at = nulAt(data, '');
    if (at !== undefined) {
      checked.errors = [{ instancePath: at === '/' ? '' : at, schemaPath: '#', keyword: 'nul', params: {}, message: 'must not contain the NUL character' }];
      return false;
    }
    const ok = validate(data);
    checked.errors = validate.errors;
    return ok;
  };
  checked.errors = null as typeof validate.errors;
  return checked;
};
