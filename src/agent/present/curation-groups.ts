/** Curation of grouped results (rankings, breakdowns, trends, shares) and of comparisons of named values. */
import type { CurationInput } from '../types.js';
import { POSITION, type StructuredQuery } from '../plan/query.js';
import { withheldAt } from '../plan/spec-index.js';
import { formatNumber, formatValue, listWords, toNumber } from '../text.js';
import { labelOfCol, measureWords, whereWords } from './understood.js';
import { cap, directionWords, exposureNote, figure, periodWords, ratioWords, shareWords } from './wording.js';

type Groups = Extract<StructuredQuery, { kind: 'groups' }>;

type Compare = Extract<StructuredQuery, { kind: 'compare' }>;

function groupsFull(input: CurationInput, q: Groups): string {
  const { plan, answer, unit } = input;
  const g = plan.col(q.group_by.column);
  const gName = q.group_by.part ?? labelOfCol(g);
  const where = whereWords(q.filters, plan, 'full');
  const groups = answer.groups ?? [];
  const m = q.measures[0]!;
  const share = m.agg === 'share';
  const val = (v: unknown) => (share ? `${formatNumber(Number((toNumber(v) ?? 0).toFixed(1)))}%` : figure(v, unit));
  const words = measureWords(m, plan) + (unit ? ` in ${unit.name}` : '');
  const having = q.having
    ? ` whose ${measureWords(q.having.measure, plan)} is ${{ gt: 'above', gte: 'at least', lt: 'below', lte: 'at most', eq: 'exactly', neq: 'not' }[q.having.op]} ${q.having.value}`
    : '';
  if (q.answer === 'count') return `${figure(answer.values[0])} — the number of different ${gName} values${having}${where}.`;
  if (q.answer === 'values' && groups[0])
    return `${val(groups[0].values[0])} — the ${q.order === 'asc' ? 'lowest' : 'highest'} ${words} for one ${gName} (${formatValue(groups[0].key)})${where}.`;
  if (q.limit !== undefined && groups.length === 1) {
    const best = groups[0]!;
    return `${formatValue(best.key)}, with ${m.agg === 'count' && !m.column ? `${best.n} ${plan.base.name} records` : `${words === 'number of records' ? '' : `${words} `}${val(best.values[0])}`} — the ${gName} with the ${q.order === 'asc' ? 'lowest' : 'highest'} ${words}${where}.`;
  }
  if (q.limit !== undefined) {
    return `${cap(gName)} by ${words}${where}, ${q.order === 'asc' ? 'lowest' : 'highest'} first: ${groups.map((x, i) => `${i + 1}. ${formatValue(x.key)} (${val(x.values[0])})`).join('; ')}.`;
  }
  const list = groups.map((x) => `${formatValue(x.key)}: ${val(x.values[0])}${share ? ` (${x.n})` : ''}`).join(', ');
  const head = having ? `The ${gName} values${having}${where}: ${groups.map((x) => formatValue(x.key)).join(', ')}.` : '';
  if (head) return `${head} (${words}: ${list})`;
  let tail = '';
  if (g.temporal && groups.length >= 2) {
    const first = toNumber(groups[0]!.values[0]) ?? NaN;
    const last = toNumber(groups.at(-1)!.values[0]) ?? NaN;
    tail = ` Overall it ${directionWords(first, last)} from ${val(first)} to ${val(last)}.`;
  }
  return `The ${words} by ${gName}${where}: ${list}.${tail}`;
}

