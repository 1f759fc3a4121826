/**
 * Verified questions (issue 25, item 3): a question whose reading a user confirmed answers every
 * later question that is the same after normalisation, or the same shape with other values —
 * "revenue of Product B in the West" ↔ "revenue of Product A in the North".
 *
 * A question's shape is its words with each run of words naming a value, a date or a number (its
 * mentions, mentions.ts) replaced by a placeholder. Verifying stores, for each placeholder, what
 * the reading did with it: the value, date or number it put in a filter (a slot), or, when the
 * reading does not use it, the words themselves (they must then be said again). A question of the
 * same shape is answered with the verified reading, each slot's value replaced by the one the new
 * words name in the same place: never a value the new question does not name.
 */
import type { StructuredQuery } from '../plan/query.js';
import type { Analysis, Mention } from './mentions.js';

/** What a placeholder of a verified question was, and where its value sits in the reading. */
export type Slot =
  | { kind: 'value'; column: string; value: string }
  | { kind: 'date'; range: [string, string] }
  | { kind: 'number'; value: number }
  | { kind: 'words'; text: string };

/** A question's keys: its normalised words, and its shape. */
export interface QuestionForm {
  key: string;
  shape: string;
  /** The mentions of each placeholder, in order. */
  groups: { words: string; mentions: Mention[] }[];
}

/** What verifying a question stores beside its reading. */
export interface VerifiedForm {
  key: string;
  shape: string;
  slots: Slot[][];
}

export const PLACEHOLDER = '{}';
/** Words that change nothing of a question: "show me the total revenue, please" is "total revenue". */
const FILLER = new Set(['the', 'a', 'an', 'please', 'me', 'us', 'kindly']);

/** Mentions whose words may be put in a placeholder: values named, dates, and numbers. */
function slotable(m: Mention): boolean {
  if (m.kind === 'value') return m.values.length > 0 && !m.part;
  if (m.kind === 'date') return m.range !== undefined;
  return m.kind === 'number';
}

/** The question's normalised words and its shape (runs of value, date and number words as placeholders). */
export function questionForm(a: Analysis): QuestionForm {
  const inSlot = new Array<boolean>(a.tokens.length).fill(false);
  const mentions = a.mentions.filter(slotable);
  for (const m of mentions) for (let i = m.from; i < m.to && i < inSlot.length; i++) inSlot[i] = true;
  const keyWords: string[] = [];
  const shapeWords: string[] = [];
  const groups: QuestionForm['groups'] = [];
  for (let i = 0; i < a.tokens.length; i++) {
    const word = a.tokens[i]!.text;
    if (!inSlot[i]) {
      if (!FILLER.has(word)) {
        keyWords.push(word);
        shapeWords.push(word);
      }
      continue;
    }
    let j = i;
    while (j < a.tokens.length && inSlot[j]) j++;
    const words = a.tokens
      .slice(i, j)
      .map((t) => t.text)
      .join(' ');
    keyWords.push(words);
    shapeWords.push(PLACEHOLDER);
    groups.push({ words, mentions: mentions.filter((m) => m.from >= i && m.to <= j) });
    i = j - 1;
  }
  return { key: keyWords.join(' '), shape: shapeWords.join(' '), groups };
}

type Json = unknown;

/** A copy of the reading with every place the slot's value sits in replaced by `to`; undefined when it sits nowhere. */
export function substituted(
  reading: StructuredQuery,
  slot: Exclude<Slot, { kind: 'words' }>,
  to: string | number | [string, string],
): StructuredQuery | undefined {
  let changed = false;
  const same = (v: Json): boolean => {
    if (slot.kind === 'value') return typeof v === 'string' && v === slot.value;
    if (slot.kind === 'number') return typeof v === 'number' && v === slot.value;
    return Array.isArray(v) && v.length === 2 && v[0] === slot.range[0] && v[1] === slot.range[1];
  };
  const columnOf = (ref: unknown) => (typeof ref === 'string' ? ref.slice(ref.indexOf('.') + 1) : undefined);
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const o = node as Record<string, Json>;
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(o)) out[k] = walk(v);
    // A filter: { column, op, value } — a value of the slot's column, a date range, or a number compared.
    if ('op' in o && 'value' in o) {
      const fits =
        slot.kind === 'value'
          ? columnOf(o.column) === slot.column
          : slot.kind === 'date'
            ? o.op === 'range'
            : ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'].includes(String(o.op));
      if (fits) {
        if (same(o.value)) {
          out.value = to;
          changed = true;
        } else if (slot.kind === 'value' && Array.isArray(o.value) && o.value.some(same)) {
          out.value = o.value.map((x) => (same(x) ? to : x));
          changed = true;
        }
      }
    }
    // A comparison of named values of a key column; a cut to N ("the top 5").
    if (slot.kind === 'value' && o.kind === 'compare' && columnOf(o.key) === slot.column && Array.isArray(o.values) && o.values.some(same)) {
      out.values = o.values.map((x) => (same(x) ? to : x));
      changed = true;
    }
    if (slot.kind === 'number' && o.limit === slot.value) {
      out.limit = to;
      changed = true;
    }
    return out;
  };
  const next = walk(reading) as StructuredQuery;
  return changed ? next : undefined;
}

