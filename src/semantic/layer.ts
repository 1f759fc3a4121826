/**
 * The semantic layer of a spec: what each module's records are (an entity with its nouns and key),
 * how each numeric column aggregates (a measure with its default aggregation, additivity, unit and
 * kind of quantity), the columns' human labels, and the metrics a builder defined. The build
 * proposes it from the data and general language (never from one table's names); what the module
 * builder set wins. Pure functions: the build, the module builder's preview and older specs share them.
 */
import pluralize from 'pluralize';
import { humanise, labelWords, recordsCompound } from './humanise.js';
import { metricOfColumn } from './standard-metrics.js';
import {
  CURRENCIES,
  DURATION_UNITS,
  ENTITY_SETS,
  EVENT_DURATION_WORDS,
  MEASUREMENT_UNITS,
  QUANTITY_WORDS,
  SYNONYM_SETS,
  UNIT_ONLY_DURATIONS,
} from './measure-words.js';
import type { DefaultAggregation } from '../contracts/columns.js';
import type { EntitySemantics, MeasureSemantics, SpecColumn, SpecMetric, SpecModule } from '../contracts/spec.js';

/** What the module builder set: overrides of the proposal. */
export interface LayerChoices {
  entity?: { singular: string; plural: string } | null;
  /** A column name, null for no key; absent: the proposal. */
  key?: string | null;
  metrics?: SpecMetric[];
  columns?: Record<string, { aggregation?: DefaultAggregation; unit?: string }>;
}

const isNumeric = (c: Pick<SpecColumn, 'type' | 'reads_as'>) => c.type === 'integer' || c.type === 'number' || c.reads_as === 'number';

/** Whether a column can carry a measure: numbers that neither name records nor mark time. */
export function measurable(c: Pick<SpecColumn, 'type' | 'reads_as' | 'role'>): boolean {
  return isNumeric(c) && c.role !== 'identifier' && c.role !== 'sensitive' && c.role !== 'time';
}

/** The module builder's choices as the build reads them, from a module record. */
export function layerChoices(m: {
  columns: { name: string; aggregation?: DefaultAggregation; unit?: string }[];
  semantic?: { entity?: { singular: string; plural: string }; key?: string | null; metrics?: SpecMetric[] };
}): LayerChoices {
  const columns: NonNullable<LayerChoices['columns']> = {};
  for (const c of m.columns) if (c.aggregation !== undefined || c.unit !== undefined) columns[c.name] = { aggregation: c.aggregation, unit: c.unit };
  const s = m.semantic ?? {};
  return { entity: s.entity, ...(s.key !== undefined ? { key: s.key } : {}), metrics: s.metrics, columns };
}

/** Kinds of quantity whose total over records or periods means something. */
const ADDITIVE_QUANTITIES = new Set<MeasureSemantics['quantity']>(['amount', 'count', 'duration', 'other']);

/** A word and its singular: "revenues" also reads as "revenue". */
const forms = (w: string) => (w.length > 3 && w.endsWith('s') ? [w, w.slice(0, -1)] : [w]);

function quantityOf(words: string[]): (typeof QUANTITY_WORDS)[number] | undefined {
  const all = words.flatMap(forms);
  // "Unit cost", "unit revenue": an amount per unit is a price.
  if (all.includes('unit') && QUANTITY_WORDS.find((q) => q.quantity === 'amount')!.words.has(all[all.indexOf('unit') + 1] ?? '')) {
    return QUANTITY_WORDS.find((q) => q.quantity === 'price');
  }
  const kind = QUANTITY_WORDS.find((q) => all.some((w) => q.words.has(w)));
  // "Total price", "price total": a total is an amount, whatever it totals.
  if (kind && (kind.quantity === 'price' || kind.quantity === 'ratio') && all.includes('total')) return QUANTITY_WORDS.find((q) => q.quantity === 'amount');
  return kind;
}

function unitOf(words: string[], bracket: string | undefined, quantity: MeasureSemantics['quantity']): string {
  if (bracket) return CURRENCIES[bracket.toLowerCase()] ?? (quantity === 'duration' ? UNIT_ONLY_DURATIONS[bracket.toLowerCase()] : undefined) ?? bracket;
  const currency = words.find((w) => CURRENCIES[w]);
  if (currency) return CURRENCIES[currency]!;
  const measured = words.find((w) => MEASUREMENT_UNITS[w]);
  if (measured) return MEASUREMENT_UNITS[measured]!;
  if (quantity === 'percent') return '%';
  if (quantity === 'duration') return DURATION_UNITS[words.find((w) => DURATION_UNITS[w]) ?? ''] ?? '';
  if (quantity === 'count' && words.some((w) => /^(units?|quantity|quantities|qty|items|pieces)$/.test(w))) return 'units';
  return '';
}

