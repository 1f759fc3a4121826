/**
 * What each mention can contribute to a query's WHERE: a named value an equality, a number with a
 * comparison a bound on a numeric column, a date a range on a time column (or on a column of years).
 * Each mention offers a few readings; a filter set takes at most one reading per mention.
 */
import { relatedOf, type BaseFilter, type Filter } from '../plan/schema.js';
import { columnUnit, headerStems } from './columns.js';
import { conceptStems } from './tokens.js';
import { averagesCompared } from './readings.js';
import { eventWords } from './events.js';
import { labelWords } from '../../semantic/humanise.js';
import type { Analysis, ColumnMention, DateMention, Mention, NumberMention, ValueMention } from './mentions.js';
import { stepsOf } from './view-steps.js';
import type { View, ViewColumn } from './views.js';

export interface FilterUse {
  mention: Mention;
  column: ViewColumn;
  filters: Filter[];
  /** How plausible this reading is before any learning (orders and bounds the enumeration). */
  prior: number;
  /** A column mention of the filtered column stands next to the mention. */
  adjacent: boolean;
  /** The view's records a named value selects: through a join, each joined record stands for the many records reaching it. */
  rows?: number;
  unitMatch?: boolean;
  inRange?: boolean;
  /** The comparison's adjective names the kind of measure of the filtered column ("colder" → temperature). */
  conceptMatch?: boolean;
  conceptAll?: boolean;
}

/** Labels of a rate or a share: where a bound given in percent belongs. */
const RATE_LABEL = /\b(rate|ratio|share|percent|percentage|pct|ctr|%)/i;

/** Filter sets per view, and mentions per reading, at most. */
const MAX_SETS = 16;
const MAX_FILTERS = 4;
const READINGS_PER_NUMBER = 3;

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

function adjacentColumn(a: Analysis, m: Mention, col: ViewColumn): boolean {
  return a.mentions.some((x) => x.kind === 'column' && x.column === col.column.name && x.module === col.module && x.from <= m.to + 3 && x.to >= m.from - 4);
}

/**
 * The column the word just before a value names, where that column holds the value too: "from HNL"
 * is the origin, so HNL read as a destination answers another question.
 */
function ledElsewhere(a: Analysis, m: ValueMention): boolean {
  const at = a.tokens[m.from - 1]?.text === 'the' ? m.from - 1 : m.from;
  const led = a.mentions.filter((x): x is ColumnMention => x.kind === 'column' && x.to === at && x.module === m.module);
  if (led.some((x) => x.column === m.column)) return false;
  return led.some((x) => a.mentions.some((v) => v.kind === 'value' && v.from === m.from && v.to === m.to && v.module === x.module && v.column === x.column));
}

/** A word of a longer value named in full ("Central" of "Central Africa", "CV" of "Robbin CV") is none of its own. */
const withinLonger = (a: Analysis, m: ValueMention) =>
  a.mentions.some((x) => x.kind === 'value' && x.exact && x.from <= m.from && x.to >= m.to && x.to - x.from > m.to - m.from);

function valueReading(a: Analysis, m: ValueMention, view: View): FilterUse[] {
  const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
  if (!col) return relatedValueReading(a, m, view);
  if (ledElsewhere(a, m)) return [];
  const one = m.values.length === 1;
  const op = m.part ? 'contains' : m.negated ? (one ? 'neq' : 'not_in') : one ? 'eq' : 'in';
  const filter: Filter = m.empty ? { column: col.ref, op: 'null' } : { column: col.ref, op, value: one ? m.values[0]! : m.values.slice(0, 50) };
  const step = stepsOf(view).find((j) => j.module.module_id === col.module);
  const rows = !step ? m.rows : (m.rows * view.base.row_count) / Math.max(1, step.via.column.stats.distinct_count);
  return [{ mention: m, column: col, filters: [filter], prior: (m.exact ? 2 : 1) + m.cover, adjacent: adjacentColumn(a, m, col), rows }];
}

/**
 * A value of a module whose rows refer to the base's records (a country's languages; a student's pets
 * through Has_Pet): the records that have such a row ("countries that speak French"), or that have
 * none where the value is denied ("countries that do not speak English") — each record once, however
 * many rows it has.
 */
