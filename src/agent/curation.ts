/**
 * Curation: writes the plain-text answer from a query's result, already in the form the exposure level
 * allows (full: exact figures; limited: order and comparison words, values masked; advisory: guidance
 * without numbers or single records). The exposure guard runs after this as the safety net.
 */
import type { Exposure, SpecColumn, SpecModule } from '../semantic/spec.types.js';
import type { Shape } from './compiler.js';
import { MONTHS } from './dates.js';
import type { Filter, StructuredQuery } from './query.js';
import type { RoutePlan } from './router.js';
import { findColumn, identifierColumns, isNumeric, isSensitive, isTemporal, labelOf, type SpecScope } from './spec-index.js';
import { formatNumber, formatValue, listWords, positionWords, ratioWords, shareWords, toNumber } from './text.js';

export const MASK = '[masked]';

export const pretty = (s: string) => s.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
const colLabel = (c: SpecColumn) => pretty(labelOf(c));
const AGG_WORD = { count: 'number', sum: 'total', avg: 'average', min: 'minimum', max: 'maximum', range: 'range of' } as const;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function rangeText(from: string, to: string): string {
  if (from.startsWith('0001')) return `before ${to}`;
  if (to.startsWith('9999')) return `from ${from}`;
  const last = addDays(to, -1);
  if (from.endsWith('-01-01') && to.endsWith('-01-01')) {
    const a = from.slice(0, 4);
    const b = last.slice(0, 4);
    return a === b ? `in ${a}` : `from ${a} to ${b}`;
  }
  if (from.endsWith('-01') && to.endsWith('-01') && from.slice(0, 7) === last.slice(0, 7)) return `in ${from.slice(0, 7)}`;
  if (from === last) return `on ${from}`;
  return `from ${from} to ${last}`;
}

/** The filters in words; without digits below full exposure. */
export function whereText(filters: Filter[], m: SpecModule, exposure: Exposure): string {
  const parts: string[] = [];
  for (const f of filters) {
    const c = findColumn(m, f.column);
    if (!c) continue;
    const label = colLabel(c);
    const vals = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
    const hideValue = exposure !== 'full' && (isNumeric(c) || isTemporal(c) || vals.some((v) => /\d/.test(v)));
    const hideRecord = exposure === 'advisory' && isSensitive(c);
    switch (f.op) {
      case 'eq':
      case 'in':
        parts.push(hideRecord ? `for the ${label} you named` : hideValue ? `${label} at the value you gave` : `${label} is ${listWords(vals).replace(/ and ([^,]*)$/, ' or $1')}`);
        break;
      case 'neq':
        parts.push(hideRecord || hideValue ? `${label} not the value you excluded` : `${label} is not ${vals[0]}`);
        break;
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        const word = { gt: 'above', gte: 'at least', lt: 'below', lte: 'at most' }[f.op];
        parts.push(hideValue ? `${label} ${word} the level you gave` : `${label} ${word} ${vals[0]}`);
        break;
      }
      case 'range':
        parts.push(hideValue ? 'in the period you asked about' : rangeText(vals[0]!, vals[1]!));
        break;
      case 'month':
        parts.push(`in ${MONTHS[Number(vals[0]) - 1]?.replace(/^./, (ch) => ch.toUpperCase()) ?? 'the month asked'}`);
        break;
      case 'contains':
        parts.push(hideRecord ? `for the ${label} you named` : hideValue ? `${label} matching your text` : `${label} containing "${vals[0]}"`);
        break;
      case 'null':
        parts.push(`${label} missing`);
        break;
      case 'not_null':
        parts.push(`${label} present`);
        break;
    }
  }
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export interface CurationInput {
  plan: RoutePlan;
  query: StructuredQuery;
  module: SpecModule;
  shape: Shape;
  rows: Record<string, unknown>[];
  exposure: Exposure;
}

function measureText(q: StructuredQuery, m: SpecModule, unit?: { name: string }): string {
  const mm = q.measure ?? { agg: 'count' as const };
  if (mm.agg === 'count' || !mm.column) return `number of ${m.name} records`;
  const c = findColumn(m, mm.column)!;
  return `${AGG_WORD[mm.agg]} ${colLabel(c)}${unit ? ` in ${unit.name}` : ''}`;
}

