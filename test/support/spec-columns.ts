import type { SpecColumn } from '../../src/contracts/spec.js';

/** A column's statistics as a spec build would write them: distinct values, range, most frequent values. */
export const columnStats = (distinct: number, min: unknown = null, max: unknown = null, top: [string, number][] = []): SpecColumn['stats'] => ({
  distinct_count: distinct,
  null_share: 0,
  min: min as number | null,
  max: max as number | null,
  top_values: top.map(([value, count]) => ({ value, count })),
});

/** An invented column of a spec (no synonyms of its own), for parser tests without a database. */
export const specColumn = (
  name: string,
  label: string,
  type: SpecColumn['type'],
  role: SpecColumn['role'],
  stats = columnStats(10),
  extra: Partial<SpecColumn> = {},
): SpecColumn => ({ name, label, synonyms: [], type, role, stats, ...extra });
