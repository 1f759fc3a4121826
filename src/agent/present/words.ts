/**
 * The words of a query's parts, for every stage that writes about a query: a column's label, a
 * filter ("Status is Retired", "Weight above 3000"), the filters together ("where …"). Below full no
 * figure of the data appears, and at advisory no value of an identifying or free-text column.
 */
import type { Exposure } from '../../contracts/exposure.js';
import type { SpecColumn } from '../../contracts/spec.js';
import { MONTHS } from '../understand/dates.js';
import type { Col, Plan } from '../plan/plan.js';
import { ofAllOf, otherOf, POSITION, relatedOf, type BaseFilter, type Filter } from '../plan/schema.js';
import { withheldAt } from '../../contracts/columns.js';
import { listWords } from '../text.js';

export const pretty = (s: string) => s.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();

export function labelOfCol(c: Col | undefined): string {
  if (!c?.column) return 'position in the table';
  return pretty(c.column.label?.trim() ? c.column.label : c.column.name);
}

export const labelOfSpec = (c: SpecColumn) => pretty(c.label?.trim() ? c.label : c.name);

function rangeWords(from: string, to: string): string {
  if (from.startsWith('0001')) return `before ${to}`;
  if (to.startsWith('9999')) return `from ${from} on`;
  if (from.endsWith('-01-01') && to.endsWith('-01-01')) {
    const a = from.slice(0, 4);
    const b = String(Number(to.slice(0, 4)) - 1);
    return a === b ? `in ${a}` : `from ${a} to ${b}`;
  }
  return `from ${from} to before ${to}`;
}

export const OPWORD: Record<string, string> = { gt: 'above', gte: 'at least', lt: 'below', lte: 'at most', eq: 'equal to', neq: 'other than' };
/** The same comparisons between two dates: "Payment date after Due date". */
const DATE_OPWORD: Record<string, string> = { gt: 'after', gte: 'on or after', lt: 'before', lte: 'on or before', eq: 'on', neq: 'not on' };

/** One filter in words; `hide` says whether its values may be shown. */
function filterWords(f: Filter | BaseFilter, plan: Plan, exposure: Exposure): string {
  const c = plan.col(f.column);
  const label = labelOfCol(c);
  const vals = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
  const sensitive = !!c.column && withheldAt(c.column, exposure);
  const figures = exposure !== 'full' && (c.numeric || c.temporal || vals.some((v) => /\p{N}/u.test(v)));
  const related = relatedOf(f);
  if (related) {
    // "it has Album records", "it has no countrylanguage records where Language is English".
    const sub = plan.related(related);
    const joined = related.join?.length ? ` (with ${related.join.map((j) => sub.col(`${j.module}.${j.right}`).source.module.name).join(', ')})` : '';
    return `it has ${f.op === 'not_exists' ? 'no' : ''} ${sub.base.name} records${joined}${whereWords(related.filters, sub, exposure)}`.replace(
      'has  ',
      'has ',
    );
  }
  const of = ofAllOf(f);
  if (of !== undefined) return `${label} ${OPWORD[f.op] ?? f.op} the ${{ avg: 'average', min: 'lowest', max: 'highest' }[of]} ${label}`;
  const other = otherOf(f);
  if (other !== undefined) return `${label} ${(c.temporal ? DATE_OPWORD : OPWORD)[f.op] ?? f.op} ${labelOfCol(plan.col(other))}`;
  if (typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value) && 'anchor' in f.value) {
    const anchor = f.value.anchor.map((a) => filterWords(a, plan, exposure)).join(' and ');
    if (c.ref === POSITION) return `${f.op === 'gt' || f.op === 'gte' ? 'after' : 'before'} the row where ${anchor}`;
    return `${label} ${OPWORD[f.op] ?? f.op} that of the row where ${anchor}`;
  }
  switch (f.op) {
    case 'eq':
    case 'in':
      return sensitive
        ? `${label} is the one you named`
        : figures
          ? `${label} at the value you gave`
          : `${label} is ${listWords(vals).replace(/ and ([^,]*)$/, ' or $1')}`;
    case 'neq':
    case 'not_in':
      return sensitive || figures ? `${label} other than the one you named` : `${label} is not ${listWords(vals).replace(/ and ([^,]*)$/, ' or $1')}`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return figures ? `${label} ${OPWORD[f.op]} the level you gave` : `${label} ${OPWORD[f.op]} ${vals[0]}`;
    case 'range':
      return figures ? `${label} in the period you asked about` : `${label} ${rangeWords(vals[0]!, vals[1]!)}`;
    case 'month':
      return `${label} in ${(MONTHS[Number(vals[0]) - 1] ?? 'the month asked').replace(/^./, (ch) => ch.toUpperCase())}`;
    case 'contains':
      return sensitive ? `${label} matching what you named` : `${label} contains "${vals[0]}"`;
    case 'null':
      return `${label} missing`;
    case 'not_null':
      return `${label} present`;
    default:
      return `${label} ${f.op}`;
  }
}

/** The filters in words: " where A is B and C above 3", or "". */
export function whereWords(filters: (Filter | BaseFilter)[], plan: Plan, exposure: Exposure): string {
  const parts = filters.map((f) => filterWords(f, plan, exposure));
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}