/** The proposed measure of a numeric column, from its label's words, else from its values. */
export function proposeMeasure(c: Pick<SpecColumn, 'label' | 'header' | 'type' | 'reads_as' | 'role' | 'stats'>): MeasureSemantics | undefined {
  if (!measurable(c)) return undefined;
  // "Weight (lbs)", "Weight in lbs": a unit in brackets, or a short word after a last "in".
  const bracket = /\(([^()]{1,20})\)\s*$/.exec(c.label)?.[1]?.trim() ?? /\bin ([\p{L}$€£%°/]{1,5})$/iu.exec(c.label)?.[1];
  const words = [...new Set([...labelWords(c.label), ...(c.header ? labelWords(humanise(c.header)) : [])])];
  const named = quantityOf(words);
  const min = Number(c.stats.min);
  const max = Number(c.stats.max);
  let quantity = named?.quantity;
  let aggregation = named?.aggregation;
  if (!quantity && bracket && UNIT_ONLY_DURATIONS[bracket.toLowerCase()]) [quantity, aggregation] = ['duration', 'sum'];
  if (!quantity) {
    // Fractions between 0 and 1 are shares; a short scale of whole numbers (1–5, 0–10) is a score.
    if (c.type === 'number' && min >= 0 && max <= 1) [quantity, aggregation] = ['ratio', 'avg'];
    else if (c.type === 'integer' && min >= 0 && max <= 10 && c.stats.distinct_count <= 11) [quantity, aggregation] = ['score', 'avg'];
    else [quantity, aggregation] = ['other', 'sum'];
  }
  if (quantity === 'ratio' && (bracket === '%' || words.includes('%') || words.includes('percent'))) quantity = 'percent';
  // How long one event took ("response time", "delay") is read as a mean; time spent in all ("hours worked") as a total.
  if (quantity === 'duration' && words.some((w) => EVENT_DURATION_WORDS.has(w))) aggregation = 'avg';
  return { aggregation: aggregation!, additive: ADDITIVE_QUANTITIES.has(quantity), unit: unitOf(words, bracket, quantity), quantity, source: 'proposed' };
}

/** The nouns of a module's records, from its name: "Orders" → order / orders, "Support tickets" → support ticket(s). */
export function entityNouns(name: string): { singular: string; plural: string } {
  let words = humanise(name).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 1) words = recordsCompound(words[0]!);
  const last = words.at(-1) ?? '';
  if (!/\p{L}/u.test(last)) return { singular: words.join(' '), plural: words.join(' ') };
  const head = words.slice(0, -1);
  return { singular: [...head, pluralize.singular(last)].join(' '), plural: [...head, pluralize.plural(last)].join(' ') };
}

/** Other nouns for the same kind of record in general language ("order": deal, sale, purchase), singular and plural. */
export function entitySynonyms(singular: string): string[] {
  const head = singular.split(/\s+/).at(-1) ?? '';
  const set = ENTITY_SETS.find((s) => s.includes(head));
  return set ? set.filter((w) => w !== head).flatMap((w) => [w, pluralize.plural(w)]) : [];
}

/**
 * Synonyms of general language for a column whose label is (or ends with) a word of a synonym set:
 * "Revenue" is also "sales", "Unit price" also "price". None that is another column's whole label or
 * that the builder already gave: a synonym must name this column before any other.
 */
export function impliedSynonyms(label: string, own: readonly string[], otherLabels: readonly string[]): string[] {
  // A column that is a standard metric ("Click rate") is called by the metric's other names too ("CTR").
  const metric = metricOfColumn({ label, synonyms: [...own] });
  if (metric) {
    const taken = new Set([labelWords(label).join(' '), ...own.map((x) => x.toLowerCase()), ...otherLabels.map((l) => labelWords(l).join(' '))]);
    return metric.names.filter((n) => !taken.has(n) && n !== labelWords(label.replace(/\([^()]*\)/g, ' ')).join(' '));
  }
  let words = labelWords(label.replace(/\([^()]*\)\s*$/, ''));
  // "Agent name", "Device type": the column names an agent, tells a device — it is called so too.
  const named = words.length > 1 && /^(name|type|kind)$/.test(words.at(-1)!) ? words.slice(0, -1) : undefined;
  if (named) words = named;
  const whole = words.join(' ');
  // "Pay rate", "Bonus amount": a figure of something is called by its words when its head only says "figure"
  // (a rate only of pay: a "Tax rate" is no tax).
  const figureOf = words.length === 2 && FIGURE_HEADS.has(words[1]!) ? words[0]! : undefined;
  const found =
    SYNONYM_SETS.find((s) => s.includes(whole)) ??
    (figureOf ? SYNONYM_SETS.find((s) => s.includes(figureOf) && (words[1] !== 'rate' || s.includes('salary'))) : undefined) ??
    SYNONYM_SETS.find((s) => s.includes(words.at(-1) ?? ''));
  const set = named ? [...new Set([whole, ...(found ?? [])])] : found;
  if (!set) return [];
  const taken = new Set([...(named ? [] : [whole, ...words]), ...own.map((x) => x.toLowerCase())]);
  // Another column called exactly so keeps the word; a word inside a longer label ("Sales channel") does not.
  const otherWords = otherLabels.map((l) => labelWords(l.replace(/\([^()]*\)\s*$/, '')));
  const others = new Set(otherWords.map((w) => w.join(' ')));
  // …and so does one whose head noun it is: "area" is what "Surface area" is, not a synonym of Region.
  const heads = new Set(otherWords.filter((w) => w.length > 1).map((w) => w.at(-1)!));
  return set.filter((w) => !taken.has(w) && !others.has(w) && !heads.has(w));
}

