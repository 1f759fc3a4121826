/**
 * What a table added to the business set declares, in one file of its own (tables/<key>.ts): its
 * rows' generator, its header style and the module a busy customer makes of it. Its questions live
 * beside it (tables/<key>.questions.ts).
 */
import type { TableKey } from '../data.js';
import { type Cell, toCsv } from '../random.js';

export interface Table<R> {
  key: TableKey;
  /** The uploaded file's name. */
  file: string;
  headers: string[];
  rows: R[];
  csv: string;
}

export interface ModuleDef {
  /** The module's human name, as a customer names it. */
  name: string;
  project: string;
  synonyms?: string[];
  /** By column name as the module builder makes it from the header ("PERF_RATING" → perf_rating). */
  labels?: Record<string, { label?: string; synonyms?: string[] }>;
}

/** A table as a customer exports it: its CSV written from the typed rows, so the two never disagree. */
export function table<R>(key: TableKey, headers: string[], rows: R[], cells: (r: R) => Cell[]): Table<R> {
  return { key, file: `${key}.csv`, headers, rows, csv: toCsv(headers, rows.map(cells)) };
}
