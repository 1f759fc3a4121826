/**
 * The registry of operations: the kinds of structured query, and the families of readings the parser
 * generates, in the order it generates them (the order is the tie-break between readings scored
 * alike, and where the bound on candidates stops). The aggregate functions have their own list
 * (aggregates/index.ts); an aggregate that brings its own readings is read after these families.
 */
import type { TSchema } from 'typebox';
import { AGGREGATE_FUNCTIONS } from './aggregates/index.js';
import { aggregate } from './kinds/aggregate.js';
import { compare } from './kinds/compare.js';
import { correlation } from './kinds/correlation.js';
import { groups } from './kinds/groups.js';
import { values } from './kinds/values.js';
import type { QueryKind, Reading } from './operation.js';
import { breakdowns } from './readings/breakdowns.js';
import { commonValues } from './readings/common-values.js';
import { comparisons } from './readings/comparisons.js';
import { correlations } from './readings/correlations.js';
import { counts } from './readings/counts.js';
import { lookups } from './readings/lookups.js';
import { measures } from './readings/measures.js';
import { neighbours } from './readings/neighbours.js';
import { positions } from './readings/positions.js';
import { records } from './readings/records.js';
import { shares } from './readings/shares.js';
import { sorted } from './readings/sorted.js';

/** The kinds of query, in the schema's order (the model's tool lists them so). */
export const KINDS = [values, aggregate, groups, compare, correlation] as const;

const byKind = new Map<string, QueryKind<TSchema>>(KINDS.map((k) => [k.kind, k as unknown as QueryKind<TSchema>]));

/** The kind a query is (the schema admits no other). */
export function kindOf(kind: string): QueryKind<TSchema> {
  const k = byKind.get(kind);
  if (!k) throw new Error(`no kind of query ${JSON.stringify(kind)}`);
  return k;
}

/** The reading families, in the order the parser generates them; then the readings aggregate functions bring. */
export const READINGS: readonly Reading[] = [
  lookups,
  sorted,
  records,
  positions,
  counts,
  measures,
  commonValues,
  neighbours,
  comparisons,
  breakdowns,
  shares,
  correlations,
  ...AGGREGATE_FUNCTIONS.flatMap((f): Reading[] => ('readings' in f && f.readings ? [{ name: f.name, generate: f.readings }] : [])),
];
