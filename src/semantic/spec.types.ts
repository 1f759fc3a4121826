/**
 * The trained semantic spec: what the agent knows about a project's data. Written by the semantic
 * build (src/semantic), read by the agent (src/agent). Stored as JSON in semantic_specs.spec.
 * Every SQL identifier the agent uses comes from here (our own metadata), never from a prompt.
 */
export type ColumnType = 'integer' | 'number' | 'boolean' | 'date' | 'timestamp' | 'text';

/** measure: summed/averaged; dimension: grouped/filtered; time: trends; identifier: keys and names of records; text: free text. */
export type ColumnRole = 'measure' | 'dimension' | 'time' | 'identifier' | 'text';

export type ScalarValue = string | number | boolean;

export interface ColumnStats {
  distinct_count: number;
  /** Share of rows where the value is null, 0..1. */
  null_share: number;
  /** For numbers and dates (ISO strings for dates and timestamps); null when every value is null. */
  min: ScalarValue | null;
  max: ScalarValue | null;
  /** Most frequent values, most frequent first (at most 20), for dimensions and identifiers. */
  top_values: { value: ScalarValue; count: number }[];
}

export interface SpecColumn {
  /** The column's name in the module table: a safe SQL identifier of our own making ([a-z_][a-z0-9_]*). */
  name: string;
  /** The human name given in the module's labels (defaults to the name). */
  label: string;
  synonyms: string[];
  type: ColumnType;
  role: ColumnRole;
  stats: ColumnStats;
}

export interface SpecModule {
  module_id: string;
  /** The module's human name, e.g. "Cars". */
  name: string;
  synonyms: string[];
  /** The physical table holding the module's rows (schema owned by the customer). */
  table: { schema: string; name: string };
  row_count: number;
  columns: SpecColumn[];
}

export interface SpecJoin {
  left: { module_id: string; column: string };
  right: { module_id: string; column: string };
}

export interface SpecDoc {
  version: 1;
  modules: SpecModule[];
  joins: SpecJoin[];
}

export type Exposure = 'full' | 'limited' | 'advisory';

/** Most restrictive first: the answer honours the lowest exposure among the kept specs. */
export const EXPOSURE_ORDER: readonly Exposure[] = ['advisory', 'limited', 'full'];

export function mostRestrictive(levels: Exposure[]): Exposure {
  return EXPOSURE_ORDER.find((e) => levels.includes(e)) ?? 'advisory';
}
