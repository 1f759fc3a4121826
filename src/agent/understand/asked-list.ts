/**
 * Several things asked at once: "what are the name, population and life expectancy of …", "the
 * total population and maximum GNP in Asia", "each template type code and the number of templates".
 * The list stands right after the question's head (a question word, "give", "show", "list"…), its
 * items a column (or, for a count, the records) with an aggregate's word or none, joined by commas
 * and "and". A reading that answers one item is widened to answer all it can (more columns, more
 * measures); readings answering fewer items than the best are not readings of the question.
 */
import type { Measure, StructuredQuery } from '../plan/query.js';
import { POSITION } from '../plan/schema.js';
import type { Candidate } from './readings.js';
import type { Analysis, ModuleMention } from './mentions.js';
import { modulesOf, stepsOf } from './view-steps.js';
import type { View, ViewColumn } from './views.js';

type ItemAgg = 'sum' | 'avg' | 'min' | 'max' | 'count';

export interface ListItem {
  from: number;
  to: number;
  /** The aggregate its words ask for; none: the column's own values. */
  agg?: ItemAgg;
  /** The columns its words name, the best named first. */
  columns: { module: string; column: string }[];
  /** A count of records ("the number of templates"): the modules its noun names. */
  records: string[];
}

/** Words of an aggregate before a column ("total population", "maximum GNP", "number of templates"). */
const AGG_WORDS: Record<string, ItemAgg> = {
  total: 'sum',
  sum: 'sum',
  combined: 'sum',
  average: 'avg',
  mean: 'avg',
  avg: 'avg',
  maximum: 'max',
  max: 'max',
  highest: 'max',
  largest: 'max',
  biggest: 'max',
  greatest: 'max',
  minimum: 'min',
  min: 'min',
  lowest: 'min',
  smallest: 'min',
  number: 'count',
  count: 'count',
  numbers: 'count',
};
/** Words the list may begin after: a question's head ("what are the", "give me", "show all"). */
const HEAD_WORDS = new Set(
  `what which is are was were give me us find show list return tell display get provide output report please the all s its their
  different distinct each every`.split(/\s+/),
);
/** Words that may stand between an item's parts or before an item ("the", "its", "of" after "number"). */
const FILLERS = new Set(['the', 'its', 'their', 'his', 'her', 'all', 'different', 'distinct', 'corresponding']);

const cache = new WeakMap<Analysis, ListItem[]>();

/** The list the question asks for (two items or more), or none. */
export function askedList(a: Analysis): ListItem[] {
  let out = cache.get(a);
  if (!out) cache.set(a, (out = findList(a)));
  return out;
}