function relatedValueReading(a: Analysis, m: ValueMention, view: View): FilterUse[] {
  // Only a value named in full or for the most part: "nations" is no "National Capital Reg".
  if (m.empty || (!m.exact && m.cover < 0.5)) return [];
  if (withinLonger(a, m)) return [];
  const denied = m.negated || wordsBefore(a, m.from).some((w) => NONE_BEFORE.has(w) || w === 't');
  const one = m.values.length === 1;
  const test: BaseFilter = { column: m.column, op: m.part ? 'contains' : one ? 'eq' : 'in', value: one ? m.values[0]! : m.values.slice(0, 50) };
  return view.related.flatMap((p) => {
    const near = !p.far && p.module.module_id === m.module;
    const far = !!p.far && p.far.module.module_id === m.module;
    if (!near && !far) return [];
    const related = {
      module: p.module.module_id,
      key: p.key,
      ...(far ? { join: [p.far!.step] } : {}),
      filters: [far ? { ...test, column: `${m.module}.${m.column}` } : test],
    };
    const filter: Filter = { column: p.column.ref, op: denied ? 'not_exists' : 'exists', value: { related } };
    // Less likely than a value of the records' own: the relation is a step further.
    return [{ mention: m, column: p.column, filters: [filter], prior: (m.exact ? 1.5 : 0.5) + m.cover - (far ? 0.5 : 0), adjacent: false }];
  });
}

/** The words before a mention, back to the previous mention (at most four): "do not speak", "without any". */
function wordsBefore(a: Analysis, from: number): string[] {
  const out: string[] = [];
  for (let i = from - 1; i >= 0 && i >= from - 4; i--) {
    if (a.mentions.some((x) => x.from <= i && x.to > i)) break;
    out.push(a.tokens[i]!.text);
  }
  return out;
}

/** Words before a module's name that count its rows rather than say a record has some. */
const COUNTED_BEFORE = new Set([
  'most',
  'least',
  'fewest',
  'fewer',
  'more',
  'number',
  'numbers',
  'many',
  'count',
  'greatest',
  'largest',
  'highest',
  'lowest',
  'smallest',
]);

/** Whether the words before a mention count its records ("the most countries", "the number of albums"). */
export const countedAt = (a: Analysis, from: number) => wordsBefore(a, from).some((w) => COUNTED_BEFORE.has(w));

/** Words before a module's name saying its records have none of it: "artists without any album", "singers that do not have songs". */
const NONE_BEFORE = new Set(['without', 'no', 'never', 'not', 'none', 'nor']);
/** …or some of it: "dogs that have had a treatment", "students with friends". */
const SOME_BEFORE = new Set(['with', 'have', 'has', 'had', 'having']);

/** Modules named after a word of lacking ("artists without any album", "channels that do not play any cartoon"). */
export const lackedModules = (a: Analysis): string[] =>
  a.mentions.flatMap((m) =>
    m.kind === 'module' && !countedAt(a, m.from) && wordsBefore(a, m.from).some((w) => NONE_BEFORE.has(w) || w === 't') ? [m.module] : [],
  );

/**
 * A module whose rows refer to the base's records named after a word of having or lacking: the
 * records that have such rows, or have none ("templates not used by any document").
 */
function relatedModuleReading(a: Analysis, m: Mention & { kind: 'module' }, view: View): FilterUse[] {
  // The rows referring to the base, or a bridge's rows reaching the module named ("students without pets": no Has_Pet row).
  const path = view.related.find((p) => !p.far && p.module.module_id === m.module) ?? view.related.find((p) => p.far?.module.module_id === m.module);
  if (!path || m.module === view.base.module_id) return [];
  const before = wordsBefore(a, m.from);
  // "the most albums", "the number of albums": the rows are counted, not merely had.
  if (countedAt(a, m.from)) return [];
  const none = before.some((w) => NONE_BEFORE.has(w) || w === 't');
  const some = !none && before.some((w) => SOME_BEFORE.has(w));
  if (!none && !some) return [];
  const filter: Filter = {
    column: path.column.ref,
    op: none ? 'not_exists' : 'exists',
    value: { related: { module: path.module.module_id, key: path.key, ...(path.far ? { join: [path.far.step] } : {}), filters: [] } },
  };
  return [{ mention: m, column: path.column, filters: [filter], prior: path.far ? 1 : 1.5, adjacent: false }];
}

