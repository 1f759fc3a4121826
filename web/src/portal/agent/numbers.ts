/**
 * One number format for an answer's table and chart, and exact decimals for its CSV.
 *
 * The digits are those of the answer's text (src/agent/text.ts, formatFigure; a percentage as
 * src/agent/operations/kinds/groups.ts writes it): integers whole, other numbers rounded to two
 * decimals (four below 1), a percentage to one, trailing zeros dropped, with thousands separators
 * (en-US, as the text is English: "56,641.62", as the text writes a figure).
 * No imports: the unit tests run this file in Node as it is.
 */

/** The decimals a number of a column with this unit is shown with, as the answer's text rounds it. */
function decimalsFor(n: number, unit?: string): number {
  if (unit === '%') return 1;
  return Math.abs(n) >= 1 ? 2 : 4;
}

/** A number as the table's cell, the chart's mark and its axis show it: "56,641.62", "12.5", "0.0042". */
export function shownNumber(n: number, unit?: string): string {
  if (!Number.isFinite(n)) return String(n);
  const digits = Number.isInteger(n) ? 0 : decimalsFor(n, unit);
  // Rounded as the text rounds (toFixed), then only grouped: both say the same digits.
  const rounded = Number(n.toFixed(digits));
  return rounded.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/**
 * A number in the CSV: exact, without binary floating-point noise (178389.95000000004 → 178389.95,
 * 0.30000000000000004 → 0.3). Fifteen significant digits are what a double always holds exactly, so
 * a value written with at most fifteen comes back unchanged; integers are written as they are.
 */
export function csvNumber(n: number): string {
  if (!Number.isFinite(n) || Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(15)));
}
