/**
 * How much naming a module may carry into a spec: the agent reads every synonym on every question,
 * so these bound one customer's cost per question (the module schemas refuse more with a 400, and
 * the agent reads no more than this of specs stored before the bounds).
 */
export const SYNONYMS_PER_NAME = 20;
/** Characters of one synonym: a name people type, not a paragraph. */
export const SYNONYM_CHARS = 100;
/** Values of one column that may have synonyms of their own. */
export const VALUES_WITH_SYNONYMS = 200;
/** Synonyms of one value ("japanese", "nippon" for Japan). */
export const SYNONYMS_PER_VALUE = 10;