export function curate(input: CurationInput): string {
  const { query: q, module: m, shape, exposure } = input;
  const unit = input.plan.outputUnit;
  const conv = (v: unknown) => {
    const n = toNumber(v);
    return n === null ? null : unit ? n * unit.factor : n;
  };
  const where = whereText(q.filters, m, exposure);
  const measure = measureText(q, m, unit);
  const groupCol = q.group_by ? findColumn(m, q.group_by.column) : undefined;
  const groupName = groupCol ? (isTemporal(groupCol) ? (q.group_by?.grain ?? 'year') : colLabel(groupCol)) : '';
  const groupsNamed = !(exposure === 'advisory' && groupCol && isSensitive(groupCol));
  const temporalGroup = !!groupCol && isTemporal(groupCol);
  const allKeys = [...new Set(input.rows.map((r) => formatValue(r.g)))].sort();
  // Below full, periods are named in words ("March", "the latest year"), never by their digits.
  const key = (r: Record<string, unknown>) => {
    const k = formatValue(r.g);
    if (exposure === 'full' || !temporalGroup) return k;
    return periodWords(k, q.group_by?.grain ?? 'year', allKeys, groupCol);
  };
  const fmt = (v: unknown) => {
    const n = conv(v);
    return n === null ? 'no value' : formatNumber(n);
  };

  if (shape === 'scalar') {
    const row = input.rows[0] ?? {};
    const v = conv(row.v);
    // At advisory a figure over one or two records would describe those records: not given.
    const over = toNumber(row.n);
    if (exposure === 'advisory' && q.measure?.column && q.measure.agg !== 'count' && over !== null && over < 3) {
      return `This selection${where} covers too few ${m.name} records to describe without describing individual records, which the advisory exposure level does not allow. Ask about a broader group instead.`;
    }
    if (q.measure?.agg === 'count' || !q.measure?.column) {
      if (exposure === 'full') return `There are ${fmt(row.v)} ${m.name} records${where}.`;
      const share = m.row_count > 0 && v !== null ? (100 * v) / m.row_count : null;
      const part = share === null ? 'some' : q.filters.length === 0 ? 'all' : shareWords(share);
      return exposure === 'limited'
        ? `The number of ${m.name} records${where} is ${MASK}; that is ${part} of the ${m.name} records.`
        : `${cap(part)} of the ${m.name} records fall in this selection${where}. Exact counts are not given at the advisory exposure level.`;
    }
    const c = findColumn(m, q.measure.column)!;
    if (q.measure.agg === 'range') {
      // The lowest and the highest together.
      if (exposure === 'full') return `${cap(colLabel(c))}${where} ranges from ${fmt(row.v)} to ${fmt(row.v2)}${unit ? ` ${unit.name}` : ''} (over ${fmt(row.n)} ${m.name} records).`;
      const lo = toNumber(row.v);
      const hi = toNumber(row.v2);
      const width = lo !== null && hi !== null && toNumber(c.stats?.min) !== null && toNumber(c.stats?.max) !== null && toNumber(c.stats.max)! > toNumber(c.stats.min)!
        ? (hi - lo) / (toNumber(c.stats.max)! - toNumber(c.stats.min)!)
        : null;
      const spread = width === null ? 'spread over part of its range' : width > 0.75 ? 'spread over nearly its whole observed range' : width > 0.4 ? 'spread over a good part of its observed range' : 'concentrated in a narrow band of its observed range';
      return `${cap(colLabel(c))}${where} is ${spread}. ${exposure === 'limited' ? 'Exact values are masked at this exposure level.' : 'Figures are not given at the advisory exposure level.'}`;
    }
    if (exposure === 'full') return `The ${measure}${where} is ${fmt(row.v)}${unit ? ` ${unit.name}` : ''} (over ${fmt(row.n)} ${m.name} records).`;
    const min = toNumber(c.stats?.min);
    const max = toNumber(c.stats?.max);
    const raw = toNumber(row.v);
    const pos = raw !== null && min !== null && max !== null ? `, which is ${positionWords(raw, min, max)} of ${colLabel(c)}` : '';
    return exposure === 'limited'
      ? `The ${measure}${where} is ${MASK}${pos}. Exact values are masked at this exposure level.`
      : `For ${m.name}${where}, the ${measure} sits${pos ? pos.replace(/^, which is/, '') : ' within its usual range'}. Use this as a directional signal; exact figures are not given at the advisory exposure level.`;
  }

  if (shape === 'records') {
    const shown = (q.columns ?? []).map((n) => findColumn(m, n)).filter((c): c is SpecColumn => !!c);
    const total = toNumber(input.rows[0]?._total) ?? input.rows.length;
    const ids = identifierColumns(m).filter((c) => shown.includes(c));
    const nameOf = (r: Record<string, unknown>) =>
      (ids.length ? ids : shown.slice(0, 1))
        .map((c) => (exposure !== 'full' && isTemporal(c) ? dayWords(formatValue(r[c.name]), c) : formatValue(r[c.name])))
        .join(' / ');
    const sortCol = q.measure?.column ? findColumn(m, q.measure.column) : undefined;
    if (exposure === 'advisory') {
      const dim = m.columns.find((c) => c.role === 'dimension' && !isNumeric(c));
      const hint = sortCol && dim ? ` Ask instead about groups, for example the average ${colLabel(sortCol)} by ${colLabel(dim)}.` : dim ? ` Ask instead how ${m.name} records are distributed by ${colLabel(dim)}.` : '';
      return `At the advisory exposure level individual ${m.name} records are not described.${hint}`;
    }
    if (q.intent === 'ranking' && sortCol) {
      const dir = q.order === 'asc' ? 'lowest' : 'highest';
      if (exposure === 'limited') {
        return `The ${m.name} records with the ${dir} ${colLabel(sortCol)}${where}: ${listWords(input.rows.map(nameOf))}. Exact values are masked at this exposure level.`;
      }
      // Other columns the question named ("horsepower of the heaviest car") are shown beside the sort.
      const extra = shown.filter((c) => c !== sortCol && !ids.includes(c));
      const more = (r: Record<string, unknown>) => extra.map((c) => `, ${colLabel(c)}: ${formatValue(r[c.name])}`).join('');
      if (input.rows.length === 1) return `The ${m.name} record with the ${dir} ${colLabel(sortCol)}${where} is ${nameOf(input.rows[0]!)} (${colLabel(sortCol)}: ${fmt(input.rows[0]![sortCol.name])}${more(input.rows[0]!)}).`;
      return `The ${input.rows.length} ${m.name} records with the ${dir} ${colLabel(sortCol)}${where}: ${input.rows.map((r, i) => `${i + 1}. ${nameOf(r)} (${fmt(r[sortCol.name])}${more(r)})`).join('; ')}.`;
    }
    const listed = input.rows.slice(0, 10);
    if (exposure === 'limited' && total === 1) {
      // One record: where each of its figures sits in its column's range, never the figure.
      const r = listed[0]!;
      const pos = shown
        .filter((c) => isNumeric(c) && toNumber(r[c.name]) !== null && toNumber(c.stats?.min) !== null && toNumber(c.stats?.max) !== null)
        .map((c) => `its ${colLabel(c)} is ${positionWords(toNumber(r[c.name])!, toNumber(c.stats.min)!, toNumber(c.stats.max)!)}`);
      return `One record matches${where}: ${nameOf(r)}${pos.length ? `; ${pos.join('; ')}` : ''}. Exact values are masked at this exposure level.`;
    }
    if (exposure === 'limited') {
      return `${total === 1 ? 'One record matches' : 'Several records match'}${where}: ${listWords(listed.map(nameOf))}${total > listed.length ? ' and others' : ''}. Exact values are masked at this exposure level.`;
    }
    const detail = (r: Record<string, unknown>) => shown.map((c) => `${colLabel(c)}: ${formatValue(r[c.name])}`).join(', ');
    if (total === 1) return `One ${m.name} record matches${where}: ${detail(listed[0]!)}.`;
    return `${total} ${m.name} records match${where}${total > listed.length ? `; the first ${listed.length}` : ''}: ${listed.map((r) => `${detail(r)}`).join('; ')}.`;
  }

  const rows = input.rows;
  if (shape === 'share' && q.share_of) {
    // Within each group, the share of rows meeting the condition ("rainy days per year").
    const so = q.share_of;
    const soCol = findColumn(m, so.column)!;
    const vals = (Array.isArray(so.value) ? so.value : [so.value]).map(String);
    const cond = `${colLabel(soCol)} ${so.op === 'neq' ? 'not ' : ''}${listWords(vals).replace(/ and ([^,]*)$/, ' or $1')}`;
    const pct = (r: Record<string, unknown>) => toNumber(r.s) ?? 0;
    if (rows.length === 0) return `No ${m.name} records match${where}.`;
    if (exposure === 'full') {
      return `Share of ${m.name} records with ${cond}, by ${groupName}${where}: ${rows.map((r) => `${key(r)} ${formatNumber(Number(pct(r).toFixed(1)))}% (${fmt(r.v)} of ${fmt(r.n)})`).join(', ')}.`;
    }
    if (!groupsNamed) return `The share of ${m.name} records with ${cond} varies across individual ${groupName} values, which are not described at the advisory exposure level.`;
    const byShare = [...rows].sort((a, b) => pct(b) - pct(a));
    const hi = byShare[0]!;
    const lo = byShare.at(-1)!;
    const body = `By ${groupName}${where}, ${cond} is most frequent in ${key(hi)} (${shareWords(pct(hi))} of its records)${rows.length > 1 ? ` and least frequent in ${key(lo)} (${shareWords(pct(lo))})` : ''}.`;
    return exposure === 'limited' ? `${body} Exact values are masked at this exposure level.` : `${body} This is qualitative guidance; figures are not given at the advisory exposure level.`;
  }

  if (shape === 'share') {
    const focus = input.plan.focus?.map((f) => f.toLowerCase());
    const focused = focus ? rows.filter((r) => focus.includes(formatValue(r.g).toLowerCase())) : [];
    const pct = (r: Record<string, unknown>) => toNumber(r.s) ?? 0;
    const what = q.measure?.agg === 'sum' && q.measure.column ? `total ${colLabel(findColumn(m, q.measure.column)!)}` : `${m.name} records`;
    if (focused.length) {
      const sum = focused.reduce((a, r) => a + pct(r), 0);
      const names = listWords(focused.map(key));
      if (exposure === 'full') {
        const count = focused.reduce((a, r) => a + (toNumber(r.v) ?? 0), 0);
        return `${names} account${focused.length === 1 ? 's' : ''} for ${formatNumber(Number(sum.toFixed(1)))}% of ${what}${where} (${formatNumber(count)} of ${formatNumber(rows.reduce((a, r) => a + (toNumber(r.v) ?? 0), 0))}).`;
      }
      return `${names} account${focused.length === 1 ? 's' : ''} for ${shareWords(sum)} of ${what}${where}.`;
    }
    if (exposure === 'full') return `Share of ${what} by ${groupName}${where}: ${rows.map((r) => `${key(r)} ${formatNumber(Number(pct(r).toFixed(1)))}% (${fmt(r.v)})`).join(', ')}.`;
    if (!groupsNamed) return `${what} are spread across many individual ${groupName} values, none of which are described at the advisory exposure level.`;
    const top = rows[0];
    const last = rows.at(-1);
    if (!top || !last) return `No ${what} were found${where}.`;
    return `By ${groupName}${where}, ${key(top)} is the largest share (${shareWords(pct(top))} of ${what})${rows.length > 2 ? `, followed by ${listWords(rows.slice(1, Math.min(4, rows.length - 1)).map(key))}` : ''}${rows.length > 1 ? `; ${key(last)} is the smallest (${shareWords(pct(last))})` : ''}.`;
  }

  // groups
  if (q.intent === 'trend' || (groupCol && isTemporal(groupCol) && q.intent !== 'ranking' && q.intent !== 'comparison')) {
    const values = rows.map((r) => toNumber(r.v) ?? 0);
    const first = values[0]!;
    const last = values.at(-1)!;
    const peakIdx = values.indexOf(Math.max(...values));
    const direction = rows.length < 2 ? 'has a single period' : last > first * 1.05 ? 'rose' : last < first * 0.95 ? 'fell' : 'stayed roughly level';
    if (exposure === 'full') {
      return `The ${measure} by ${groupName}${where}: ${rows.map((r) => `${key(r)}: ${fmt(r.v)}`).join(', ')}. Overall it ${direction}${rows.length >= 2 ? ` from ${fmt(rows[0]!.v)} to ${fmt(rows.at(-1)!.v)}` : ''}; the peak was ${key(rows[peakIdx]!)} (${fmt(rows[peakIdx]!.v)}).`;
    }
    const part = rows.length < 3 ? '' : peakIdx < rows.length / 3 ? ' early in the period' : peakIdx < (2 * rows.length) / 3 ? ' in the middle of the period' : ' late in the period';
    const body = `Over the period${where}, the ${measure} ${direction}${rows.length >= 2 ? ` (the end is ${ratioWords(last, first)} the start)` : ''}, with its peak${part}.`;
    return exposure === 'limited' ? `${body} Exact values are masked at this exposure level.` : `${body} Treat this as a directional trend; figures are not given at the advisory exposure level.`;
  }

  if (rows.length === 0) return `No ${m.name} records match${where}.`;
  const ordered = q.intent === 'comparison' && input.plan.focus?.length
    ? rows.filter((r) => input.plan.focus!.some((f) => f.toLowerCase() === formatValue(r.g).toLowerCase()))
    : rows;
  const list = ordered.length ? ordered : rows;
  if (exposure === 'full') {
    if (q.intent === 'ranking') {
      const dir = q.order === 'asc' ? 'lowest' : 'highest';
      if (list.length === 1) return `${key(list[0]!)} has the ${dir} ${measure}${where}: ${fmt(list[0]!.v)}.`;
      return `${cap(groupName)} ranked by ${measure}${where}, ${dir} first: ${list.map((r, i) => `${i + 1}. ${key(r)} (${fmt(r.v)})`).join('; ')}.`;
    }
    const shownValue = (r: Record<string, unknown>) => (q.measure?.agg === 'range' ? `${fmt(r.v)} to ${fmt(r.v2)}` : fmt(r.v));
    if (input.plan.countGroups) {
      return `There are ${list.length} different ${groupName} values${where}: ${list.map((r) => `${key(r)} (${fmt(r.v)} records)`).join(', ')}.`;
    }
    const base = `The ${measure} by ${groupName}${where}: ${list.map((r) => `${key(r)}: ${shownValue(r)}`).join(', ')}.`;
    if (q.intent === 'comparison' && list.length >= 2) {
      const [a, b] = [list[0]!, list[1]!];
      const va = conv(a.v) ?? 0;
      const vb = conv(b.v) ?? 0;
      return `${base} ${key(a)} is ${ratioWords(va, vb)} ${key(b)} (a difference of ${formatNumber(Number(Math.abs(va - vb).toFixed(2)))}).`;
    }
    return base;
  }
  if (!groupsNamed) {
    return `The ${measure} varies across individual ${groupName} values, which are not described at the advisory exposure level. Ask for a breakdown by a category instead.`;
  }
  const byValue = [...list].sort((a, b) => (toNumber(b.v) ?? 0) - (toNumber(a.v) ?? 0));
  const top = byValue[0]!;
  const bottom = byValue.at(-1)!;
  const vt = toNumber(top.v) ?? 0;
  const vb = toNumber(bottom.v) ?? 0;
  let body: string;
  if (q.intent === 'ranking') {
    const dir = q.order === 'asc' ? 'lowest' : 'highest';
    const inOrder = list.map(key);
    body = list.length === 1 ? `${inOrder[0]} has the ${dir} ${measure}${where}.` : `By ${measure}${where}, ${dir} first: ${listWords(inOrder)}.`;
  } else if (byValue.length === 1) {
    body = `Only ${key(top)} has ${m.name} records${where}.`;
  } else {
    body = `${key(top)} has the highest ${measure}${where}${byValue.length > 2 ? `, followed by ${listWords(byValue.slice(1, -1).slice(0, 4).map(key))}` : ''}, and ${key(bottom)} the lowest; ${key(top)} is ${ratioWords(vt, vb)} ${key(bottom)}.`;
  }
  return exposure === 'limited'
    ? `${cap(body)} Exact values are masked at this exposure level.`
    : `${cap(body)} This is qualitative guidance; figures are not given at the advisory exposure level.`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SMALL_NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const monthName = (m: number) => cap(MONTHS[m - 1] ?? 'an unknown month');
const ORDINAL = ['first', 'second', 'third', 'fourth'];

function position(i: number, n: number, unit: string): string {
  if (n <= 1) return `the only ${unit}`;
  if (i === 0) return `the earliest ${unit}`;
  if (i === n - 1) return `the latest ${unit}`;
  return i < n / 3 ? `an early ${unit}` : i < (2 * n) / 3 ? `a ${unit} in the middle of the period` : `a late ${unit}`;
}

/** A period key ("2014", "2014-03", "2014-Q2", "2014-03-05") in words, relative to the others. */
export function periodWords(key: string, grain: string, allKeys: string[], col?: SpecColumn): string {
  // Years are placed within the data's whole range when the spec knows it, else among the keys shown.
  const lo = Number(String(col?.stats?.min ?? '').slice(0, 4));
  const hi = Number(String(col?.stats?.max ?? '').slice(0, 4));
  const ranged = Number.isInteger(lo) && Number.isInteger(hi) && hi > lo && lo > 0;
  const years = ranged ? Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i)) : [...new Set(allKeys.map((k) => k.slice(0, 4)))].sort();
  const yearPart = years.length > 1 ? ` of ${position(years.indexOf(key.slice(0, 4)), years.length, 'year')}` : '';
  if (grain === 'year' && ranged) return `${position(years.indexOf(key.slice(0, 4)), years.length, 'year')} in the data`;
  if (grain === 'month') return `${monthName(Number(key.slice(5, 7)))}${yearPart}`;
  if (grain === 'quarter') return `the ${ORDINAL[Number(key.slice(-1)) - 1] ?? 'same'} quarter${yearPart}`;
  return position(allKeys.indexOf(key), allKeys.length, grain === 'year' ? 'year' : grain === 'week' ? 'week' : 'day');
}