function findList(a: Analysis): ListItem[] {
  const t = a.tokens;
  const word = (i: number) => t[i]?.text ?? '';
  // A comma (or "&") between two tokens, as written.
  const sepBefore = (i: number) => i > 0 && /[,&;]/.test(a.text.slice(t[i - 1]!.end, t[i]!.start));
  const filterAt = (i: number) => a.mentions.some((m) => (m.kind === 'number' || m.kind === 'value' || m.kind === 'date') && m.from === i);
  const inFilter = (i: number) => a.mentions.some((m) => (m.kind === 'number' || m.kind === 'value' || m.kind === 'date') && m.from <= i && m.to > i);

  /** The item starting at i (after fillers), or none. */
  const itemAt = (start: number): ListItem | undefined => {
    let i = start;
    while (FILLERS.has(word(i))) i++;
    let agg: ItemAgg | undefined;
    const from = i;
    if (word(i) === 'how' && word(i + 1) === 'many') {
      agg = 'count';
      i += 2;
    } else if (AGG_WORDS[word(i)] && !inFilter(i)) {
      agg = AGG_WORDS[word(i)];
      i++;
      // "the maximum and minimum values of area codes"
      if (/^values?$/.test(word(i)) && word(i + 1) === 'of') i++;
      if (word(i) === 'of') i++;
      while (FILLERS.has(word(i))) i++;
    }
    let spans = a.mentions.filter((m) => (m.kind === 'column' || m.kind === 'module') && m.from === i);
    if (!spans.length) return agg && agg !== 'count' ? { from, to: i, agg, columns: [], records: [] } : undefined;
    // "song titles", "singer names": the records' noun, then a column of theirs.
    const noun = spans.find((m) => m.kind === 'module');
    const after = noun ? a.mentions.filter((m) => m.kind === 'column' && m.from === noun.to && m.module === noun.module && m.how !== 'word') : [];
    let owner = after.length ? noun!.module : undefined;
    if (owner) spans = after;
    const end = Math.max(...spans.map((m) => m.to));
    // "age 15", "grade above 10": a column with its value is a condition, not a thing asked.
    if (filterAt(end)) return undefined;
    const inside = a.mentions.filter((m) => m.from >= i && m.to <= end);
    // "the citizenship of singers and …": the records the column is of belong to the item.
    const of = word(end) === 'of' ? (FILLERS.has(word(end + 1)) || word(end + 1) === 'each' ? end + 2 : end + 1) : -1;
    const ofRecords =
      of > 0 && spans.some((m) => m.kind === 'column') ? a.mentions.find((m): m is ModuleMention => m.kind === 'module' && m.from === of) : undefined;
    const to = ofRecords?.to ?? end;
    // "the names of the museums": the museums' names, not the visitors'.
    if (!owner && ofRecords && inside.some((m) => m.kind === 'column' && m.module === ofRecords.module)) owner = ofRecords.module;
    const columns = inside
      .flatMap((m) => (m.kind === 'column' && (!owner || m.module === owner) ? [m] : []))
      .sort((x, y) => rank(y.how) - rank(x.how) || y.score - x.score || y.to - y.from - (x.to - x.from))
      .map((m) => ({ module: m.module, column: m.column }));
    const records = agg === 'count' ? inside.flatMap((m) => (m.kind === 'module' ? [m.module] : [])) : [];
    return { from, to, agg, columns, records };
  };

  for (let s = 0; s < t.length; s++) {
    // The list begins after the head only.
    if (!t.slice(0, s).every((x, k) => HEAD_WORDS.has(x.text) || inFilter(k))) break;
    const items: ListItem[] = [];
    let i = s;
    for (;;) {
      const item = itemAt(i);
      if (!item) break;
      items.push(item);
      i = item.to;
      // Separators: ",", "and", ", and", "as well as".
      const comma = i < t.length && sepBefore(i);
      if (word(i) === 'and') i++;
      else if (word(i) === 'as' && word(i + 1) === 'well' && word(i + 2) === 'as') i += 3;
      else if (!comma) break;
    }
    if (items.length < 2) continue;
    // "the average and maximum age": an aggregate's word alone takes the next item's columns.
    for (let k = items.length - 2; k >= 0; k--)
      if (!items[k]!.columns.length) items[k] = { ...items[k]!, columns: items[k + 1]!.columns, records: items[k + 1]!.records };
    const kept = items.filter((x) => x.columns.length || x.records.length || x.agg === 'count');
    return kept.length >= 2 ? kept : [];
  }
  return [];
}

const rank = (how: string) => (how === 'name' || how === 'synonym' ? 2 : how === 'word' ? 1 : 0);

/** The columns of the view an item names, the best named first. */
function columnsOf(view: View, item: ListItem): ViewColumn[] {
  return item.columns.flatMap((m) => view.columns.filter((c) => c.module === m.module && c.column.name === m.column));
}

const names = (view: View, item: ListItem, ref: string | undefined) => ref !== undefined && columnsOf(view, item).some((c) => c.ref === ref);

/** Whether a measure is what an item asks: its aggregate of its column, or a count of its records. */
function measures(view: View, item: ListItem, m: Measure): boolean {
  if (!item.agg || m.where || m.per || m.since || m.times || m.every) return false;
  if (item.agg === 'count') return (m.agg === 'count' && m.column === undefined) || (m.agg === 'count_distinct' && names(view, item, m.column));
  return m.agg === item.agg && names(view, item, m.column);
}

/** The measure an item asks, in the view (none where its column is not numeric there). */
function measureOf(view: View, item: ListItem): Measure | undefined {
  if (item.agg === 'count') return { agg: 'count' };
  const col = columnsOf(view, item).find((c) => c.numeric);
  return item.agg && col ? { agg: item.agg, column: col.ref } : undefined;
}

const MAX_MEASURES = 4;

/**
 * Attributes of one record listed of groups ("the first name and gender of students with more than one
 * pet"): the groups are the records, by the key they are reached through, the attributes shown beside it.
 */
function perRecordGroups(view: View, q: Extract<StructuredQuery, { kind: 'groups' }>, list: ListItem[]): StructuredQuery | undefined {
  const g = view.columns.find((x) => x.ref === q.group_by.column);
  const step = g && stepsOf(view).find((j) => g.module === j.module.module_id && g.column.name !== j.step.right);
  if (!g || !step || q.show || list.filter((x) => !x.agg).length < 2) return undefined;
  const other = list.some((x) => !x.agg && !names(view, x, g.ref) && columnsOf(view, x).some((o) => o.module === g.module && !dependsOn(view, g, o)));
  return other ? { ...q, group_by: { column: step.via.ref }, show: [g.ref] } : undefined;
}