/** The slots a mention may stand for in a reading: each value, date or number of it that the reading uses. */
function slotsOf(m: Mention, reading: StructuredQuery): Slot[] {
  const probe = (slot: Exclude<Slot, { kind: 'words' }>, to: string | number | [string, string]) => (substituted(reading, slot, to) ? [slot] : []);
  if (m.kind === 'value') return m.values.flatMap((value) => probe({ kind: 'value', column: m.column, value }, '\u0000'));
  if (m.kind === 'date' && m.range) return probe({ kind: 'date', range: m.range }, '\u0000');
  if (m.kind === 'number') return probe({ kind: 'number', value: m.value }, '\u0000');
  return [];
}

/** What verifying a question stores: its keys, and for each placeholder the slots the reading fills from it. */
export function verifiedForm(a: Analysis, reading: StructuredQuery): VerifiedForm {
  const form = questionForm(a);
  const slots = form.groups.map((g) => {
    const found: Slot[] = [];
    for (const m of g.mentions) for (const s of slotsOf(m, reading)) if (!found.some((f) => JSON.stringify(f) === JSON.stringify(s))) found.push(s);
    return found.length > 0 ? found : [{ kind: 'words', text: g.words } as Slot];
  });
  return { key: form.key, shape: form.shape, slots };
}

/** The new value a group's mentions give a slot: the same column's single value, a date of the same length, a number. */
function valueFor(slot: Exclude<Slot, { kind: 'words' }>, mentions: Mention[]): string | number | [string, string] | undefined {
  if (slot.kind === 'value') {
    const named = mentions.filter((m) => m.kind === 'value' && m.column === slot.column && m.values.length === 1);
    const exact = named.find((m) => m.kind === 'value' && m.exact) ?? named[0];
    return exact?.kind === 'value' ? exact.values[0] : undefined;
  }
  if (slot.kind === 'date') {
    const span = (r: [string, string]) => Date.parse(r[1]) - Date.parse(r[0]);
    // A year for a year, a month for a month: a range of another length is another question.
    const d = mentions.find((m) => m.kind === 'date' && m.range && Math.abs(span(m.range) - span(slot.range)) <= 3 * 86_400_000);
    return d?.kind === 'date' ? d.range : undefined;
  }
  const n = mentions.find((m) => m.kind === 'number');
  return n?.kind === 'number' ? n.value : undefined;
}

/**
 * The verified reading for a question of the same shape: each slot's value replaced by the one its
 * placeholder names now. Undefined when a placeholder's words differ where they must be said again,
 * or a slot finds no value of its kind in the new words.
 */
export function filledReading(verified: { reading: StructuredQuery; slots: Slot[][] }, form: QuestionForm): StructuredQuery | undefined {
  if (verified.slots.length !== form.groups.length) return undefined;
  // Each slot's place is first marked, then filled: a new value equal to another slot's old one is never replaced twice.
  const marks = new Map<string, string | number | [string, string]>();
  let reading = verified.reading;
  for (let i = 0; i < verified.slots.length; i++) {
    const group = form.groups[i]!;
    for (const slot of verified.slots[i]!) {
      if (slot.kind === 'words') {
        if (slot.text !== group.words) return undefined;
        continue;
      }
      const to = valueFor(slot, group.mentions);
      if (to === undefined) return undefined;
      const mark = `\u0000${marks.size}`;
      const next = substituted(reading, slot, mark);
      if (!next) return undefined;
      marks.set(mark, to);
      reading = next;
    }
  }
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return marks.has(node) ? marks.get(node) : node;
    if (Array.isArray(node)) return node.map(fill);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
  };
  return fill(reading) as StructuredQuery;
}
