/**
 * The second stage: every well-typed structured query the mentions allow, over each view, for each
 * filter set. The families of readings (operations/readings, in the registry's order) push their
 * candidates into one context per view and filter set; this frame picks the views and the columns
 * worth trying, bounds the work, and keeps out the readings no word of the question supports.
 */
import { aggregateOf } from '../operations/aggregates/index.js';
import { READINGS } from '../operations/index.js';
import type { StructuredQuery } from '../plan/query.js';
import { POSITION } from '../plan/schema.js';
import type { SpecScope } from '../plan/spec-index.js';
import { intensive, isDuration, plural } from './column-facts.js';
import { headerStems } from './columns.js';
import { filterSets, whereOf, type FilterUse } from './filters.js';
import { ADJECTIVES, AGGREGATE_WORDS, COUNT_WORDS, KEYWORDS, MOTION, POSITION_WORDS } from './lexicon.js';
import type { Analysis, NumberMention, ValueMention } from './mentions.js';
import { aggregateAsked, measureOnRecords, recordsCounted } from './question-facts.js';
import { asksToRank, averagesCompared, groupable, orderable, perGroupAsked, repeats, soleMeasure, type Candidate, type Ctx } from './readings.js';
import { sortAsked } from '../operations/readings/sorted.js';
import { askedList, widened } from './asked-list.js';
import { layerRules, unitCountedIn } from './layer-rules.js';
import { conceptStems } from './tokens.js';
import { modulesOf, stepsOf } from './view-steps.js';
import { viewsOf, type View, type ViewColumn, type ViewJoin } from './views.js';

export type { Candidate, PairMention } from './readings.js';

/** The most candidates one question may cause, whatever the spec (bounds the parser's work). */
export const MAX_CANDIDATES = 6000;

/** Orderings, measures and groupings tried when the question names none (wide tables). */
const UNNAMED_ORDERS = 8;
const UNNAMED_MEASURES = 4;
const UNNAMED_GROUPS = 6;

/** Columns the question names: by a column mention, or by an adjective's concept ("heaviest" → weight). */
function named(a: Analysis, view: View): Set<ViewColumn> {
  const out = new Set<ViewColumn>();
  for (const m of a.mentions) {
    if (m.kind !== 'column') continue;
    const c = view.columns.find((x) => x.module === m.module && x.column.name === m.column);
    if (c) out.add(c);
  }
  const concepts = a.tokens.flatMap((t) => (ADJECTIVES[t.text] ? conceptStems(ADJECTIVES[t.text]!.concepts) : []));
  if (concepts.length) for (const c of view.columns) if (headerStems(c.column).some((w) => concepts.includes(w))) out.add(c);
  return out;
}

/** Columns the question names by their whole label or a synonym (not by one word of a longer name). */
function namedInFull(a: Analysis, view: View): Set<ViewColumn> {
  const out = new Set<ViewColumn>();
  for (const m of a.mentions) {
    if (m.kind !== 'column' || (m.how !== 'name' && m.how !== 'synonym')) continue;
    const c = view.columns.find((x) => x.module === m.module && x.column.name === m.column);
    if (c) out.add(c);
  }
  return out;
}

/** Keys and personal values identify records: never measured or ranked by unless the question names them in full. */
const identifying = (c: ViewColumn) => c.column.role === 'identifier' || c.column.role === 'sensitive';

function pick(all: ViewColumn[], names: Set<ViewColumn>, exclude: Set<ViewColumn>, unnamed: number): ViewColumn[] {
  const chosen = all.filter((c) => names.has(c) && !exclude.has(c));
  return chosen.length ? chosen : all.filter((c) => !exclude.has(c)).slice(0, unnamed);
}

/** "How long" asks for a time: unnamed, the measures the layer calls durations come first. */
function timesFirst(a: Analysis, cols: ViewColumn[]): ViewColumn[] {
  if (a.wh !== 'how_long') return cols;
  return [...cols.filter(isDuration), ...cols.filter((c) => !isDuration(c))];
}

/** Whether a candidate over a joined view uses the joined module at all (else the plain view has it). */
function usesJoin(view: View, q: StructuredQuery): boolean {
  if (!view.join) return true;
  const steps = stepsOf(view);
  // A value of the joined key is the same value of the column it is reached by: "flights from ORD" needs
  // no join to the airports, and the two derivations would split one reading's confidence.
  const keys = new Set(steps.map((j) => `${j.module.module_id}.${j.step.right}`));
  // One value of the column the join goes through reaches one joined record: a condition on it or a grouping
  // by it is void or empty ("flights to LAX" from airports in Texas goes through the origin), and its values
  // are that record's own, read from its module alone.
  if (q.filters.some((f) => (keys.has(f.column) || steps.some((j) => j.via.ref === f.column)) && f.op === 'eq')) return false;
  const { join: _steps, ...body } = q as StructuredQuery & { join?: unknown };
  const rest = JSON.stringify({ ...body, filters: q.filters.filter((f) => !keys.has(f.column) || f.op !== 'in') });
  const reads = (j: ViewJoin) => rest.includes(`"${j.module.module_id}.`);
  if (!view.further) return reads(view.join);
  // A chain's far end is read (its middle may only be passed through); a bridge's two ends both.
  return reads(view.further) && (!bridged(view) || reads(view.join));
}