/** Heads of a label that say only "a figure of" what comes before ("Pay rate", "Bonus amount"). */
const FIGURE_HEADS = new Set(['rate', 'amount', 'amt', 'value', 'total', 'figure', 'level']);

/** A duration whose label does not say it is one is called "… time" too: "First response (min)" is the first response time. */
function timeName(label: string, own: readonly string[]): string[] {
  const words = labelWords(label.replace(/\([^()]*\)\s*$/, ''));
  if (words.length === 0 || words.some((w) => DURATION_WORDS.has(w))) return [];
  const name = `${words.join(' ')} time`;
  return own.some((x) => x.toLowerCase() === name) ? [] : [name];
}
const DURATION_WORDS = new Set(['time', 'duration', 'delay', 'wait', 'latency', ...Object.keys(DURATION_UNITS)]);

/** A column whose values are all present and all different; identifiers named as keys first. */
export function proposeKey(m: Pick<SpecModule, 'row_count' | 'columns'>): string | null {
  const unique = m.columns.filter(
    (c) =>
      m.row_count > 0 &&
      c.stats.null_share === 0 &&
      c.stats.distinct_count === m.row_count &&
      (c.type === 'integer' || c.type === 'text') &&
      c.role !== 'text' &&
      !c.reads_as,
  );
  const keyWord = (c: SpecColumn) => /\b(id|key|code|number|sku|uuid)$/i.test(c.label) || /(^|_)(id|key|code|no|number|num|sku|uuid)$/.test(c.name);
  return (unique.find((c) => c.role === 'identifier' && keyWord(c)) ?? unique.find((c) => c.role === 'identifier') ?? unique.find(keyWord))?.name ?? null;
}

/** A choice of aggregation that the column's data contradicts: a figure of what is not a number. */
export function aggregationRefusal(c: Pick<SpecColumn, 'label' | 'type' | 'reads_as' | 'role'>, agg: DefaultAggregation): string | undefined {
  if (!isNumeric(c)) return `"${c.label}" holds ${c.type} values, not numbers: it has no ${agg === 'avg' ? 'average' : agg}`;
  if (c.role === 'identifier' || c.role === 'sensitive')
    return `"${c.label}" identifies records: a ${agg === 'avg' ? 'mean' : agg} of it means nothing; make it a measure first`;
  return undefined;
}

/**
 * Applies the layer to a module: labels made from headers, each numeric column's measure (the
 * builder's aggregation and unit over the proposal), the entity and its key, the metrics.
 */
export function withLayer(m: SpecModule, choices: LayerChoices = {}): SpecModule {
  const columns = m.columns.map((c) => {
    const implied = impliedSynonyms(
      c.label,
      c.synonyms,
      m.columns.filter((o) => o !== c).map((o) => o.label),
    );
    const proposed = proposeMeasure(c);
    if (proposed?.quantity === 'duration') implied.push(...timeName(c.label, c.synonyms));
    const set = choices.columns?.[c.name];
    const { measure: _, implied_synonyms: __, ...rest } = c;
    const base: SpecColumn = implied.length ? { ...rest, implied_synonyms: implied } : rest;
    if (!proposed) return base;
    if (!set || (set.aggregation === undefined && set.unit === undefined) || aggregationRefusal(c, set.aggregation ?? proposed.aggregation)) {
      return { ...base, measure: proposed };
    }
    const aggregation = set.aggregation ?? proposed.aggregation;
    const measure: MeasureSemantics = { ...proposed, aggregation, unit: set.unit ?? proposed.unit, source: 'set' };
    return { ...base, measure };
  });
  const nouns = choices.entity ?? entityNouns(m.name);
  const keyChosen = choices.key !== undefined && (choices.key === null || columns.some((c) => c.name === choices.key));
  const entity: EntitySemantics = {
    ...nouns,
    key: keyChosen ? choices.key! : proposeKey({ ...m, columns }),
    source: choices.entity || keyChosen ? 'set' : 'proposed',
  };
  const out: SpecModule = { ...m, columns, entity };
  if (choices.metrics?.length) out.metrics = choices.metrics;
  return out;
}
