import type { ScalarValue } from '../semantic/spec.types.js';

/**
 * The structured query: the only thing a router (ours or a model) may produce. It names columns
 * of one spec module by their spec identifiers and carries values as plain data; the compiler is
 * the only place that turns it into SQL.
 */
export type Intent = 'aggregate' | 'ranking' | 'comparison' | 'trend' | 'share' | 'lookup' | 'describe';
export const INTENTS: readonly Intent[] = ['aggregate', 'ranking', 'comparison', 'trend', 'share', 'lookup', 'describe'];

/** range: the minimum and the maximum together. */
export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max' | 'range';
export const AGGREGATES: readonly Aggregate[] = ['count', 'sum', 'avg', 'min', 'max', 'range'];

export type TimeGrain = 'year' | 'quarter' | 'month' | 'week' | 'day';
export const TIME_GRAINS: readonly TimeGrain[] = ['year', 'quarter', 'month', 'week', 'day'];

/**
 * eq/neq/gt/gte/lt/lte: one value; in: a list; range: [from, to) as ISO dates on a date column;
 * month: month of year (1-12) on a date column; contains: case-insensitive substring of a text column;
 * null / not_null: the value is missing / present (their value is ignored, pass true).
 */
export type FilterOp = 'eq' | 'neq' | 'in' | 'gt' | 'gte' | 'lt' | 'lte' | 'range' | 'month' | 'contains' | 'null' | 'not_null';
export const FILTER_OPS: readonly FilterOp[] = ['eq', 'neq', 'in', 'gt', 'gte', 'lt', 'lte', 'range', 'month', 'contains', 'null', 'not_null'];

export interface Filter {
  column: string;
  op: FilterOp;
  value: ScalarValue | ScalarValue[];
}

export interface StructuredQuery {
  intent: Intent;
  /** module_id of the spec module queried. */
  module: string;
  /** What is computed; count needs no column. Record rankings sort by measure.column. */
  measure?: { agg: Aggregate; column?: string };
  /** One grouping column; a time column is bucketed by grain (year when absent). */
  group_by?: { column: string; grain?: TimeGrain };
  filters: Filter[];
  /** Sort of groups (by the computed value) or of records (by measure.column). */
  order?: 'asc' | 'desc';
  limit?: number;
  /** Record lookups and record rankings: the columns shown. */
  columns?: string[];
  /** Share intent: the share of rows meeting this condition within each group ("rainy days per year"). */
  share_of?: Filter;
}