/**
 * A bound followed by the name of records ("more than one album", "at least 3 friends", "2 or more
 * paragraphs") counts those records: it bounds no column.
 */
function countsRecords(a: Analysis, m: NumberMention): boolean {
  let i = m.to;
  if (a.tokens[i]?.text === 'or' && /^(more|fewer|less|over|under)$/.test(a.tokens[i + 1]?.text ?? '')) i += 2;
  return a.mentions.some((x) => x.kind === 'module' && x.from === i);
}

function yearLike(c: ViewColumn): boolean {
  const lo = num(c.column.stats?.min);
  const hi = num(c.column.stats?.max);
  return c.numeric && lo !== undefined && hi !== undefined && lo >= 1000 && hi <= 2200 && Number.isInteger(lo);
}

function numberReadings(a: Analysis, m: NumberMention, view: View): FilterUse[] {
  if (!m.cmp || m.count || countsRecords(a, m)) return [];
  const out: FilterUse[] = [];
  for (const col of view.columns) {
    if (!col.numeric && !(col.temporal && m.year)) continue;
    let value = m.value;
    let upTo = m.upTo;
    const unit = col.numeric ? columnUnit(col.column) : undefined;
    const unitMatch = !!m.unit && !!unit && unit.dim === m.unit.dim;
    if (unitMatch) {
      value = (value * m.unit!.factor) / unit!.factor;
      if (upTo !== undefined) upTo = (upTo * m.unit!.factor) / unit!.factor;
    }
    const lo = num(col.column.stats?.min);
    const hi = num(col.column.stats?.max);
    // "An open rate over 50%": a percentage bound on a rate held as a fraction (0.34) is its hundredth part.
    const percentBound = a.tokens[m.to]?.text === 'percent' && col.numeric && RATE_LABEL.test(col.column.label);
    if (percentBound && hi !== undefined && hi <= 1.5 && value > 1.5) {
      value /= 100;
      if (upTo !== undefined) upTo /= 100;
    }
    const inRange = col.temporal || lo === undefined || hi === undefined || (value >= lo - Math.abs(lo) * 0.5 && value <= hi + Math.abs(hi) * 0.5);
    const filters: Filter[] = [{ column: col.ref, op: m.cmp, value }];
    if (upTo !== undefined) filters.push({ column: col.ref, op: 'lte', value: upTo });
    const adjacent = adjacentColumn(a, m, col);
    const concepts = m.concepts ? conceptStems(m.concepts) : [];
    const header = headerStems(col.column);
    const conceptHits = concepts.filter((x) => header.includes(x)).length;
    const conceptMatch = conceptHits > 0;
    // "colder than 0": temperature and minimum — the column named by both fits better than "Maximum temperature".
    const conceptAll = conceptHits > 1;
    const prior =
      1 +
      (adjacent ? 1 : 0) +
      (unitMatch || percentBound ? 1 : 0) +
      (conceptMatch ? 1 : 0) +
      (conceptAll ? 0.5 : 0) +
      (inRange ? 0.5 : -1) +
      (m.year && (yearLike(col) || col.temporal) ? 0.5 : 0);
    out.push({ mention: m, column: col, filters, prior, adjacent, unitMatch, inRange, conceptMatch, conceptAll });
  }
  return out.sort((x, y) => y.prior - x.prior).slice(0, READINGS_PER_NUMBER);
}

/**
 * Whether a time column dates its records as a question means it when it names no date column: a
 * record's first date (an order's date, a ticket's opening) — another one ("closed at", "paid on")
 * only when the question names it.
 */
