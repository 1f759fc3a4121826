import type { InferenceAnswer } from '../../api';

/** The shown work of an answer at full exposure: its columns, the rows the answer was written from, the chart suggestion. */
export type Column = NonNullable<InferenceAnswer['columns']>[number];
export type Cell = NonNullable<InferenceAnswer['rows']>[number][number];
export type ChartSuggestion = NonNullable<InferenceAnswer['chart']>;

/** A column's heading: its label with its unit, as the spec states them. */
export const heading = (c: Column) => (c.unit ? `${c.label} (${c.unit})` : c.label);

/** A cell as the table shows it: numbers with at most a few decimals, in the reader's locale. */
export function shownCell(v: Cell): string {
  if (v === null) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? v.toLocaleString() : v.toLocaleString(undefined, { maximumFractionDigits: 3 });
  return String(v);
}

/** Cells a spreadsheet would run as a formula (as the audit CSV export neutralises them): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text neutralised with a leading quote, then quoted when it needs to be. */
export function csvField(v: Cell): string {
  const text = v === null ? '' : String(v);
  const s = typeof v === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return s !== text || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Exactly the rows shown, as CSV with the headings as the first line. */
export function csvOf(columns: Column[], rows: Cell[][]): string {
  return [columns.map((c) => csvField(heading(c))).join(','), ...rows.map((r) => r.map(csvField).join(','))].join('\r\n') + '\r\n';
}
