/**
 * What text the service accepts anywhere, because the database must be able to store it: the
 * request validator (src/http/validation.ts) and the upload readers (src/datasets/parse.ts) both
 * apply these, so no route and no file format has a rule of its own.
 */

/**
 * How deep arrays and objects may nest in a request part or an uploaded JSON element. Our schemas
 * need fewer than ten levels; code that walks a value recursively (JSON.stringify among it)
 * overflows the stack some thousands of levels down, so the bound is far below that and far
 * above any real input.
 */
export const MAX_NESTING = 32;

/**
 * A lone UTF-16 surrogate (half of a pair, as JSON's "\ud800" escape can write) is not Unicode
 * text: PostgreSQL refuses it in jsonb (22P02) and text encoding replaces it. With the `u` flag a
 * well-formed pair reads as one code point, so only a lone half is in the category Cs.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string (a value or a key) cannot be stored as text, or undefined when it can. */
export function textFault(s: string): string | undefined {
  // PostgreSQL stores no NUL in text or jsonb.
  if (s.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(s)) return 'must not contain a lone UTF-16 surrogate (not Unicode text)';
  return undefined;
}

/** A JSON pointer's step: `~` and `/` escaped (RFC 6901). */
const step = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The first place a value holds text that cannot be stored, or nests deeper than MAX_NESTING, as a
 * JSON pointer and a message. Iterative, so no depth of input overflows the stack; every string
 * and key is looked at wherever it is.
 */
export function valueFault(data: unknown): { path: string; message: string } | undefined {
  const pending: [value: unknown, path: string, depth: number, key: string | undefined][] = [[data, '', 0, undefined]];
  while (pending.length > 0) {
    const [value, path, depth, key] = pending.pop()!;
    const keyFault = key === undefined ? undefined : textFault(key);
    if (keyFault) return { path, message: `key ${keyFault}` };
    if (typeof value === 'string') {
      const fault = textFault(value);
      if (fault) return { path: path || '/', message: fault };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING) return { path, message: `must not nest arrays and objects more than ${MAX_NESTING} levels deep` };
    const entries = Object.entries(value);
    // Pushed last to first, so the first fault in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!;
      pending.push([v, `${path}/${step(k)}`, depth + 1, k]);
    }
  }
  return undefined;
}