export function datesRecords(a: Analysis, col: ViewColumn, view: View): boolean {
  // A state the question selects that a date column is named after ("won" deals: Closed Won, dated
  // by "Closed on"; "delivered" shipments by "Delivered at") dates them by that column.
  // Named in words of its own, not inside a value ("Booking.com" names no "Booked on").
  const inValue = (m: Mention) => a.mentions.some((v) => v.kind === 'value' && v.from <= m.from && v.to >= m.to);
  const named = () =>
    a.mentions.some((m) => m.kind === 'column' && m.how !== 'period' && m.module === col.module && m.column === col.column.name && !inValue(m));
  // "Renewals signed in 2024", "deals created in 2023": a verb of the record being made dates it by its first date.
  const made = a.tokens.some(
    (t) => RECORDING_WORDS.has(t.text) && !a.mentions.some((m) => m.kind !== 'number' && m.kind !== 'date' && m.from <= t.i && t.i < m.to),
  );
  const first = view.columns.find((c) => c.module === col.module && c.temporal);
  if (made && first) return col === first || named();
  const stated = view.columns.filter((c) => c.module === col.module && c.temporal && datedByState(a, c, view));
  if (stated.length) return stated.includes(col);
  const dates = view.columns.filter((c) => c.module === col.module && c.temporal);
  // "How many vendors did we pay in 2024": the records dated by the event the question's verb names ("Payment date").
  const event = eventDated(a, dates);
  if (event) return col === event || named();
  // A record kept when it was made for a service on another day ("Booked on", then "Check in") is dated by
  // the service, unless the question asks when records were made ("reservations made in 2023").
  const service =
    isRecording(dates[0]) && !a.tokens.some((t) => RECORDING_WORDS.has(t.text)) ? dates.find((c) => c !== dates[0] && isServiceDate(c)) : undefined;
  if (service) return col === service || named();
  return dates[0] === col || named();
}

/** Words that ask how long an event takes: its verb then names the span's end, not the records' date. */
const SPAN_ASKED = /^(long|longer|days|time|take|takes|took|taking)$/;

/** A date other than the records' first named by a verb of the question outside every mention ("paid", "shipped", "hire"). */
function eventDated(a: Analysis, dates: ViewColumn[]): ViewColumn | undefined {
  if (dates.length < 2 || a.tokens.some((t) => SPAN_ASKED.test(t.text))) return undefined;
  // (Money named by a verb of its event, "cash collected", still says the event.)
  const inMention = (i: number) =>
    a.mentions.some((m) => m.kind !== 'number' && m.kind !== 'date' && !(m.kind === 'column' && m.money) && m.from <= i && i < m.to);
  for (const t of a.tokens) {
    if (t.text.length < 3 || inMention(t.i) || a.tokens[t.i - 1]?.text === 'to') continue;
    const forms = eventWords(t.text);
    const dated = dates.slice(1).find((c) => labelWords(c.column.label).some((w) => !DATE_WORDS.has(w) && forms.includes(w)));
    if (dated) return dated;
  }
  return undefined;
}

/** Participles of a record being made or entered: its date says when it was kept, not what it is about. */
const RECORDING_WORDS = new Set(
  'booked created ordered placed submitted registered entered logged reserved recorded purchased received requested raised filed made signed'.split(' '),
);
/** Words of a date that ends or limits a record's course, not that of its service. */
const END_WORDS = new Set('end ends ending until expiry expires expiration due deadline last close closing finish cancel cancellation'.split(' '));

const isRecording = (c?: ViewColumn) => !!c && labelWords(c.column.label).some((w) => RECORDING_WORDS.has(w));
/** A date named by no participle and no end ("Check in", "Start date", "Stay date"): when the service happens. */
const isServiceDate = (c: ViewColumn) => labelWords(c.column.label).every((w) => !/ed$/.test(w) && !END_WORDS.has(w));

/** Words of a date column's label that say nothing of which event it dates. */
const DATE_WORDS = new Set(['date', 'time', 'day', 'on', 'at', 'of', 'the', 'when', 'timestamp', 'dt']);

/**
 * Whether a value the question selects (not denied) shares a word with the date column's label ("Closed
 * Won", "Closed on"), or a state it selects is of a column that does ("Renewal outcome", "Renewal date").
 */
function datedByState(a: Analysis, col: ViewColumn, view: View): boolean {
  const label = new Set(labelWords(col.column.label).filter((w) => !DATE_WORDS.has(w) && w.length > 2));
  if (label.size === 0) return false;
  // Or the column of the state does ("Churned" of "Renewal outcome" is dated by "Renewal date").
  const ofColumn = (m: ValueMention) =>
    (m.state ?? false) &&
    labelWords(view.columns.find((c) => c.module === m.module && c.column.name === m.column)?.column.label ?? '').some(
      (w) => label.has(w) && !DATE_WORDS.has(w) && w.length > 2,
    );
  return a.mentions.some(
    (m) =>
      m.kind === 'value' &&
      !m.negated &&
      m.module === col.module &&
      m.values.length > 0 &&
      // A state "Paid" is dated by "Payment date": its event named by its noun.
      (m.values.every((v) => labelWords(v).some((w) => label.has(w) || (!!m.state && w.length > 3 && eventWords(w).some((e) => label.has(e))))) || ofColumn(m)),
  );
}

