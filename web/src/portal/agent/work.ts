import type { InferenceAnswer } from '../../api';
import { csvNumber, shownNumber } from './numbers';

/** The shown work of an answer at full exposure: its columns, the rows the answer was written from, the chart suggestion. */
export type Column = NonNullable<InferenceAnswer['columns']>[number];
export type Cell = NonNullable<InferenceAnswer['rows']>[number][number];
export type ChartSuggestion = NonNullable<InferenceAnswer['chart']>;

/** A column's heading: its label with its unit, as the spec states them. */
export const heading = (c: Column) => (c.unit ? `${c.label} (${c.unit})` : c.label);

/** A cell as the table shows it: numbers as the chart and the answer's text write them (numbers.ts), with their column's unit deciding the decimals. */
export function shownCell(v: Cell, column?: Column): string {
  if (v === null) return '—';
  if (typeof v === 'number') return shownNumber(v, column?.unit);
  return String(v);
}

/** Cells a spreadsheet would run as a formula (as the audit CSV export neutralises them): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: numbers exact without floating-point noise; formula-like text neutralised with a leading quote, then quoted when it needs to be. */
export function csvField(v: Cell): string {
  const text = v === null ? '' : typeof v === 'number' ? csvNumber(v) : String(v);
  const s = typeof v === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return s !== text || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Exactly the rows shown, as CSV with the headings as the first line. */
export function csvOf(columns: Column[], rows: Cell[][]): string {
  return [columns.map((c) => csvField(heading(c))).join(','), ...rows.map((r) => r.map(csvField).join(','))].join('\r\n') + '\r\n';
}

export interface ChartPoint {
  /** The row's position in the table: the chart's x, so that every row is one mark, in the table's order. */
  i: number;
  label: string;
  y: number;
}

/**
 * One point per row of the table beside the chart, never merged. Where the x column repeats (a list
 * of records: three orders of one region), each mark is named by its record: the category with the
 * row's other cells ("North · 1001"), and its row number if that still repeats.
 */
export function chartPoints(rows: Cell[][], xi: number, yi: number): ChartPoint[] {
  const text = (v: Cell) => (v === null ? '—' : String(v));
  const xs = rows.map((r) => text(r[xi] ?? null));
  const unique = (labels: string[]) => new Set(labels).size === labels.length;
  let labels = xs;
  if (!unique(labels)) labels = rows.map((r, i) => [xs[i], ...r.filter((_, j) => j !== xi && j !== yi).map(text)].join(' · '));
  if (!unique(labels)) labels = labels.map((l, i) => `${i + 1}. ${l}`);
  return rows.map((r, i) => ({ i, label: labels[i]!, y: typeof r[yi] === 'number' ? r[yi] : Number(r[yi]) }));
}