/** Whether a view's second step goes from its base: the base is a bridge between the two modules it reaches. */
const bridged = (view: View) => !!view.further && view.further.via.module === view.base.module_id;

/** The columns a query reads, as written in it (a joined module's with its module's id before a dot). */
function columnsRead(q: unknown, out: string[] = []): string[] {
  if (Array.isArray(q)) for (const x of q) columnsRead(x, out);
  else if (q && typeof q === 'object')
    for (const [k, v] of Object.entries(q)) {
      if ((k === 'column' || k === 'by' || k === 'key') && typeof v === 'string') out.push(v);
      else if (k === 'columns' && Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
      else columnsRead(v, out);
    }
  return out;
}

/**
 * Records of a joined module listed through the records that refer to them ("names of high schoolers in
 * grade 10" through Likes): nothing of the referring module is read or named, and each joined record
 * would come once per referring record. Its own module lists them once; counts and rankings over the
 * referring records ("the top 5 departure cities") are another question and stay.
 */
function listsThroughJoin(a: Analysis, view: View, q: StructuredQuery): boolean {
  if (!view.join || q.kind !== 'values') return false;
  const base = new Set(view.base.columns.map((c) => c.name));
  const read = columnsRead(q);
  if (read.some((c) => base.has(c))) return false;
  // A bridge's two ends listed side by side ("the teachers and the courses they teach") are its rows.
  const reads = (j: ViewJoin) => read.some((c) => c.startsWith(`${j.module.module_id}.`));
  if (bridged(view) && reads(view.join) && reads(view.further!)) return false;
  return !a.mentions.some((m) => 'module' in m && m.module === view.base.module_id);
}

/**
 * The records of a joined module read through the rows referring to them, selected by the rows'
 * values, their own columns listed or measured ("the names of nations that speak French", "the
 * average life expectancy of countries speaking English"): each record would count once per row.
 * The joined module's own view reads them once, through the rows it has (an exists filter).
 */
function perEntityElsewhere(view: View, q: StructuredQuery, uses: FilterUse[]): boolean {
  if (!view.join || (q.kind !== 'values' && q.kind !== 'aggregate')) return false;
  const read = columnsRead({ ...q, filters: [] });
  const end = stepsOf(view).find((j) => read.length > 0 && read.every((c) => c.startsWith(`${j.module.module_id}.`)));
  if (!end) return false;
  const rowValues = uses.filter((u) => u.mention.kind === 'value' && u.column.module !== end.module.module_id);
  // One end of a bridge read, selected by a value of the other ("the teachers of the math course"): each
  // teacher once, through the rows it has (its own view's exists filter), not once per course taught.
  if (q.kind === 'aggregate' || bridged(view)) return rowValues.length > 0;
  // A list reads each joined value once already; only two values of the rows ("speak English and French") ask for records having both.
  return rowValues.some((u, i) => rowValues.some((w, k) => k !== i && w.column === u.column));
}

/**
 * Groups of the joined records named by a column that nearly names each ("the high schooler with the
 * most friends" by Name): grouped by the key the rows refer to them by, the name shown beside it, so
 * that two records of one name are two groups.
 */
function byEntity(c: Omit<Candidate, 'view' | 'uses'>, view: View): Omit<Candidate, 'view' | 'uses'> {
  const q = c.query;
  if (!view.join || q.kind !== 'groups' || q.group_by.part || q.show) return c;
  const g = view.columns.find((x) => x.ref === q.group_by.column);
  if (!g) return c;
  for (const step of stepsOf(view)) {
    const joined = step.module;
    const rows = joined.row_count;
    // Grouped by the key itself ("which artist has the most albums"): the record's name is shown beside it.
    if (g === step.via || (g.module === joined.module_id && g.column.name === step.step.right)) {
      const name = namingColumn(view, joined.module_id);
      return name ? { ...c, query: { ...q, show: [name.ref] } } : c;
    }
    if (g.module !== joined.module_id) continue;
    if (!g.text || g.column.stats.distinct_count >= rows || g.column.stats.distinct_count < 0.8 * rows) return c;
    return { ...c, query: { ...q, group_by: { column: step.via.ref }, show: [g.ref] } };
  }
  return c;
}

/** The column that names a module's records: text, nearly one value per record, "name" or "title" in its label first. */
function namingColumn(view: View, module: string): ViewColumn | undefined {
  const rows = modulesOf(view).find((m) => m.module_id === module)?.row_count ?? 0;
  const names = view.columns.filter((c) => c.module === module && c.text && c.column.role !== 'sensitive' && c.column.stats.distinct_count >= 0.8 * rows);
  return names.find((c) => /\b(name|title)\b/i.test(c.column.label || c.column.name)) ?? names[0];
}

/** How much of what the question names belongs to the view's modules (a partly named value counts less). */
export function relevance(a: Analysis, view: View): number {
  const mods = new Set(modulesOf(view).map((m) => m.module_id));
  // Values and names of the rows a record has (a country's languages) speak of the records too.
  const related = new Set(view.related.flatMap((p) => [p.module.module_id, ...(p.far ? [p.far.module.module_id] : [])]));
  let r = 0;
  for (const m of a.mentions) {
    if (!('module' in m)) continue;
    if (!mods.has(m.module) && !(related.has(m.module) && (m.kind === 'value' || m.kind === 'module'))) continue;
    r += m.kind === 'column' ? m.score : m.kind === 'value' ? (m.exact ? 1 : m.cover / 2) : 1;
  }
  return r;
}

/** A column mention by one word that is also the records' own noun ("claim" of Claims, "friends" of Friend). */
const recordsNoun = (a: Analysis, m: Analysis['mentions'][number]) =>
  m.kind === 'column' && m.how === 'word' && a.mentions.some((x) => x.kind === 'module' && x.from === m.from && x.to === m.to);

/**
 * Where a module joins another along several columns (a flight's origin and its destination), and the
 * question names some of them, only the paths through a named column are readings of it.
 */
function onNamedPath(a: Analysis, views: View[]): View[] {
  // The records' own noun ("friends" of Friend) counts them; it names no path ("Friend ID").
  const viaNamed = (v: View) =>
    a.mentions.some((m) => m.kind === 'column' && m.module === v.join!.via.module && m.column === v.join!.via.column.name && !recordsNoun(a, m));
  const pair = (v: View) => `${v.base.module_id}>${v.join!.module.module_id}`;
  const named = new Set(views.filter((v) => v.join && viaNamed(v)).map(pair));
  return views.filter((v) => !v.join || !named.has(pair(v)) || viaNamed(v));
}

/** Views tried at most, the most named first. */
const MAX_VIEWS = 12;

/**
 * A word of movement ("landed", "departing") speaks of trips: only the views holding an end it names
 * read the question ("how many planes landed at airports in NJ" counts flights, not airports).
 */
function onTrip(a: Analysis, views: View[]): View[] {
  // A verb or noun of movement; a preposition ("from", "into") also speaks of places that are no trips ("penguins from an island").
  const moving = (w: string) => MOTION[w] !== undefined && !/^(from|into|out)$/.test(w);
  const ends = a.mentions.filter((m) => m.kind === 'column' && m.how === 'concept' && moving(a.tokens[m.from]?.text ?? ''));
  if (ends.length === 0) return views;
  const holds = (v: View) => ends.some((m) => m.kind === 'column' && v.columns.some((c) => c.module === m.module && c.column.name === m.column));
  const kept = views.filter(holds);
  return kept.length ? kept : views;
}

/** The views the question is about: those its mentions name (all of them when it names none). */
function relevantViews(a: Analysis, scope: SpecScope): View[] {
  const wanted = new Set(a.mentions.flatMap((m) => ('module' in m ? [m.module] : [])));
  const called = new Set(a.mentions.flatMap((m) => (m.kind === 'module' ? [m.module] : [])));
  const byName = a.mentions.flatMap((m) => (m.kind === 'column' && (m.how === 'name' || m.how === 'synonym') ? [m.module] : []));
  const views = onTrip(a, onNamedPath(a, viewsOf(scope, wanted, called, new Set([...called, ...byName])))).map((v) => ({ v, r: relevance(a, v) }));
  const best = Math.max(0, ...views.map((x) => x.r));
  // Views the question names far less than the best one are not what it is about.
  const named = views.filter((x) => x.r > 0 && x.r >= best / 2);
  return (named.length ? named : views)
    .sort((x, y) => y.r - x.r)
    .slice(0, MAX_VIEWS)
    .map((x) => x.v);
}

/**
 * Readings no word of the question supports, whatever the weights: a count where nothing asks how
 * many, a number of different values of a column never named, the first or last record where
 * nothing speaks of an order, the extreme, total or mean of a column never named where nothing asks
 * for one, a total of what does not add up, a reading against the question's own superlative.
 */
function unsupportedBy(a: Analysis, scope: SpecScope): (c: Omit<Candidate, 'view' | 'uses'>, uses: FilterUse[], view: View) => boolean {
  const has = (set: Set<string>) => a.tokens.some((t) => set.has(t.text));
  const counts = has(COUNT_WORDS);
  // "last year" is a date, not a position in the table; nor is "first" of a column's name ("First response").
  const inDate = (i: number) => a.mentions.some((m) => m.kind === 'date' && m.from <= i && m.to > i);
  const inName = (i: number) => a.mentions.some((m) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym') && m.from <= i && m.to > i);
  const positions = a.tokens.some((t, i) => POSITION_WORDS.has(t.text) && !inDate(i) && !inName(i)) || a.mentions.some((m) => m.kind === 'number' && m.ordinal);
  const ranks = asksToRank(a);
  const computes = ranks || a.tokens.some((t) => AGGREGATE_WORDS.sum.has(t.text) || AGGREGATE_WORDS.avg.has(t.text) || /^(much|max|min|range)$/.test(t.text));
  const extreme = ranks || a.tokens.some((t) => /^(max|min|range|record|peak|extreme|extremes)$/.test(t.text));
  const compares = a.tokens.some((t) => /^(compare|compared|comparing|comparison|versus|vs)$/.test(t.text));
  // A word that is the records' own noun ("claim" of Claims) names them, not a column that shares it ("Claimed amount").
  const entityWord = (m: Analysis['mentions'][number]) => recordsNoun(a, m);
  const calledInFull = (col: ViewColumn) =>
    a.mentions.some((m) => m.kind === 'column' && m.how !== 'word' && m.module === col.module && m.column === col.column.name);
  const named = (col?: ViewColumn) =>
    !!col && a.mentions.some((m) => m.kind === 'column' && m.module === col.module && m.column === col.column.name && !entityWord(m));
  // "Which cities did flights fly to": values named in the plural, with nothing ranking them, are all of them, not the most common one.
  // "the most delayed flight" is one record ranked by its delay: no group and no bare extreme of the delay.
  const oneRanked = measureOnRecords(a);
  const namedInPlural = (col?: ViewColumn) =>
    !!col && a.mentions.some((m) => m.kind === 'column' && m.module === col.module && m.column === col.column.name && plural(a, m, col));
  // "Which year was the wettest": a year asked for, not a day.
  const coarse = has(COARSE_PERIODS) && !has(FINE_PERIODS);
  const counted = a.mentions.some((m) => m.kind === 'number' && !!m.count);
  const { sortEnds, conceptual, sizedBy } = superlativesOf(a);
  // One standing free (not a word of a named value or column: "Greatest Hits", "Popular vote") asks for an end.
  const inMention = (i: number) =>
    a.mentions.some((m) => (m.kind === 'value' || m.kind === 'column') && !(m.kind === 'column' && m.how === 'concept') && m.from <= i && m.to > i);
  const endAsked = a.tokens.some((t, i) => !!ADJECTIVES[t.text]?.concepts.length && !inMention(i) && !sortEnds.includes(i));
  const opposes = (c: Omit<Candidate, 'view' | 'uses'>) => {
    if (c.order === POSITION) return false;
    const col = c.order ?? c.measure?.column;
    // The way it reads its measure: its order, else its extreme ("the cheapest price" is no maximum).
    const dir = c.dir ?? (c.measure ? aggregateOf(c.measure.agg).dir : undefined);
    if (!col || !dir) return false;
    const header = headerStems(col.column);
    if (conceptual.some((d) => d.dir !== dir && conceptStems(d.concepts).some((s) => header.includes(s)))) return true;
    // "The smallest booking": a superlative that named the column (its main amount) reads it its own way.
    return sizedBy.some((m) => m.dir !== dir && m.module === col.module && m.column === col.column.name);
  };
  // "top 5 departure cities": an order in time needs a word of time order ("latest", "first", "oldest"), not only "top".
  const timeOrder = a.tokens.some((t) => TIME_ORDER_WORDS.has(t.text) || ADJECTIVES[t.text]?.concepts.includes('date'));
  const inTime = (c: Omit<Candidate, 'view' | 'uses'>) => !!c.order && c.order !== POSITION && c.order.temporal;
  // A total of a quantity that does not add up (prices, lengths, temperatures) is ill-typed unless the question asks for one.
  const unitCounted = unitCountedIn(a, scope) !== undefined;
  const sumAsked = aggregateAsked(a) === 'sum' || unitCounted;
  const layer = layerRules(a, scope);
  const shape = shapeRules(a);
  return (c, uses, view) => {
    if (layer(c, uses, view) || shape(c, view)) return true;
    // "compare TX and CA": two values to compare are never lumped into one set.
    if (compares && uses.some((u, i) => u.mention.kind === 'value' && uses.some((w, k) => k > i && w.mention.kind === 'value' && w.column === u.column)))
      return true;
    // …and even asked ("total clicks"), never of a rate or a share named only by a word it shares with a count ("Click rate").
    if (c.measure?.agg === 'sum' && c.measure.column && intensive(c.measure.column) && (!sumAsked || (!calledInFull(c.measure.column) && !unitCounted)))
      return true;
    if (opposes(c)) return true;
    if (oneRanked && GROUP_RANKINGS.has(c.op)) return true;
    if (!ranks && (c.op === 'most_common' || c.op === 'least_common') && !c.count && namedInPlural(c.answer)) return true;
    // Of one record picked by its key, nothing is more common than another: its value is read ("status of booking BK1").
    if (!ranks && c.query.kind === 'groups' && oneRecord(uses) && uses.some((u) => u.column.column.role === 'identifier')) return true;
    // "the lightest penguin of an island" is one record, not all the island's masses.
    if (endAsked && (c.op === 'lookup' || c.op === 'record')) return true;
    if (!timeOrder && inTime(c)) return true;
    if (coarse && c.query.kind === 'values' && !c.query.part && c.op !== 'record' && c.answer?.temporal) return true;
    // "the 3 coldest days": one record is not three.
    if (counted && (c.op === 'argmax' || c.op === 'argmin')) return true;
    // "the top 5 departure cities": ranked by nothing named, a repeating value is ranked by how often it comes.
    if ((c.op === 'top_n' || c.op === 'bottom_n') && c.order !== POSITION && !named(c.order) && c.answer && c.answer.distinct < 0.5 * c.answer.rows)
      return true;
    // "How many of the most common": a count of the most common value needs a word of counting too.
    if (c.op === 'most_common_count' && !counts) return true;
    // "How many different templates do documents use": the column holding the named records' key counts them.
    const referred = (col?: ViewColumn) =>
      !!col && view.refers.some((r) => r.via === col && a.mentions.some((m) => m.kind === 'module' && m.module === r.module));
    if (c.op === 'count' || c.op === 'count_distinct')
      return !counts || (c.op === 'count_distinct' && !named(c.measure?.column) && !referred(c.measure?.column));
    if (c.op === 'first' || c.op === 'last') return !positions;
    // "the horsepower of the X" over several records lists them: an extreme needs a word that asks for one.
    // …and over one record, an extreme of a column never named is no answer at all ("status of booking BK1").
    if (c.op === 'min' || c.op === 'max') return !extreme && (selected(uses) > 1 || (oneRecord(uses) && !named(c.measure?.column)));
    if (c.op === 'sum' || c.op === 'avg') return !computes && !named(c.measure?.column);
    // A change in percent of a figure nobody named ("by what % did hiring go up": no mean FTE).
    if (
      c.op === 'compare_change' &&
      c.query.kind === 'compare' &&
      c.measure?.column &&
      (c.measure.agg === 'sum' || c.measure.agg === 'avg') &&
      !c.query.measure.since
    )
      return !computes && !named(c.measure.column) && !soleMeasure(view).includes(c.measure.column);
    return false;
  };
}

/**
 * Superlatives that carry their measure ("coldest": temperature, upwards never), and the columns a
 * superlative named ("the smallest booking"): never the ends of an order asked ("sorted from the
 * youngest to the oldest"), which are words of the order.
 */
function superlativesOf(a: Analysis) {
  const sortEnds = sortAsked(a)?.ends ?? [];
  const conceptual = a.tokens.flatMap((t, i) => (ADJECTIVES[t.text]?.concepts.length && !sortEnds.includes(i) ? [ADJECTIVES[t.text]!] : []));
  const sizedBy = a.mentions.flatMap((m) => {
    const adjective =
      m.kind === 'column' && m.how === 'concept' && m.to - m.from === 1 && !sortEnds.includes(m.from) ? ADJECTIVES[a.tokens[m.from]!.text] : undefined;
    return adjective && m.kind === 'column' ? [{ module: m.module, column: m.column, dir: adjective.dir }] : [];
  });
  return { sortEnds, conceptual, sizedBy };
}

/**
 * Readings of the wrong shape for the words: a list asked in an order ("ordered by net worth") given in
 * table order, or as one figure; the row after or before a named one where no word speaks of a sequence; one figure for
 * all where one per group is asked ("how many high schoolers are in each grade").
 */
function shapeRules(a: Analysis): (c: Omit<Candidate, 'view' | 'uses'>, view: View) => boolean {
  const sort = sortAsked(a);
  const sorts = sort !== undefined;
  // "the episodes ordered by rating": a column named outside the words of sorting is what is listed, not the order.
  const fullName = (m: Analysis['mentions'][number]) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym');
  const listedApart =
    !!sort &&
    sort.from >= 0 &&
    a.mentions.some((m) => fullName(m) && m.from >= sort.from && m.from < sort.to) &&
    a.mentions.some((m) => fullName(m) && (m.to <= sort.from - 1 || m.from >= sort.to));
  const listsItsOrder = (c: Omit<Candidate, 'view' | 'uses'>) => listedApart && c.op === 'lookup' && !!c.answer && c.order === c.answer;
  const sequence = a.tokens.some((t) => SEQUENCE_WORDS.has(t.text));
  // A column named right after "each" / "every" ("in each grade", "for every country").
  const eachAt = a.tokens.flatMap((t, i) => (t.text === 'each' || t.text === 'every' ? [i + 1] : []));
  const eachNamed = a.mentions.filter((m) => m.kind === 'column' && m.how !== 'concept' && eachAt.includes(m.from));
  const perEach = (x: ViewColumn) => !x.numeric && eachNamed.some((m) => m.kind === 'column' && m.module === x.module && m.column === x.column.name);
  // Asked per group or in a list, the most or least common value needs a word that ranks or speaks of how common ("the number of
  // singers of each citizenship" is every one).
  const commonness = asksToRank(a) || a.tokens.some((t) => COMMON_WORDS.has(t.text)) || (!perGroupAsked(a) && askedList(a).length === 0);
  // "Which artist has the most albums": the records counted rank, not a column nobody named.
  const counted = recordsCounted(a) === 'superlative';
  const namedColumn = (x: ViewColumn) => a.mentions.some((m) => m.kind === 'column' && m.module === x.module && m.column === x.column.name);
  const rankedByUnnamed = (c: Omit<Candidate, 'view' | 'uses'>) =>
    counted && /^(argmax|argmin|top_n|bottom_n)$/.test(c.op) && !!c.order && c.order !== POSITION && !namedColumn(c.order);
  // "Tracks longer than the average": the average is a bound, not the answer.
  const averageBound = averagesCompared(a).length > 0;
  // "sort by their age from old to young": a list in that order, not its one first record, unless a superlative asks for one.
  const oneAsked = a.tokens.some((t, i) => !!ADJECTIVES[t.text] && !sort?.ends.includes(i)) || a.mentions.some((m) => m.kind === 'number' && !!m.count);
  return (c, view) =>
    (averageBound && c.op === 'avg') ||
    rankedByUnnamed(c) ||
    ownFigureSummed(c, view) ||
    (sorts && ((c.op === 'lookup' && !c.order) || c.query.kind === 'aggregate' || (!oneAsked && (c.op === 'argmax' || c.op === 'argmin')))) ||
    listsItsOrder(c) ||
    (!commonness && (c.op === 'most_common' || c.op === 'least_common' || c.op === 'most_common_count')) ||
    ((c.op === 'next' || c.op === 'prev') && !sequence) ||
    (eachNamed.length > 0 && c.query.kind === 'aggregate' && view.columns.some(perEach));
}

/**
 * Groups of the joined records measured by a figure of their rows that the records have themselves
 * ("the countries with the largest population": a country's own Population, not its cities' total).
 */
function ownFigureSummed(c: Omit<Candidate, 'view' | 'uses'>, view: View): boolean {
  const q = c.query;
  if (!view.join || q.kind !== 'groups') return false;
  const g = view.columns.find((x) => x.ref === q.group_by.column);
  if (!g || (g.module !== view.join.module.module_id && g !== view.join.via)) return false;
  const label = (x: { label: string; name: string }) => (x.label || x.name).toLowerCase();
  return q.measures.some((m) => {
    const col = m.column !== undefined ? view.columns.find((x) => x.ref === m.column) : undefined;
    return (
      (m.agg === 'sum' || m.agg === 'avg') &&
      !!col &&
      col.module === view.base.module_id &&
      view.join!.module.columns.some((x) => x.type !== 'text' && label(x) === label(col.column))
    );
  });
}

/** Whether the filters pick one record by one value of a column (its key, say): not two values of one column. */
function oneRecord(uses: FilterUse[]): boolean {
  const values = uses.filter((u) => u.mention.kind === 'value' && !u.mention.negated);
  return (
    values.length === 1 && (values[0]!.rows ?? (values[0]!.mention as ValueMention).rows) === 1 && (values[0]!.mention as ValueMention).values.length === 1
  );
}

/** How many records the filters select at most, as far as the values named tell (a bound or a date: many). */
function selected(uses: FilterUse[]): number {
  const rows = uses.flatMap((u) => (u.mention.kind === 'value' && !u.mention.negated ? [u.rows ?? u.mention.rows] : []));
  return rows.length ? Math.min(...rows) : Number.POSITIVE_INFINITY;
}

/** Readings of a group or a bare extreme, none of them one record ranked by a measure. */
const GROUP_RANKINGS = new Set<Candidate['op']>(['most_common', 'least_common', 'group_sum_max', 'group_sum_min', 'max', 'min']);
const TIME_ORDER_WORDS = new Set(
  `first last initial final earlier later earliest latest recent recently newest oldest soonest chronological chronologically`.split(/\s+/),
);
const COMMON_WORDS = new Set(
  `common commonest often frequent frequently popular usual usually typical typically prevalent mode predominant predominantly dominant recurring`.split(/\s+/),
);
const SEQUENCE_WORDS = new Set(
  `after before next previous following followed preceding preceded prior then above below succeeded succeeding later earlier subsequent until since`.split(
    /\s+/,
  ),
);
const COARSE_PERIODS = new Set(['year', 'years', 'month', 'months', 'quarter', 'quarters', 'week', 'weeks']);
const FINE_PERIODS = new Set(['day', 'days', 'date', 'dates', 'when']);

/** Thrown by a full view's push: the generators stop at once instead of building candidates nobody keeps. */
const FULL = Symbol('full');

export function candidates(a: Analysis, scope: SpecScope): Candidate[] {
  const out: Candidate[] = [];
  const unsupported = unsupportedBy(a, scope);
  const topN = a.mentions.find((m): m is NumberMention => m.kind === 'number' && !!m.count);
  const views = relevantViews(a, scope);
  const ranked = asksToRank(a);
  const list = askedList(a);
  // Each view gets its share of the bound, so that one busy view cannot crowd out the others.
  const perView = Math.ceil(MAX_CANDIDATES / views.length);
  for (const view of views) {
    const limit = Math.min(MAX_CANDIDATES, out.length + perView);
    const names = named(a, view);
    const full = namedInFull(a, view);
    const figure = (c: ViewColumn) => !identifying(c) || full.has(c);
    for (const uses of filterSets(a, view)) {
      if (out.length >= limit) break;
      const used = new Set(uses.map((u) => u.mention));
      const free = a.mentions.filter(
        (m): m is ValueMention => m.kind === 'value' && !used.has(m) && !uses.some((u) => u.mention.from < m.to && m.from < u.mention.to),
      );
      // A figure said again as "one" ("the average fee when one is charged") filters and stays measurable.
      const filtered = new Set(uses.filter((u) => !(u.mention.kind === 'column' && u.mention.again)).map((u) => u.column));
      // Groups of a column the filters leave several values of ("open pipeline by stage": the stages still open).
      const pinned = new Set(uses.filter((u) => !(u.mention.kind === 'value' && u.mention.negated && u.mention.state)).map((u) => u.column));
      const ctx: Ctx = {
        a,
        view,
        uses,
        where: whereOf(uses, a),
        topN,
        free,
        orderBy: pick(
          view.columns.filter((c) => orderable(c) && figure(c)),
          names,
          filtered,
          UNNAMED_ORDERS,
        ),
        measured: pick(
          timesFirst(
            a,
            view.columns.filter((c) => c.numeric && figure(c)),
          ),
          names,
          filtered,
          UNNAMED_MEASURES,
        ),
        grouped: pick(
          // A category the question names and ranks is grouped however many values it has ("top 5 accounts" of 5,000).
          // …and a key of other records named ("the ids of documents with 2 or more paragraphs").
          view.columns.filter(
            (c) =>
              ((repeats(c) || (ranked && names.has(c) && c.text && !c.temporal && c.distinct < 0.9 * c.rows)) && groupable(c)) ||
              (repeats(c) && c.column.role === 'identifier' && names.has(c)),
          ),
          names,
          pinned,
          UNNAMED_GROUPS,
        ),
        namedMeasures: view.columns.filter((c) => c.numeric && figure(c) && names.has(c) && !filtered.has(c)),
        push: (c) => {
          if (out.length >= limit) throw FULL;
          if (unsupported(c, uses, view)) return;
          // Widened to all the question lists before the join is judged: "the visitors and the museums they visited" reads both ends.
          const w = list.length ? widened(byEntity(c, view), view, list, ranked) : { c: byEntity(c, view), covers: undefined };
          if (!usesJoin(view, w.c.query) || listsThroughJoin(a, view, w.c.query) || perEntityElsewhere(view, w.c.query, uses)) return;
          out.push({ ...w.c, view, uses, ...(w.covers === undefined ? {} : { covers: w.covers }) });
        },
      };
      try {
        for (const reading of READINGS) reading.generate(ctx);
      } catch (err) {
        if (err !== FULL) throw err;
      }
    }
  }
  return headAnswered(a, quotedUsed(a, list.length ? mostCovering(out) : out), list.length > 0);
}

/** Words of a figure computed over a column, opening the question before it ("total" often counts: "the total role"). */
const AGGREGATE_OPENING = new Set(['maximum', 'minimum', 'average', 'mean', 'max', 'min', 'median']);
const FIGURE_WORDS = new Set(['number', 'numbers', 'amount', 'amounts', 'value', 'values', 'percentage', 'rate', 'ratio', 'totals', 'sums']);
/** Words that open a question before what it asks for: "what is the", "return the", "give me the". */
const OPENING = new Set(['what', 'is', 'are', 'was', 'were', 'the', 'return', 'give', 'show', 'list', 'find', 'tell', 'me', 'display', 'get', 'report']);

/**
 * The column a question opens by naming in full before "of" ("return the birth date of the poker player
 * with the lowest earnings"), or right after a figure's word ("the maximum final tables made"): what it asks for. Where some readings answer, measure or show it, the
 * ones that leave it out go (a list of several such columns is the asked list's).
 */
function headAnswered(a: Analysis, out: Candidate[], listed: boolean): Candidate[] {
  if (listed) return out;
  const first = a.tokens.findIndex((t) => !OPENING.has(t.text));
  // "the number of racers", "the total of": a word of counting or of a figure asks for a computation, whatever column it names too.
  const general = (m: { from: number; to: number }) =>
    m.to - m.from === 1 && (KEYWORDS.has(a.tokens[m.from]!.text) || FIGURE_WORDS.has(a.tokens[m.from]!.text));
  // "return the maximum final tables made across …": a figure's word first, then the column it is of.
  const figureFirst = AGGREGATE_OPENING.has(a.tokens[first]?.text ?? '');
  const head = a.mentions.filter(
    (m) =>
      m.kind === 'column' &&
      (m.how === 'name' || m.how === 'synonym') &&
      ((m.from === first && a.tokens[m.to]?.text === 'of') ||
        // …the whole phrase: "average expense amount" is no figure of the expense's number.
        (figureFirst && m.from === first + 1 && !a.mentions.some((x) => x.kind === 'column' && x.from < m.to + 1 && x.to > m.to))) &&
      !general(m),
  );
  if (first < 0 || head.length === 0) return out;
  const heads = new Set(head.map((m) => `${(m as { module: string }).module}|${(m as { column: string }).column}`));
  const named = (c: ViewColumn | undefined) => !!c && heads.has(`${c.module}|${c.column.name}`);
  const shown = (c: Candidate) => {
    const q = c.query as { show?: string[]; columns?: string[] };
    return [...(q.show ?? []), ...(q.columns ?? [])].some((ref) => named(c.view.columns.find((x) => x.ref === ref)));
  };
  // A record read whole shows every column of it.
  const answering = out.filter((c) => c.op === 'record' || named(c.answer) || named(c.measure?.column) || shown(c));
  return answering.length ? answering : out;
}

const QUOTES = new Set(['"', "'", '`']);
/** Value mentions written in quotes and matching a cell in full: spans of the question, each one's mentions. */
function quotedSpans(a: Analysis): ValueMention[][] {
  const spans = new Map<string, ValueMention[]>();
  for (const m of a.mentions) {
    if (m.kind !== 'value' || !m.exact || m.negated) continue;
    const open = a.text[a.tokens[m.from]!.start - 1];
    const close = a.text.slice(a.tokens[m.to - 1]!.end, a.tokens[m.to - 1]!.end + 3);
    if (!open || !QUOTES.has(open) || !close.includes(open)) continue;
    const key = `${m.from}:${m.to}`;
    spans.set(key, [...(spans.get(key) ?? []), m]);
  }
  return [...spans.values()];
}

/** A value quoted in full is meant as written: where readings use every such value, the ones leaving one out go. */
function quotedUsed(a: Analysis, out: Candidate[]): Candidate[] {
  const spans = quotedSpans(a);
  if (spans.length === 0) return out;
  // Used as a filter, as the anchor of "before X", or as one of a pair compared.
  const uses = (c: Candidate, ms: ValueMention[]) =>
    c.uses.some((u) => ms.includes(u.mention as ValueMention)) ||
    (!!c.anchor && ms.includes(c.anchor)) ||
    !!c.pair?.some((p) => ms.includes(p as ValueMention));
  const using = out.filter((c) => spans.every((ms) => uses(c, ms)));
  return using.length ? using : out;
}

/** Where several things are asked, the readings answering the most of them (a reading answering none is no reading of it). */
function mostCovering(out: Candidate[]): Candidate[] {
  const best = Math.max(0, ...out.map((c) => c.covers ?? 0));
  return best ? out.filter((c) => (c.covers ?? 0) === best) : out;
}