function dateReadings(a: Analysis, m: DateMention, view: View): FilterUse[] {
  const out: FilterUse[] = [];
  for (const col of view.columns) {
    if (m.modules && !m.modules.includes(col.module)) continue;
    if (col.temporal && !datesRecords(a, col, view)) continue;
    if (col.temporal) {
      const filters: Filter[] = m.range ? [{ column: col.ref, op: 'range', value: m.range }] : [{ column: col.ref, op: 'month', value: m.month! }];
      out.push({ mention: m, column: col, filters, prior: 1.5, adjacent: adjacentColumn(a, m, col) });
    } else if (m.range && yearLike(col)) {
      const from = Number(m.range[0].slice(0, 4));
      const to = Number(m.range[1].slice(0, 4)) - (m.range[1].endsWith('-01-01') ? 1 : 0);
      const filters: Filter[] = [];
      if (from > 1) filters.push({ column: col.ref, op: 'gte', value: from });
      if (to < 9000) filters.push({ column: col.ref, op: 'lte', value: to });
      if (filters.length === 2 && from === to) filters.splice(0, 2, { column: col.ref, op: 'eq', value: from });
      if (filters.length) out.push({ mention: m, column: col, filters, prior: 1.5, adjacent: adjacentColumn(a, m, col) });
    }
  }
  return out;
}

/** Words saying a value is absent: "no sex recorded", "with the director missing", "unknown rating". */
const ABSENT_BEFORE = /^(no|missing|without|unknown|blank|empty|lacking|unrecorded)$/;
const ABSENT_AFTER = /^(missing|unknown|blank|empty|null|unrecorded|unspecified)$/;

/** Words saying a figure is nil: "zero sales", "out of stock" (and "no downtime", "without a discount"). */
const NIL_BEFORE = /^(no|without|zero|nil)$/;

/**
 * A column named as absent: its cells with no value. A figure said to be nil ("batches with no downtime",
 * "SKUs out of stock") is 0 — or, where the column has empty cells, either reading.
 */
function absenceReading(a: Analysis, m: ColumnMention, view: View): FilterUse[] {
  const word = (i: number) => a.tokens[i]?.text ?? '';
  const before = word(m.from - 1) === 'a' || word(m.from - 1) === 'any' ? word(m.from - 2) : word(m.from - 1);
  // "the venue is not recorded", "director missing": past a verb of being.
  const k = /^(is|was|are|were|be)$/.test(word(m.to)) ? m.to + 1 : m.to;
  const after = word(k);
  const notGiven = after === 'not' && /^(recorded|given|known|listed|set|available)$/.test(word(k + 1));
  const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
  if (!col) return [];
  const out: FilterUse[] = [];
  const nil = NIL_BEFORE.test(before) || (word(m.from - 2) === 'out' && word(m.from - 1) === 'of');
  const zeroHeld = !(Number(col.column.stats.min) > 0);
  if (nil && zeroHeld && col.numeric && col.column.role !== 'identifier' && !col.temporal && !yearLike(col))
    out.push({ mention: m, column: col, filters: [{ column: col.ref, op: 'eq', value: 0 }], prior: 1.5, adjacent: true });
  if ((ABSENT_BEFORE.test(before) || ABSENT_AFTER.test(after) || notGiven) && col.column.stats.null_share > 0)
    out.push({ mention: m, column: col, filters: [{ column: col.ref, op: 'null' }], prior: out.length ? 1 : 1.5, adjacent: true });
  return out;
}

/** Words saying a record has something: "checks with a discount", "events that had an error". */
const PRESENT_BEFORE = /^(with|had|has|have|having|got|carrying|incl|including)$/;

/**
 * A figure a record is said to have ("checks with a discount", "returns with a restock fee"): above zero,
 * where the column holds zeros; else a value at all, where it has empty cells.
 */