/** Whether a column takes one value per value of a key in the view: the key is unique in its module, or the join's own column. */
function dependsOn(view: View, key: ViewColumn, col: ViewColumn): boolean {
  if (col === key) return false;
  if (stepsOf(view).some((j) => key === j.via && col.module === j.module.module_id)) return true;
  if (col.module !== key.module) return false;
  const rows = modulesOf(view).find((m) => m.module_id === col.module)?.row_count ?? 0;
  return rows > 0 && key.column.stats.distinct_count >= rows;
}

/**
 * A candidate widened to the list (the columns or measures of the other items added) and how many
 * items it then answers: a lookup or ranking answers the plain items by their columns (and "the
 * smallest X" by the X of the record ranked lowest by it), an aggregate the aggregate items, a
 * grouping its key and its measures.
 */
export function widened(
  c: Omit<Candidate, 'view' | 'uses'>,
  view: View,
  list: ListItem[],
  ranks: boolean,
): { c: Omit<Candidate, 'view' | 'uses'>; covers: number } {
  const q = c.query;
  // A ranking answers nothing of a list where no word ranks: "the final tables made and best finishes of all players".
  if (!ranks && 'limit' in q && q.limit !== undefined && !(c.order === POSITION)) return { c, covers: 0 };
  if (q.kind === 'values') {
    if (q.part || c.op === 'record' || !c.answer || !list.some((x) => !x.agg && names(view, x, c.answer!.ref))) return { c, covers: 0 };
    const order = c.order && typeof c.order === 'object' ? c.order : undefined;
    const cols: string[] = [];
    let covers = 0;
    for (const item of list) {
      let ref: string | undefined;
      // The item the order or the answer names is that column ("the names and areas of the 5 largest by area").
      if (!item.agg) ref = order && names(view, item, order.ref) ? order.ref : names(view, item, c.answer.ref) ? c.answer.ref : columnsOf(view, item)[0]?.ref;
      else if (order && q.limit === 1 && (item.agg === 'max' ? c.dir === 'desc' : item.agg === 'min' && c.dir === 'asc') && names(view, item, order.ref))
        ref = order.ref;
      if (ref === undefined) continue;
      covers++;
      if (!cols.includes(ref)) cols.push(ref);
    }
    // The attributes listed are one record's: columns of two modules answer them less well than one module's.
    const modules = new Set(cols.map((r) => view.columns.find((x) => x.ref === r)?.module));
    return { c: { ...c, query: { ...q, columns: cols } }, covers: modules.size > 1 ? covers - 0.5 : covers };
  }
  if (q.kind === 'aggregate' && !q.combine && q.measures.length === 1) {
    const own = list.findIndex((x) => measures(view, x, q.measures[0]!));
    if (own < 0) return { c, covers: 0 };
    const ms = list.flatMap((x, k) => (k === own ? [q.measures[0]!] : x.agg ? [measureOf(view, x)].filter((m) => !!m) : []));
    return { c: { ...c, query: { ...q, measures: ms.slice(0, MAX_MEASURES) } }, covers: Math.min(ms.length, MAX_MEASURES) };
  }
  if (q.kind === 'groups' && !q.group_by.part && q.measures.length === 1 && q.answer !== 'count' && q.answer !== 'values') {
    const perRecord = perRecordGroups(view, q, list);
    if (perRecord) return widened({ ...c, query: perRecord }, view, list, ranks);
    const keyCol = view.columns.find((x) => x.ref === q.group_by.column);
    // The key, or a column already shown beside it (a name beside the key it groups by).
    const keyRefs = [q.group_by.column, ...(q.show ?? [])];
    const key = list.some((x) => !x.agg && keyRefs.some((r) => names(view, x, r))) ? 1 : 0;
    // "the id and name of the museum visited most": the name is shown beside the key it depends on.
    // …of a group ranked only where a word ranks ("visited most"), else the records are listed.
    const show =
      keyCol && (ranks || q.limit === undefined)
        ? list.flatMap((x) => {
            if (x.agg || keyRefs.some((r) => names(view, x, r))) return [];
            const col = columnsOf(view, x).find((o) => dependsOn(view, keyCol, o));
            return col ? [col.ref] : [];
          })
        : [];
    const all = [...new Set([...(q.show ?? []), ...show])].slice(0, MAX_MEASURES);
    const shown = all.length ? { show: all } : {};
    const own = list.findIndex((x) => measures(view, x, q.measures[0]!));
    if (own < 0) return { c: { ...c, query: { ...q, ...shown } }, covers: key + show.length };
    const more = list.flatMap((x, k) => (k !== own && x.agg ? [measureOf(view, x)].filter((m) => !!m) : []));
    const ms = [q.measures[0]!, ...more].slice(0, MAX_MEASURES);
    return { c: { ...c, query: { ...q, measures: ms, ...shown } }, covers: key + show.length + ms.length };
  }
  return { c, covers: 0 };
}
