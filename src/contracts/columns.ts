/**
 * The closed lists of what a column is: its type, its role, how a measure aggregates and what kind of
 * quantity it is, and what a named metric is made of; and which columns an exposure withholds.
 */
import type { Exposure } from './exposure.js';

/** What a column holds: inferred at import (src/datasets/infer.ts), settable in the module builder. */
export const COLUMN_TYPES = ['integer', 'number', 'boolean', 'date', 'timestamp', 'text'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/**
 * measure: summed/averaged; dimension: grouped/filtered; time: trends; identifier: keys and names of
 * records; sensitive: personal data (emails, phone numbers, personal names, addresses, account or card
 * numbers); text: free text. Below full exposure no identifier or sensitive value is ever shown.
 */
export const COLUMN_ROLES = ['measure', 'dimension', 'time', 'identifier', 'sensitive', 'text'] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** How a measure aggregates when a question does not say (the spec's MeasureSemantics), and what kind of quantity it is. */
export const DEFAULT_AGGREGATIONS = ['sum', 'avg', 'min', 'max'] as const;
export type DefaultAggregation = (typeof DEFAULT_AGGREGATIONS)[number];

export const QUANTITIES = ['amount', 'count', 'duration', 'percent', 'ratio', 'price', 'score', 'age', 'temperature', 'measurement', 'other'] as const;
export type Quantity = (typeof QUANTITIES)[number];

/** Aggregates a named metric is made of. */
export const METRIC_AGGREGATES = ['sum', 'avg', 'min', 'max', 'count', 'count_distinct'] as const;
export type MetricAggregate = (typeof METRIC_AGGREGATES)[number];

/** Columns that name records or people (CONTRACT B.7): their values are never shown below full exposure. */
export const isPersonal = (c: { role: ColumnRole }) => c.role === 'identifier' || c.role === 'sensitive';

/** Whether an answer at this exposure may not show the column's values: free text is withheld at advisory too. */
export function withheldAt(c: { role: ColumnRole }, exposure: Exposure): boolean {
  if (exposure === 'full') return false;
  return isPersonal(c) || (exposure === 'advisory' && c.role === 'text');
}