function presenceReading(a: Analysis, m: ColumnMention, view: View): FilterUse[] {
  const word = (i: number) => a.tokens[i]?.text ?? '';
  const article = /^(a|an|any|some)$/.test(word(m.from - 1));
  const before = article ? word(m.from - 2) : word(m.from - 1);
  const said = PRESENT_BEFORE.test(before) && (article || !/^(had|has|have|having)$/.test(before));
  // "The average discount on checks that had one": the figure said again as "one" (mentions.ts).
  if (!said && !m.again) return [];
  const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
  if (!col || col.column.role === 'identifier' || col.temporal || yearLike(col)) return [];
  const zeroHeld = col.numeric && Number(col.column.stats.min) <= 0;
  if (zeroHeld) return [{ mention: m, column: col, filters: [{ column: col.ref, op: 'gt', value: 0 }], prior: 1.5, adjacent: true }];
  if (col.column.stats.null_share > 0) return [{ mention: m, column: col, filters: [{ column: col.ref, op: 'not_null' }], prior: 1.5, adjacent: true }];
  return [];
}

/** Words of a figure set as a limit for another: "over budget", "below target". */
const LIMIT_WORDS = new Set([
  'budget',
  'budgeted',
  'target',
  'targets',
  'quota',
  'plan',
  'planned',
  'limit',
  'threshold',
  'goal',
  'forecast',
  'capacity',
  'allowance',
  'cap',
]);

/** Words comparing a figure with a bound, and which way. */
const BOUND_WORDS: [string[], 'gt' | 'lt' | 'gte' | 'lte'][] = [
  [['below'], 'lt'],
  [['under'], 'lt'],
  [['less', 'than'], 'lt'],
  [['lower', 'than'], 'lt'],
  [['fewer', 'than'], 'lt'],
  [['above'], 'gt'],
  [['over'], 'gt'],
  [['exceeding'], 'gt'],
  [['beyond'], 'gt'],
  [['more', 'than'], 'gt'],
  [['higher', 'than'], 'gt'],
  [['greater', 'than'], 'gt'],
  [['at', 'or', 'below'], 'lte'],
  [['at', 'or', 'above'], 'gte'],
];

/**
 * A record's figure compared with another of its own ("items below their reorder level", "campaigns over
 * their budget"): the records' figure of the same kind and unit as the one named, the one of the question
 * if it names it. Only with "their", "its" or "the" before the named figure: "over 40 minutes" is a bound.
 */
function comparedReading(a: Analysis, m: ColumnMention, view: View): FilterUse[] {
  const word = (i: number) => a.tokens[i]?.text ?? '';
  // "Over their budget", or a limit right after the bound ("over budget", "below target"; "under contract" is no bound).
  const limitNamed = () => {
    const c = view.columns.find((x) => x.module === m.module && x.column.name === m.column);
    return !!c && labelWords(c.column.label).some((w) => LIMIT_WORDS.has(w)) && BOUND_WORDS.some(([ws]) => ws.at(-1) === word(m.from - 1));
  };
  const at = /^(their|its|the|his|her)$/.test(word(m.from - 1)) ? m.from - 1 : limitNamed() ? m.from : -1;
  if (at < 0) return [];
  const bound = BOUND_WORDS.find(([ws]) => ws.every((w, k) => word(at - ws.length + k) === w));
  const limit = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
  const kind = limit?.numeric ? limit.column.measure : undefined;
  if (!bound || !limit || !kind) return [];
  // Of the same kind, or a count against an unknown number ("Reorder level"), in one unit (or one unit unknown).
  const kinds = (x: string, y: string) => x === y || (x === 'other' && y === 'count') || (x === 'count' && y === 'other');
  const same = view.columns.filter((c) => {
    const k = c.numeric && c !== limit && c.module === limit.module ? c.column.measure : undefined;
    return !!k && kinds(k.quantity, kind.quantity) && (k.unit === kind.unit || !k.unit || !kind.unit);
  });
  const named = same.find((c) => a.mentions.some((x) => x.kind === 'column' && x.how !== 'word' && x.module === c.module && x.column === c.column.name));
  // Else the records' main one of that kind: the one with the largest values (units made, not units scrapped).
  const main = same.sort((x, y) => Number(y.column.stats?.max ?? 0) - Number(x.column.stats?.max ?? 0))[0];
  // …or the one whose label shares a word with the limit's ("Training spend" for "Training budget").
  const words = labelWords(limit.column.label).filter((w) => !LIMIT_WORDS.has(w));
  const sibling = same.find((c) => labelWords(c.column.label).some((w) => words.includes(w)));
  const figure = named ?? sibling ?? main;
  if (!figure) return [];
  const filters: Filter[] = [{ column: figure.ref, op: bound[1], value: { other: limit.ref } }];
  return [{ mention: m, column: figure, filters, prior: 2, adjacent: true }];
}

