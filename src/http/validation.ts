import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { valueFault } from '../stored-text.js';

const common: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

// Bodies are JSON and must have the declared types ("wrong type → 400"); the query string, path
// parameters and headers are text and are converted to the declared types.
const bodyAjv = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
const textAjv = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));

/**
 * Every body, query string and path of a route is checked here, before its schema: text the
 * database cannot store (NUL, a lone surrogate) anywhere in it, or nesting deeper than
 * MAX_NESTING, is a 400 validation error naming where — one rule for every route, so none can
 * forget it, and Ajv's own walk is never handed a value nested without bound.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  if (httpPart === 'headers') return validate;
  const checked = (data: unknown) => {
    const fault = valueFault(data);
    if (fault) {
      checked.errors = [{ instancePath: fault.path === '/' ? '' : fault.path, schemaPath: '#', keyword: 'text', params: {}, message: fault.message }];
      return false;
    }
    const ok = validate(data);
    checked.errors = validate.errors;
    return ok;
  };
  checked.errors = null as typeof validate.errors;
  return checked;
};
