/** How the module builder words the semantic layer's choices (keyed, so that a new choice cannot go unworded). */
import type { Aggregation, MetricAggregate, Role } from './edits';

/** What each role (kind of column) means for exposure, in the select's words. */
export const ROLE_HINT: Record<Role, string> = {
  measure: 'measure',
  dimension: 'dimension',
  time: 'time',
  identifier: 'identifier (hidden below full)',
  sensitive: 'sensitive, personal data (hidden below full)',
  text: 'free text',
};

export const AGGREGATION_WORDS: Record<Aggregation, string> = {
  sum: 'total (sum)',
  avg: 'average (avg)',
  min: 'minimum',
  max: 'maximum',
};

export const METRIC_AGGREGATE_WORDS: Record<MetricAggregate, string> = {
  ...AGGREGATION_WORDS,
  count: 'count of records',
  count_distinct: 'count of different values',
};