/**
 * A figure compared with its average over all the records: "tracks longer than the average", "a
 * population above average", "salaries below the mean salary". The column is the one named right
 * after "average", right before the comparison, or by the comparative itself ("longer": a length).
 */
function averageReading(a: Analysis, m: ColumnMention, view: View): FilterUse[] {
  const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
  if (!col?.numeric || col.column.role === 'identifier') return [];
  for (const { at, op, before } of averagesCompared(a)) {
    if (m.from !== at + 1 && m.to !== before && !(m.from === before && m.how === 'concept')) continue;
    return [{ mention: m, column: col, filters: [{ column: col.ref, op, value: { of: 'avg' } }], prior: 2, adjacent: true }];
  }
  return [];
}

/** "Paid late": the event's date after the record's deadline; "on time": by it. */
function lateReading(m: ColumnMention, view: View): FilterUse[] {
  const event = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
  const deadline = view.columns.find((c) => c.module === m.module && c.column.name === m.late?.other);
  if (!event || !deadline || !m.late) return [];
  return [{ mention: m, column: event, filters: [{ column: event.ref, op: m.late.op, value: { other: deadline.ref } }], prior: 2, adjacent: true }];
}

export function readingsOf(a: Analysis, m: Mention, view: View): FilterUse[] {
  switch (m.kind) {
    case 'column':
      return m.late
        ? lateReading(m, view)
        : [...absenceReading(a, m, view), ...presenceReading(a, m, view), ...comparedReading(a, m, view), ...averageReading(a, m, view)];
    case 'value':
      return valueReading(a, m, view);
    case 'number':
      return numberReadings(a, m, view);
    case 'date':
      return dateReadings(a, m, view);
    case 'module':
      return relatedModuleReading(a, m, view);
    default:
      return [];
  }
}

const overlaps = (x: Mention, y: Mention) => x.from < y.to && y.from < x.to;
/** Two dates named ("in 2012 and 2015") are two periods, never both bounds of one column: together they select nothing. */
const bothDates = (x: FilterUse, y: FilterUse) => x.mention.kind === 'date' && y.mention.kind === 'date' && x.column === y.column;

/** Filter sets: at most one reading per mention, no two readings of overlapping words; the likeliest first. */
export function filterSets(a: Analysis, view: View): FilterUse[][] {
  const options = a.mentions.map((m) => readingsOf(a, m, view)).filter((o) => o.length > 0);
  const sets: { uses: FilterUse[]; prior: number }[] = [];
  const walk = (k: number, chosen: FilterUse[], prior: number) => {
    if (sets.length > 4 * MAX_SETS) return;
    if (k === options.length) {
      sets.push({ uses: chosen, prior });
      return;
    }
    walk(k + 1, chosen, prior);
    if (chosen.length >= MAX_FILTERS) return;
    for (const o of options[k]!) {
      if (chosen.some((c) => overlaps(c.mention, o.mention) || bothDates(c, o))) continue;
      walk(k + 1, [...chosen, o], prior + o.prior);
    }
  };
  walk(0, [], 0);
  const kept = sets.sort((x, y) => y.prior - x.prior).slice(0, MAX_SETS);
  // No filter at all is always a reading (the named values may be compared, or be the answer).
  if (!kept.some((x) => x.uses.length === 0)) kept.push({ uses: [], prior: 0 });
  return kept.map((x) => x.uses);
}

/**
 * Two values of one column of related rows: "speak English or Dutch" is one test of either, "speak
 * English and French" two tests (a record having both).
 */
