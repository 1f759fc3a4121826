import fc from 'fast-check';

/**
 * Requests for the fuzz test (test/http/fuzz.test.ts), made from the service's own OpenAPI
 * document: valid values from each operation's schemas (the JSON Schema keywords TypeBox writes
 * there), and mutations of them that a careless or hostile client sends.
 */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minProperties?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
}

/** Values a property of this name takes from the fixture (real ids of both customers), when any. */
export type Hint = (name: string) => fc.Arbitrary<unknown> | undefined;

const text = (min: number, max: number) =>
  fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }));

function stringOf(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
  if (s.pattern === undefined) return text(min, max);
  const fits = (v: string) => [...v].length >= min && [...v].length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  return fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits);
}

/** A value the schema accepts (or, where a pattern can only be approached, one close to it). */
export function valid(s: Schema, hint: Hint = () => undefined): fc.Arbitrary<unknown> {
  const arb = validNonNull(s, hint);
  return s.nullable ? fc.oneof(arb, fc.constant(null)) : arb;
}

function validNonNull(s: Schema, hint: Hint): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valid(a, hint)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = s.items ? valid(s.items, hint) : fc.jsonValue();
      const constraints = { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, Math.max(s.minItems ?? 0, 5)) };
      return s.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(items, constraints);
    }
    case 'object':
      return objectOf(s, hint);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(s: Schema, hint: Hint): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([name, p]) => [name, hintedOr(name, p, hint)]));
  const record = fc.record(model, { requiredKeys: s.required ?? [] });
  const min = s.minProperties ?? 0;
  return min > 0 ? record.filter((o) => Object.keys(o as object).length >= min) : record;
}

/** A property's value: from the fixture when its name says what it is, else from its schema. */
function hintedOr(name: string, s: Schema, hint: Hint): fc.Arbitrary<unknown> {
  const own = valid(s, hint);
  const h = hint(name);
  if (!h) return own;
  if (s.type === 'array') return fc.oneof(fc.array(h, { minLength: s.minItems ?? 1, maxLength: 3 }), own);
  return fc.oneof(h, own);
}

const NESTING = fc.integer({ min: 33, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
/** Text no column stores: lone halves of surrogate pairs and NUL, written as JSON escapes. */
const UNSTORABLE = fc.constantFrom('\\ud800', '\\udfff', '\\udc00\\ud800', '\\u0000', 'a\\ud83d', '\\ud83d\\ude00\\udfff');

/** Every string of a JSON text gets one of the unstorable escapes appended. */
const withUnstorable = (json: string, esc: string) => json.replace(/"((?:[^"\\]|\\.)*)"/g, (_m, body: string) => `"${body}${esc}"`);

/**
 * A body as a client might send it, as JSON text: valid, valid with one field changed to any JSON
 * value, any JSON at all, nesting past the bound, unstorable text, 10,000 wrong items, or no JSON.
 */
export function bodyText(s: Schema | undefined, hint: Hint): fc.Arbitrary<string> {
  const ok = s ? valid(s, hint) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 4, arbitrary: ok.map((v) => JSON.stringify(v)) },
    { weight: 3, arbitrary: fc.tuple(ok, fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([v, x, i]) => JSON.stringify(changeOne(v, x, i))) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.tuple(ok, NESTING, fc.nat()).map(([v, deep, i]) => JSON.stringify(changeOne(v, '\u0001', i)).replace('"\\u0001"', deep)) },
    { weight: 1, arbitrary: fc.tuple(ok, UNSTORABLE).map(([v, esc]) => withUnstorable(JSON.stringify(v), esc)) },
    {
      weight: 1,
      arbitrary: fc.tuple(ok, fc.nat()).map(([v, i]) =>
        JSON.stringify(
          changeOne(
            v,
            Array.from({ length: 10_000 }, () => 7),
            i,
          ),
        ),
      ),
    },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"x":1}}')) },
  );
}

/** v with its i-th property (of an object; an array's item) replaced by x; x itself when v has none. */
function changeOne(v: unknown, x: unknown, i: number): unknown {
  if (Array.isArray(v) && v.length > 0) return v.map((item, k) => (k === i % v.length ? x : item));
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v);
    if (keys.length === 0) return { [`extra${i % 3}`]: x };
    return { ...v, [keys[i % keys.length]!]: x };
  }
  return x;
}

/** A path parameter: a real id of either customer (or of the wrong kind), a UUID, or any text. */
export function pathParam(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ maxLength: 120, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom('..', '%', '%00', 'x'.repeat(300), '\ud800', ' ') },
  );
}
