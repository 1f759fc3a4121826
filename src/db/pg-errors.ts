/** PostgreSQL error classes the services react to (same codes from PGlite and from a server). */
const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === '23503';
export const isCheckViolation = (err: unknown) => codeOf(err) === '23514';