function groupsBelowFull(input: CurationInput, q: Groups): string {
  const { plan, answer, exposure } = input;
  const g = plan.col(q.group_by.column);
  const gName = q.group_by.part ?? labelOfCol(g);
  const where = whereWords(q.filters, plan, exposure);
  const groups = answer.groups ?? [];
  const words = measureWords(q.measures[0]!, plan);
  const note = exposureNote[exposure as 'limited' | 'advisory'];
  if (g.column && withheldAt(g.column, exposure))
    return `The ${words} varies across individual ${gName} values, which are not described at the ${exposure} exposure level. Ask for a breakdown by a category instead.`;
  const keys = groups.map((x) => String(x.key));
  const name = (k: unknown) => (g.temporal && q.group_by.part ? periodWords(String(k), q.group_by.part, keys) : formatValue(k));
  if (q.answer === 'count') return `Several ${gName} values qualify${where}. ${note}`;
  const byValue = [...groups].sort((x, y) => (toNumber(y.values[0]) ?? 0) - (toNumber(x.values[0]) ?? 0));
  const top = byValue[0];
  const bottom = byValue.at(-1);
  if (!top || !bottom) return `No ${plan.base.name} records match${where}. ${note}`;
  if (groups.length === 1) return `Only ${name(top.key)} has ${plan.base.name} records${where}. ${note}`;
  if (q.limit !== undefined) {
    const dir = q.order === 'asc' ? 'lowest' : 'highest';
    return `${cap(listWords(groups.map((x) => name(x.key))))} ${groups.length === 1 ? 'has' : 'have'} the ${dir} ${words}${where}. ${note}`;
  }
  if (g.temporal && groups.length >= 2) {
    const first = toNumber(groups[0]!.values[0]) ?? 0;
    const last = toNumber(groups.at(-1)!.values[0]) ?? 0;
    return `Over the period${where}, the ${words} ${directionWords(first, last)} (the end is ${ratioWords(last, first)} the start), with its peak in ${name(top.key)}. ${note}`;
  }
  if (q.measures[0]!.agg === 'share')
    return `By ${gName}${where}, ${name(top.key)} is the largest share (${shareWords(toNumber(top.values[0]) ?? 0)}) and ${name(bottom.key)} the smallest. ${note}`;
  const vt = toNumber(top.values[0]) ?? 0;
  const vb = toNumber(bottom.values[0]) ?? 0;
  return `${name(top.key)} has the highest ${words}${where}, and ${name(bottom.key)} the lowest; ${name(top.key)} is ${ratioWords(vt, vb)} ${name(bottom.key)}. ${note}`;
}

export function curateGroups(input: CurationInput, q: Groups): string {
  return input.exposure === 'full' ? groupsFull(input, q) : groupsBelowFull(input, q);
}

export function curateCompare(input: CurationInput, q: Compare): string {
  const { plan, answer, exposure, unit } = input;
  const key = plan.col(q.key);
  const list = answer.compared ?? [];
  const where = whereWords(q.filters, plan, exposure);
  const position = q.measure.column === POSITION;
  const words = position ? 'position in the table' : measureWords(q.measure, plan) + (unit ? ` in ${unit.name}` : '');
  const sensitive = !!key.column && withheldAt(key.column, exposure);
  const name = (v: unknown) => (sensitive ? 'one of the values you named' : String(v));
  const missing = list.filter((x) => x.measure === null).map((x) => name(x.value));
  const known = list.filter((x) => x.measure !== null);
  if (exposure !== 'full') {
    // Below full, a value with no records and one with too few read alike (see small-sets.ts).
    const gap = missing.length ? ` Too few ${plan.base.name} records match ${listWords(missing)} to describe.` : '';
    if (known.length < 2) return `Of the values named, only ${name(known[0]!.value)} covers enough ${plan.base.name} records to describe${where}.${gap}`;
  }
  const gap = missing.length ? ` No ${plan.base.name} records match ${listWords(missing)}.` : '';
  if (known.length < 2)
    return `${known.length ? `Only ${name(known[0]!.value)} has ${plan.base.name} records${where}.` : `None of the values named has ${plan.base.name} records${where}.`}${gap}`;
  const [a, b] = [known[0]!, known[1]!];
  const ask = q.ask ?? 'each';
  if (exposure !== 'full') {
    const note = exposureNote[exposure as 'limited' | 'advisory'];
    if (position) return `${cap(name((a.measure! <= b.measure! ? a : b).value))} comes first in the table.${gap} ${note}`;
    return `${cap(name(a.value))}'s ${words} is ${ratioWords(a.measure!, b.measure!)} ${name(b.value)}'s${where}.${gap} ${note}`;
  }
  const fig = (v: number | null) => (position ? `row ${v}` : figure(v, unit));
  const each = known.map((x) => `${name(x.value)}: ${fig(x.measure)}`).join(', ');
  if (ask === 'max' || ask === 'min') {
    const winner = answer.values[0];
    const higher = position
      ? ask === 'min'
        ? 'comes first in the table'
        : 'comes last in the table'
      : ask === 'max'
        ? `has the higher ${words}`
        : `has the lower ${words}`;
    return `${formatValue(winner)} ${higher}${where} (${each}).${gap}`;
  }
  if (ask === 'difference')
    return `${figure(answer.values[0], unit)} — the difference in ${words} between ${name(a.value)} and ${name(b.value)}${where} (${each}).${gap}`;
  if (ask === 'ratio') return `${figure(answer.values[0])} — the ratio of ${name(a.value)}'s ${words} to ${name(b.value)}'s${where} (${each}).${gap}`;
  const va = a.measure!;
  const vb = b.measure!;
  return `The ${words} by ${labelOfCol(key)}${where}: ${each}. ${name(a.value)} is ${ratioWords(va, vb)} ${name(b.value)} (a difference of ${figure(Math.abs(va - vb), unit)}).${gap}`;
}
