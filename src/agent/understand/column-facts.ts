/**
 * What a column is, read once per column for the features: its type as the parser reads it, the
 * words of its header and the unit in brackets, its role, whether its quantity adds up, and whether
 * a mention names it in the plural.
 */
import { ADJECTIVES, ADVERSE_CONCEPTS, INTENSIVE_CONCEPTS } from './lexicon.js';
import type { Analysis, ColumnMention } from './mentions.js';
import { headerStems } from './columns.js';
import { conceptStems, STOP_STEMS } from './tokens.js';
import type { ViewColumn } from './views.js';

/** The column's type, a text column by what it reads as. */
export function typeOf(c: ViewColumn): string {
  if (c.column.reads_as) return `text_${c.column.reads_as}`;
  return c.column.type;
}

/** A measure the semantic layer calls a duration (a time taken, whatever its header says). */
export const isDuration = (c: ViewColumn) => c.column.measure?.quantity === 'duration';

const headerCache = new WeakMap<object, string[]>();
/**
 * The distinct content words of its label and name (six at most), and the concept its measure is in the
 * semantic layer where the words do not say it ("First response (min)" is a time: "slowest" ranks it).
 */
export function headerWords(c: ViewColumn): string[] {
  let w = headerCache.get(c.column);
  if (!w) {
    // A duration's "(min)" is minutes, not a minimum.
    const minutes = isDuration(c);
    w = [...new Set(headerStems(c.column))].filter((x) => !STOP_STEMS.has(x) && !(minutes && x === MINIMUM)).slice(0, 6);
    const concept = QUANTITY_CONCEPTS[c.column.measure?.quantity ?? ''];
    if (concept && !w.includes(concept)) w.push(concept);
    headerCache.set(c.column, w);
  }
  return w;
}
const MINIMUM = conceptStems(['minimum'])[0]!;
const QUANTITY_CONCEPTS: Record<string, string> = { duration: conceptStems(['time'])[0]! };

const unitCache = new WeakMap<object, string>();
/** The unit a column's label ends with, in brackets ("Flipper Length (mm)" → mm, "Price (USD)" → usd). */
export function unitWord(c: ViewColumn): string {
  let u = unitCache.get(c.column);
  if (u === undefined) {
    // One short token ("mm", "USD", "°C", "m/s"): a longer bracket ("as % of total") is a note, not a unit.
    const m = /\(\s*([^()\s]{1,8})\s*\)\s*$/.exec(c.column.label ?? '');
    u = m ? m[1]!.toLowerCase() : '';
    unitCache.set(c.column, u);
  }
  return u;
}

export const roleOf = (c: ViewColumn) => (c.column.role === 'sensitive' ? 'identifier' : c.column.role);

/** The mention's last word is the plural of the column's own word ("prices" for Price). */
export function plural(a: Analysis, m: ColumnMention, c: ViewColumn): boolean {
  if (m.how === 'concept' || m.how === 'period') return false;
  const w = a.tokens[m.to - 1]?.text ?? '';
  if (!/[^s]s$/.test(w)) return false;
  // A word the column is called by as it stands ("sales" for Revenue) is no plural of it.
  const label = [c.column.label, c.column.name.replace(/_/g, ' '), ...c.column.synonyms, ...(c.column.implied_synonyms ?? [])].join(' ').toLowerCase();
  return !label.split(/[^\p{L}\p{N}]+/u).includes(w);
}

const intensiveCache = new WeakMap<object, boolean>();
/** Whether a column holds a quantity that does not add up (a price, a rate, a temperature): its total means nothing. */
export function intensive(c: ViewColumn): boolean {
  let r = intensiveCache.get(c.column);
  // The semantic layer says whether the measure adds up; a column without one (a joined older spec) by its words.
  if (r === undefined) intensiveCache.set(c.column, (r = c.column.measure ? !c.column.measure.additive : headerWords(c).some((h) => INTENSIVE_STEMS.has(h))));
  return r;
}
const INTENSIVE_STEMS = new Set(conceptStems(INTENSIVE_CONCEPTS));

/**
 * The direction the question's superlative asks of a column: a general one ("highest", "least")
 * always; one with concepts ("fastest": the lowest time) only for a column of its concept.
 */
export function askedDirection(adjectives: string[], header: string[]): 'desc' | 'asc' | undefined {
  for (const adj of adjectives) {
    const d = ADJECTIVES[adj]!;
    if (d.concepts.length > 0 && !conceptStems(d.concepts).some((s) => header.includes(s))) continue;
    // "The worst delay" is the highest: best and worst turn round for a quantity where more is worse.
    if (JUDGEMENTS.has(adj) && header.some((h) => ADVERSE_STEMS.has(h))) return d.dir === 'desc' ? 'asc' : 'desc';
    return d.dir;
  }
  return undefined;
}

const JUDGEMENTS = new Set(['best', 'worst']);
const ADVERSE_STEMS = new Set(conceptStems(ADVERSE_CONCEPTS));
