/**
 * Our ids are UUIDs. An id that is not one is simply not found: repositories and the agent check it
 * before it reaches a query, so a malformed id answers like an unknown one (404), never a 500.
 */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
