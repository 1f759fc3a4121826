/**
 * Curation: the plain-text answer, written from the structured answer and the query. The answer
 * comes first, in one sentence, then at most a short justification; the text is already in the
 * form the exposure allows (full: exact figures; limited: names and words of comparison, no digit;
 * advisory: guidance without figures or single records). The exposure guard runs after this.
 */
import { curateGroups, curateCompare } from './curation-groups.js';
import { DEFAULT_MIN_RECORDS, tooFew, withoutSmallSets } from '../guard/small-sets.js';
import { POSITION, shareKnown, type StructuredQuery } from '../plan/query.js';
import type { CurationInput } from '../types.js';
import { withheldAt } from '../plan/spec-index.js';
import { formatValue, listWords, toNumber } from '../text.js';
import { labelOfCol, measureWords, whereWords } from './understood.js';
import { cap, exposureNote, figure, MASK, placeWords, shareOf } from './wording.js';

/** The most values an answer lists by name. */
const LISTED = 10;

function valuesFull(input: CurationInput, q: Extract<StructuredQuery, { kind: 'values' }>): string {
  const { plan, answer, rows } = input;
  const a = plan.col(q.columns[0]!);
  const where = whereWords(q.filters, plan, 'full');
  const extra = q.columns.slice(1).map((r) => plan.col(r));
  const order = q.order ? plan.col(q.order.by) : undefined;
  const shown = (v: unknown) => (a.numeric || a.temporal ? `${labelOfCol(a)}: ${figure(v)}` : formatValue(v));
  // One record says the value it was ranked by after its rank ("at 2,930"); a list shows it beside each.
  const context = (r: Record<string, unknown>, single = false) =>
    extra
      .map((c, i) => ({ c, v: r[`c${i + 1}`] }))
      .filter(({ c, v }) => v !== null && v !== undefined && !(single && c === order))
      .map(({ c, v }) => (c.numeric || c.temporal ? `${labelOfCol(c)} ${figure(v)}` : formatValue(v)))
      .join(', ');
  const sortWords = () => {
    if (!q.order || !order) return '';
    if (order.ref === POSITION) return q.order.dir === 'asc' ? 'first in table order' : 'last in table order';
    return `with the ${q.order.dir === 'asc' ? 'lowest' : 'highest'} ${labelOfCol(order)}`;
  };
  if (answer.values.length === 1 && rows.length === 1) {
    const ctx = context(rows[0]!, true);
    // The value it was ranked by, where the query read it: "with the highest Span (m), at 1,204".
    const sortIndex = q.order ? q.columns.indexOf(q.order.by) : -1;
    const at = sortIndex > 0 ? `, at ${figure(rows[0]?.[`c${sortIndex}`])}${where ? ',' : ''}` : '';
    const how = [q.offset ? `number ${q.offset + 1}` : '', sortWords()].filter(Boolean).join(', ');
    return `${shown(rows[0]!.c0)} — ${ctx ? `${ctx}, ` : ''}the ${plan.base.name} record${how ? ` ${how}${at}` : ''}${where}.`;
  }
  const listed = rows.slice(0, LISTED).map((r) => {
    const ctx = context(r);
    return `${shown(r.c0)}${ctx ? ` (${ctx})` : ''}`;
  });
  // A top N lists its N: the records beyond the limit were never asked for.
  const total = q.limit !== undefined ? rows.length : (answer.total ?? rows.length);
  const more = total > listed.length ? ` and ${total - listed.length} more` : '';
  const ranked = q.order ? `, ${sortWords()} first` : '';
  return `${listWords(listed)}${more} — the ${labelOfCol(a)} of ${total === 1 ? 'the' : `the ${total}`} ${plan.base.name} records${where}${ranked}.`;
}

function valuesBelowFull(input: CurationInput, q: Extract<StructuredQuery, { kind: 'values' }>): string {
  const { plan, answer, rows, exposure } = input;
  const a = plan.col(q.columns[0]!);
  const where = whereWords(q.filters, plan, exposure);
  if (exposure === 'advisory') {
    const dim = plan.base.columns.find((c) => c.role === 'dimension' && c.type === 'text' && !withheldAt(c, 'advisory'));
    const hint = dim ? ` Ask instead how ${plan.base.name} records are spread by ${dim.label || dim.name}.` : '';
    return `At the advisory exposure level individual ${plan.base.name} records are not described.${hint}`;
  }
  if (a.numeric || a.temporal) {
    const place = answer.values.length === 1 ? `, ${placeWords(rows[0]?.c0, a.column)} of ${labelOfCol(a)}` : '';
    return `The ${labelOfCol(a)} of the ${plan.base.name} record${answer.values.length === 1 ? '' : 's'}${where} is ${MASK}${place}. ${exposureNote.limited}`;
  }
  const names = answer.values.slice(0, LISTED).map(String);
  const more = (answer.total ?? 0) > names.length ? ' and others' : '';
  return `${cap(listWords(names))}${more} — the ${labelOfCol(a)}${where}. ${exposureNote.limited}`;
}