/** A date in words relative to the column's range: "a day in March, late in the data". */
function dayWords(iso: string, c: SpecColumn): string {
  const month = Number(iso.slice(5, 7));
  const y = Number(iso.slice(0, 4));
  const lo = Number(String(c.stats?.min ?? '').slice(0, 4));
  const hi = Number(String(c.stats?.max ?? '').slice(0, 4));
  const when = Number.isFinite(lo) && Number.isFinite(hi) && hi > lo ? ((y - lo) / (hi - lo) < 0.34 ? ', early in the data' : (y - lo) / (hi - lo) > 0.66 ? ', late in the data' : ', in the middle of the data') : '';
  return month >= 1 && month <= 12 ? `a day in ${monthName(month)}${when}` : 'a day';
}

/** Example questions for a module, built from its spec. */
export function examples(m: SpecModule): string[] {
  const measure = m.columns.find((c) => c.role === 'measure' && isNumeric(c));
  const dim = m.columns.find((c) => c.role === 'dimension' && !isNumeric(c)) ?? m.columns.find((c) => c.role === 'dimension');
  const time = m.columns.find(isTemporal);
  const out: string[] = [];
  if (measure && dim) out.push(`What is the average ${colLabel(measure)} by ${colLabel(dim)}?`);
  if (measure) out.push(`Which ${m.name} records have the highest ${colLabel(measure)}?`);
  if (measure && time) out.push(`How did the ${colLabel(measure)} change over time?`);
  if (dim) out.push(`What share of ${m.name} records does each ${colLabel(dim)} have?`);
  out.push(`How many ${m.name} records are there?`);
  return out;
}