function mergedRelated(a: Analysis, uses: FilterUse[]): FilterUse[] {
  const out: FilterUse[] = [];
  for (const u of uses) {
    const r = u.filters.length === 1 ? relatedOf(u.filters[0]!) : undefined;
    const prev = r && r.filters.length === 1 ? out.find((x) => x.filters.length === 1 && sameTest(x.filters[0]!, u.filters[0]!)) : undefined;
    const between = prev ? a.tokens.slice(Math.min(prev.mention.to, u.mention.to), Math.max(prev.mention.from, u.mention.from)).map((t) => t.text) : [];
    if (!prev || !between.includes('or')) {
      out.push(u);
      continue;
    }
    const pr = relatedOf(prev.filters[0]!)!;
    const values = [pr.filters[0]!.value, r!.filters[0]!.value].flat() as (string | number | boolean)[];
    const test = { ...pr.filters[0]!, op: 'in' as const, value: [...new Set(values)].slice(0, 50) };
    out[out.indexOf(prev)] = { ...prev, filters: [{ ...prev.filters[0]!, value: { related: { ...pr, filters: [test] } } } as Filter] };
  }
  return out;
}

/**
 * "Channels that do not play any cartoon directed by Ben Jones": a value of the lacking rows named right after
 * them says which rows are lacked — one test of having no such row, not "no cartoon at all, and one by Ben Jones".
 */
function qualifiedAbsence(a: Analysis, uses: FilterUse[]): FilterUse[] {
  const out = [...uses];
  for (const none of uses) {
    const lacked =
      none.mention.kind === 'module' && none.filters.length === 1 && none.filters[0]!.op === 'not_exists' ? relatedOf(none.filters[0]!) : undefined;
    if (!lacked || lacked.filters.length > 0) continue;
    const qualifying = out.filter((u) => {
      const r = u.filters.length === 1 && u.filters[0]!.op === 'exists' ? relatedOf(u.filters[0]!) : undefined;
      const gap = u.mention.from - none.mention.to;
      return (
        u.mention.kind === 'value' &&
        !!r &&
        u.filters[0]!.column === none.filters[0]!.column &&
        r.module === lacked.module &&
        r.key === lacked.key &&
        JSON.stringify(r.join ?? []) === JSON.stringify(lacked.join ?? []) &&
        gap >= 0 &&
        gap <= 4 &&
        !a.mentions.some((m) => m.kind === 'module' && m.from >= none.mention.to && m.to <= u.mention.from)
      );
    });
    if (qualifying.length === 0) continue;
    const tests = qualifying.flatMap((u) => relatedOf(u.filters[0]!)!.filters);
    out[out.indexOf(none)] = { ...none, filters: [{ ...none.filters[0]!, value: { related: { ...lacked, filters: tests } } } as Filter] };
    for (const q of qualifying) out.splice(out.indexOf(q), 1);
  }
  return out;
}

/** Two tests of the same related rows' same column, both of having (or both of lacking). */
function sameTest(x: Filter, y: Filter): boolean {
  const rx = relatedOf(x);
  const ry = relatedOf(y);
  return (
    !!rx &&
    !!ry &&
    x.op === y.op &&
    x.column === y.column &&
    rx.module === ry.module &&
    JSON.stringify(rx.join ?? []) === JSON.stringify(ry.join ?? []) &&
    rx.filters.length === 1 &&
    ry.filters.length === 1 &&
    rx.filters[0]!.column === ry.filters[0]!.column &&
    (rx.filters[0]!.op === 'eq' || rx.filters[0]!.op === 'in') &&
    (ry.filters[0]!.op === 'eq' || ry.filters[0]!.op === 'in')
  );
}

/** The WHERE of a filter set: readings of values of one column merge into one list ("weeks 1 and 2"). */
export function whereOf(uses: FilterUse[], a?: Analysis): Filter[] {
  const out: Filter[] = [];
  const merged = new Map<string, Filter>();
  for (const u of a ? mergedRelated(a, qualifiedAbsence(a, uses)) : uses) {
    for (const f of u.filters) {
      const positive = f.op === 'eq' || f.op === 'in';
      const prev = positive && u.mention.kind === 'value' ? merged.get(f.column) : undefined;
      if (prev) {
        const values = [...(Array.isArray(prev.value) ? prev.value : [prev.value]), ...(Array.isArray(f.value) ? f.value : [f.value])];
        prev.op = 'in';
        prev.value = [...new Set(values as (string | number | boolean)[])].slice(0, 50);
        continue;
      }
      const copy: Filter = { ...f };
      if (positive && u.mention.kind === 'value') merged.set(f.column, copy);
      out.push(copy);
    }
  }
  return out;
}