function aggregateText(input: CurationInput, q: Extract<StructuredQuery, { kind: 'aggregate' }>): string {
  const { plan, answer, exposure, unit } = input;
  const where = whereWords(q.filters, plan, exposure);
  const over = answer.total ?? 0;
  const m = q.measures[0]!;
  const words = measureWords(m, plan) + (unit ? ` in ${unit.name}` : '');
  if (exposure === 'full') {
    if (q.combine)
      return `${figure(answer.values[0], unit)} — the ${q.combine} between the ${q.measures.map((x) => measureWords(x, plan)).join(' and the ')}${where}.`;
    if (m.agg === 'share') {
      const of = m.column !== undefined ? `the total ${labelOfCol(plan.col(m.column))}` : `${plan.base.name} records`;
      const known = shareKnown(m);
      const over_ = known ? `over the ${over} records with a known ${labelOfCol(plan.col(known))}` : `over ${over} records`;
      return `${figure(answer.values[0])}% — the share of ${of}${whereWords(m.where ? [m.where] : [], plan, 'full')}${q.filters.length ? `, among those${where}` : ''} (${over_}).`;
    }
    if (m.agg === 'count' && !m.column) return `There ${answer.values[0] === 1 ? 'is' : 'are'} ${figure(answer.values[0])} ${plan.base.name} records${where}.`;
    const both = q.measures.length === 2 ? ` and the ${measureWords(q.measures[1]!, plan)} is ${figure(answer.values[1], unit)}` : '';
    return `${figure(answer.values[0], unit)} — the ${words}${where} (over ${over} ${plan.base.name} records)${both}.`;
  }
  if (m.agg === 'count' && !m.column) {
    const part = q.filters.length === 0 ? 'all' : shareOf(Number(answer.values[0] ?? 0), plan.base.row_count);
    return `${cap(part)} of the ${plan.base.name} records fall in this selection${where}. ${exposureNote[exposure]}`;
  }
  if (m.agg === 'share')
    return `${cap(shareOf(Number(answer.values[0] ?? 0), 100))} of the ${plan.base.name} records${whereWords(m.where ? [m.where] : [], plan, exposure)}. ${exposureNote[exposure]}`;
  const c = m.column !== undefined ? plan.col(m.column) : undefined;
  return `The ${words}${where} is ${exposure === 'limited' ? MASK : 'not given as a figure'}, ${placeWords(answer.values[0], c?.column)} of ${c ? labelOfCol(c) : 'the data'}. ${exposureNote[exposure]}`;
}

function correlationText(input: CurationInput, q: Extract<StructuredQuery, { kind: 'correlation' }>): string {
  const { plan, answer, exposure } = input;
  const r = toNumber(answer.values[0]) ?? 0;
  const strength = Math.abs(r) >= 0.7 ? 'strong' : Math.abs(r) >= 0.4 ? 'moderate' : Math.abs(r) >= 0.2 ? 'weak' : 'little or no';
  const sign = Math.abs(r) < 0.2 ? '' : r > 0 ? ' positive' : ' negative';
  const [a, b] = q.columns.map((c) => labelOfCol(plan.col(c)));
  const where = whereWords(q.filters, plan, exposure);
  if (exposure === 'full')
    return `${figure(r)} — the correlation between ${a} and ${b}${where} (${strength}${sign} relationship, over ${answer.total} records).`;
  return `${cap(a!)} and ${b} show a ${strength}${sign} relationship${where}. ${exposureNote[exposure]}`;
}

export function curate(full: CurationInput): string {
  let input = full;
  const q = input.query;
  if (input.exposure !== 'full') {
    const answer = withoutSmallSets(q, input.answer, input.minRecords ?? DEFAULT_MIN_RECORDS);
    if (!answer) return tooFew(input.plan.base.name, whereWords(q.filters, input.plan, input.exposure), input.exposure);
    input = { ...input, answer };
  }
  switch (q.kind) {
    case 'values':
      return input.exposure === 'full' ? valuesFull(input, q) : valuesBelowFull(input, q);
    case 'aggregate':
      return aggregateText(input, q);
    case 'groups':
      return curateGroups(input, q);
    case 'compare':
      return curateCompare(input, q);
    case 'correlation':
      return correlationText(input, q);
  }
}
