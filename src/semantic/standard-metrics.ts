/**
 * Metrics of general business language that are ratios of two figures any table of their kind holds
 * ("CTR" is clicks over impressions, "ROAS" revenue over ad spend): named by their words or acronym,
 * each is read as the ratio of the two totals where the module has figures called so (by their
 * labels or their synonyms). A builder's own metric of the same name comes first (spec metrics).
 */
import type { SpecColumn, SpecModule } from '../contracts/spec.js';
import { labelWords } from './humanise.js';

export interface StandardMetric {
  /** Its names, each a phrase of lower-case words. */
  names: string[];
  /** Words any of which names the numerator's figure, and the denominator's. */
  numerator: string[];
  denominator: string[];
  /** A percentage (a part over its whole), else a plain ratio ("$ per click"). */
  percent: boolean;
}

const COST = ['cost', 'costs', 'spend', 'spent', 'spending', 'expense', 'expenses'];
const REVENUE = ['revenue', 'revenues', 'sales', 'income', 'value'];

export const STANDARD_METRICS: readonly StandardMetric[] = [
  { names: ['ctr', 'click through rate', 'clickthrough rate', 'click rate'], numerator: ['clicks'], denominator: ['impressions', 'views'], percent: true },
  {
    names: ['conversion rate', 'cvr'],
    numerator: ['conversions', 'orders', 'purchases', 'signups', 'sign ups'],
    denominator: ['clicks', 'sessions', 'visits', 'visitors', 'leads'],
    percent: true,
  },
  { names: ['bounce rate'], numerator: ['bounces'], denominator: ['sessions', 'visits'], percent: true },
  { names: ['open rate'], numerator: ['opens'], denominator: ['sent', 'delivered', 'recipients'], percent: true },
  { names: ['cpc', 'cost per click'], numerator: COST, denominator: ['clicks'], percent: false },
  { names: ['cpa', 'cost per acquisition', 'cost per conversion'], numerator: COST, denominator: ['conversions', 'acquisitions', 'signups'], percent: false },
  { names: ['cac', 'customer acquisition cost'], numerator: COST, denominator: ['customers', 'new customers', 'signups', 'conversions'], percent: false },
  { names: ['cpl', 'cost per lead'], numerator: COST, denominator: ['leads'], percent: false },
  { names: ['roas', 'return on ad spend'], numerator: REVENUE, denominator: COST, percent: false },
  { names: ['arpu', 'average revenue per user'], numerator: REVENUE, denominator: ['users', 'customers', 'subscribers', 'accounts'], percent: false },
  { names: ['profit margin', 'margin'], numerator: ['profit', 'profits', 'gross profit', 'net profit'], denominator: REVENUE, percent: true },
  {
    names: ['utilization', 'utilisation', 'utilization rate', 'utilisation rate'],
    numerator: ['billable hours', 'billable'],
    denominator: ['hours', 'total hours'],
    percent: true,
  },
];

/** The words a column is called by: its label's, and each of its synonyms whole. */
function calledBy(c: SpecColumn): { words: string[]; phrases: string[] } {
  const label = labelWords(c.label.replace(/\([^()]*\)/g, ' '));
  const synonyms = [...(c.synonyms ?? []), ...(c.implied_synonyms ?? [])].map((s) => labelWords(s).join(' '));
  return { words: label, phrases: [label.join(' '), ...synonyms] };
}

/** The additive figure of the module a list of words names: by a whole label or synonym first, else by a word of its label. */
export function figureCalled(m: SpecModule, words: readonly string[], not?: SpecColumn): SpecColumn | undefined {
  const figures = m.columns.filter((c) => c !== not && c.measure?.additive && c.role !== 'identifier');
  return figures.find((c) => calledBy(c).phrases.some((p) => words.includes(p))) ?? figures.find((c) => calledBy(c).words.some((w) => words.includes(w)));
}

/** A label's words as a metric is named: its unit and symbols left out ("CTR %" → ctr, "Open rate (%)" → open rate). */
const metricWords = (label: string) =>
  labelWords(label.replace(/\([^()]*\)/g, ' '))
    .filter((w) => /\p{L}/u.test(w))
    .join(' ');

/** The standard metric a column already is, by its label or a synonym ("Open rate", "CTR %", "Click rate"). */
export function metricOfColumn(c: Pick<SpecColumn, 'label' | 'synonyms'>): StandardMetric | undefined {
  const names = [c.label, ...(c.synonyms ?? [])].map(metricWords);
  return STANDARD_METRICS.find((metric) => metric.names.some((n) => names.includes(n)));
}

/**
 * The standard metrics a module can compute: each with its numerator and denominator columns. A metric one of
 * its columns already is ("Open rate" as the platform reported it) is that column, never recomputed.
 */
export function standardMetricsOf(m: SpecModule): { metric: StandardMetric; numerator: SpecColumn; denominator: SpecColumn }[] {
  const out: { metric: StandardMetric; numerator: SpecColumn; denominator: SpecColumn }[] = [];
  const held = new Set(m.columns.filter((c) => c.role === 'measure').map(metricOfColumn));
  for (const metric of STANDARD_METRICS) {
    if (held.has(metric)) continue;
    const numerator = figureCalled(m, metric.numerator);
    const denominator = numerator && figureCalled(m, metric.denominator, numerator);
    if (numerator && denominator) out.push({ metric, numerator, denominator });
  }
  return out;
}
