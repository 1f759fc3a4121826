import * as Plot from '@observablehq/plot';
import { useLayoutEffect, useRef } from 'react';
import { shownNumber } from './numbers';
import { type Cell, type ChartPoint, type ChartSuggestion, type Column, chartPoints, heading } from './work';

/**
 * The answer's chart (Observable Plot, drawn as SVG): a line with one point per period for a trend,
 * one bar per group for groups, rankings and comparisons. Axis labels are the spec's labels and units.
 * Every row of the table beside it is one mark (agent/work.ts, chartPoints): a list of records is
 * charted by record, never summed by a category.
 * The time from the response to the drawn chart is measured (performance marks `answer:<id>` and
 * `chart:<id>`, measure `chart-after-response:<id>`) for the browser test to print.
 */
export function AnswerChart({ id, chart, columns, rows }: { id: string; chart: ChartSuggestion; columns: Column[]; rows: Cell[][] }) {
  const box = useRef<HTMLDivElement>(null);
  const xi = columns.findIndex((c) => c.key === chart.x);
  const yi = columns.findIndex((c) => c.key === chart.y);
  const x = columns[xi];
  const y = columns[yi];
  const title = x && y ? `${y.label} by ${x.label}` : '';

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !x || !y || chart.kind === 'none') return;
    // Each point and bar is named for screen readers (and in a tooltip): "2014: 8.2", its number as the table's cell writes it.
    const point = (d: ChartPoint) => `${d.label}: ${shownNumber(d.y, y.unit)}`;
    const data = chartPoints(rows, xi, yi);
    // Many categories or periods, or long names: their ticks are slanted, and the axis label sits below them.
    const rotated = data.length > 8 || (data.length > 2 && data.some((d) => d.label.length > 14));
    const marks =
      chart.kind === 'line'
        ? [
            Plot.line(data, { x: 'i', y: 'y', stroke: 'var(--accent, #2563eb)' }),
            Plot.dot(data, { x: 'i', y: 'y', fill: 'var(--accent, #2563eb)', r: 3, ariaLabel: point, title: point }),
          ]
        : [Plot.barY(data, { x: 'i', y: 'y', fill: 'var(--accent, #2563eb)', ariaLabel: point, title: point }), Plot.ruleY([0])];
    const svg = Plot.plot({
      width: Math.max(320, Math.min(720, el.clientWidth || 640)),
      height: 280,
      marginLeft: 56,
      marginBottom: rotated ? 76 : 44,
      ariaLabel: `${chart.kind === 'line' ? 'Line chart' : 'Bar chart'}: ${title}`,
      ariaDescription: `${rows.length} ${chart.kind === 'line' ? 'points' : 'bars'}; the table beside it holds the same values.`,
      x: {
        label: heading(x),
        type: chart.kind === 'line' ? 'point' : 'band',
        domain: data.map((d) => d.i),
        tickFormat: (i: number) => data[i]?.label ?? '',
        tickRotate: rotated ? -45 : 0,
        labelOffset: rotated ? 70 : 36,
      },
      y: { label: heading(y), grid: true, zero: chart.kind === 'bar', tickFormat: (n: number) => shownNumber(n, y.unit) },
      marks,
    });
    el.replaceChildren(svg);
    performance.mark(`chart:${id}`);
    try {
      const m = performance.measure(`chart-after-response:${id}`, `answer:${id}`, `chart:${id}`);
      el.dataset.drawnMs = m.duration.toFixed(1);
    } catch {
      // The answer was restored from this tab's history: no response mark to measure from.
    }
    return () => el.replaceChildren();
  }, [id, chart.kind, x, y, xi, yi, rows, title]);

  if (chart.kind === 'none' || !x || !y) return null;
  return (
    <figure className="answer-chart" data-testid="answer-chart" data-kind={chart.kind}>
      <div ref={box} />
      <figcaption className="muted small">{title}</figcaption>
    </figure>
  );
}
