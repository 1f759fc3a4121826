/** PostgreSQL error classes the services react to (same codes from PGlite and from a server). */
const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === '23503';
export const isCheckViolation = (err: unknown) => codeOf(err) === '23514';
/**
 * The statement was refused for what it holds — a data exception (class 22: a value the column
 * cannot take) or an integrity violation (class 23) — rather than for the database's state: the
 * transaction wrote nothing, and the same rows will be refused again.
 */
export const isEntryRefused = (err: unknown) => /^2[23]/.test(String(codeOf(err) ?? ''));