/** "What can I ask": the modules and their columns, in the words the exposure allows. */
export function describeScope(scope: SpecScope, exposure: Exposure): string {
  const parts = scope.modules.map((m) => {
    const cols = m.columns.map((c) => colLabel(c));
    const size = exposure === 'full' ? ` (${m.row_count} records)` : '';
    const dims = m.columns.filter((c) => c.role === 'dimension' && !isNumeric(c) && !(exposure === 'advisory' && isSensitive(c)));
    const vals = dims
      .slice(0, 2)
      .map((d) => `${colLabel(d)} such as ${listWords(d.stats.top_values.slice(0, 3).map((t) => String(t.value)))}`)
      .filter((s) => !/such as $/.test(s));
    return `${m.name}${size}: ${cols.join(', ')}${vals.length ? `; with ${vals.join('; ')}` : ''}. For example: ${examples(m).slice(0, 3).map((e) => `"${e}"`).join(' ')}`;
  });
  const count = exposure === 'full' ? String(parts.length) : (SMALL_NUMBERS[parts.length] ?? 'several');
  return `You can ask about ${parts.length === 1 ? 'this data' : `${count} data sets`}. ${parts.join(' ')} I can count, add up, average, find minimums and maximums, rank, compare, show trends over time, show shares${exposure === 'full' ? ' and look up records' : ''}.`;
}

/** The answer when the question could not be answered: what was understood and what can be asked. */
export function clarification(plan: RoutePlan, scope: SpecScope, reason: string): string {
  const understood = plan.understood.length ? ` I understood: ${plan.understood.join('; ')}.` : '';
  const modules = plan.module ? [plan.module] : scope.modules;
  const ex = modules.flatMap((m) => examples(m).slice(0, 2)).slice(0, 4);
  const cols = plan.module ? ` The ${plan.module.name} data has: ${plan.module.columns.map(colLabel).join(', ')}.` : ` Available data: ${scope.modules.map((m) => m.name).join(', ')}.`;
  return `${reason}${understood}${cols} You could ask, for example: ${ex.map((e) => `"${e}"`).join(' ')}`;
}
