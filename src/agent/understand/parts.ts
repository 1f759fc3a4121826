/**
 * Parts of a cell asked for in words: "whose names contain the substring 'Al'", "descriptions with
 * the letter w", "notes which have 'East'", "a song with 'Hey' in its name". The words say the value is
 * part of the text, so it is read as a `contains` test of a text column — never as a whole cell that
 * happens to match ('Al' is no state AL). Read from the words alone, whether or not any cell holds
 * it, so the reading tells nothing about the data.
 */
import type { SpecModule } from '../../contracts/spec.js';
import { asTyped } from './literals.js';
import type { Mention, ValueMention } from './mentions.js';
import { STOPWORDS, type Token } from './tokens.js';

/** Nouns of a part of text: "the substring", "the letter", "the word". */
const PART_NOUNS = new Set(['substring', 'substrings', 'letter', 'letters', 'word', 'words', 'string', 'phrase', 'character', 'characters', 'text', 'prefix']);
/** Verbs of holding a part: "contains 'Al'", "including the word". */
const PART_VERBS = new Set(['contain', 'contains', 'containing', 'contained', 'include', 'includes', 'including', 'included']);
const DENIALS = new Set(['not', "don't", "doesn't", "didn't", 'never', 'without', 'no']);
/** Nouns that only ever name a part ("the substring 'Al'"); after others ("the word Republican") a whole cell may be meant. */
const ONLY_PARTS = new Set(['substring', 'substrings', 'letter', 'letters', 'character', 'characters', 'string', 'prefix']);
/** "starts with the letter b": where in the cell, which a test of containing does not say. */
const ENDS = /^(start|starts|started|starting|begin|begins|began|beginning|end|ends|ended|ending)$/;
const QUOTE = /['"]/;
/** How far before the cue (or after the value) the column the part is of may be named. */
const COLUMN_BEFORE = 8;
const COLUMN_AFTER = 4;
const MAX_QUOTED = 6;

interface PartSpan {
  cue: number;
  from: number;
  to: number;
  /** The token of a column's own word the verb governs ("includes the text 'Korea'": Paragraph text). */
  noun?: number;
  /** Said to be a part by a noun that names nothing else ("the substring"). */
  only: boolean;
}

const gap = (text: string, tokens: Token[], i: number) => text.slice(tokens[i - 1]?.end ?? 0, tokens[i]?.start ?? text.length);

/** The quoted words starting at token j ("'Al'", "\"Korea \""), if a quote opens just before it. */
function quotedAt(text: string, tokens: Token[], j: number): [number, number] | undefined {
  if (j >= tokens.length || !QUOTE.test(gap(text, tokens, j))) return undefined;
  for (let e = j; e < tokens.length && e < j + MAX_QUOTED; e++) if (QUOTE.test(gap(text, tokens, e + 1))) return [j, e + 1];
  return undefined;
}

function partSpans(text: string, tokens: Token[], mentions: Mention[]): PartSpan[] {
  const out: PartSpan[] = [];
  // "the paragraph text 'Brazil'": a noun of a column's own name is the column, not a part.
  const named = (i: number) => mentions.some((m) => m.kind === 'column' && m.how !== 'concept' && m.from <= i && i < m.to);
  for (let k = 0; k < tokens.length; k++) {
    const w = tokens[k]!.text;
    const verb = PART_VERBS.has(w);
    if (!verb && (!PART_NOUNS.has(w) || named(k))) continue;
    if (tokens.slice(Math.max(0, k - 3), k).some((t) => DENIALS.has(t.text) || ENDS.test(t.text))) continue;
    let j = k + 1;
    if (/^(the|a|an)$/.test(tokens[j]?.text ?? '')) j++;
    let noun = !verb;
    let own: number | undefined;
    let only = ONLY_PARTS.has(w);
    if (verb && PART_NOUNS.has(tokens[j]?.text ?? '')) {
      noun = true;
      only = ONLY_PARTS.has(tokens[j]!.text);
      if (named(j)) own = j;
      j++;
    }
    const quoted = quotedAt(text, tokens, j);
    if (quoted) out.push({ cue: k, from: quoted[0], to: quoted[1], only, ...(own !== undefined ? { noun: own } : {}) });
    // Unquoted, only one word after "the letter", "a word", and then the clause goes on or ends: "the letter w in their description".
    else if (
      noun &&
      /^(the|a)$/.test(tokens[j - 2]?.text ?? '') &&
      j < tokens.length &&
      tokens[j]!.num === undefined &&
      !STOPWORDS.has(tokens[j]!.text) &&
      !PART_NOUNS.has(tokens[j]!.text) &&
      (j + 1 === tokens.length || /^(in|on|at|as|and|or|inside|within|anywhere|somewhere)$/.test(tokens[j + 1]!.text))
    )
      out.push({ cue: k, from: j, to: j + 1, only });
  }
  // "with 'Hey' in its name": a quoted value, then "in" and the column's owner.
  for (let j = 0; j < tokens.length; j++) {
    const quoted = quotedAt(text, tokens, j);
    if (!quoted) continue;
    const [from, to] = quoted;
    if (tokens[to]?.text === 'in' && /^(its|their|his|her|the|it)$/.test(tokens[to + 1]?.text ?? '') && !out.some((s) => s.from === from))
      out.push({ cue: from, from, to, only: false });
    j = to - 1;
  }
  // "containing the substring 'Al'" is read from the verb and from the noun: one part.
  return out.filter((s, i) => out.findIndex((x) => x.from === s.from) === i);
}

/** A test of part of a text column for each part the words ask for, on the columns named nearby (else on every text column). */
export function partMentions(
  question: string,
  text: string,
  tokens: Token[],
  modules: SpecModule[],
  mentions: Mention[],
  nextId: () => number,
  guarded: boolean,
): ValueMention[] {
  const spans = partSpans(text, tokens, mentions);
  if (spans.length === 0) return [];
  const typed = asTyped(question, tokens);
  const textColumns = modules.flatMap((m) =>
    m.columns
      // Below full, no part of personal data is tested: how many people's names hold "Al" is theirs.
      .filter((c) => c.type === 'text' && c.reads_as !== 'date' && !(guarded && c.role === 'sensitive'))
      .map((c) => ({ module: m.module_id, column: c.name })),
  );
  const out: ValueMention[] = [];
  for (const s of spans) {
    // Words the data holds, whole or in part ("include 'Jeff Daniels' as their title"), are read by the data unless a noun says part.
    if (!s.only && mentions.some((m) => m.kind === 'value' && m.from === s.from && m.to === s.to)) continue;
    const value = (
      typed(s.from, s.to) ??
      tokens
        .slice(s.from, s.to)
        .map((t) => t.text)
        .join(' ')
    ).trim();
    if (value.length === 0 || value.length > 100) continue;
    const columns = mentions.filter(
      (m): m is Mention & { kind: 'column' } => m.kind === 'column' && textColumns.some((c) => c.module === m.module && c.column === m.column),
    );
    // The column the part is of: named after it ("in their description"), by the verb's noun, else the nearest named before.
    const after = columns.filter((m) => m.from >= s.to && m.from <= s.to + COLUMN_AFTER && /^(in|of)$/.test(tokens[s.to]?.text ?? ''));
    const own = columns.filter((m) => s.noun !== undefined && m.from <= s.noun && s.noun < m.to);
    const before = columns.filter((m) => m.to <= s.cue && m.to >= s.cue - COLUMN_BEFORE);
    const nearest = Math.max(-1, ...before.map((m) => m.to));
    const near = after.length > 0 ? after : own.length > 0 ? own : before.filter((m) => m.to === nearest);
    // "artists with names containing …": a word shared by several modules' columns is the named records' column.
    const records = new Set(mentions.flatMap((m) => (m.kind === 'module' ? [m.module] : [])));
    const ofRecords = near.filter((m) => records.has(m.module));
    const chosen = ofRecords.length > 0 ? ofRecords : near;
    const targets = chosen.length > 0 ? textColumns.filter((c) => chosen.some((m) => m.module === c.module && m.column === c.column)) : textColumns;
    for (const c of targets)
      out.push({
        kind: 'value',
        id: nextId(),
        from: s.from,
        to: s.to,
        ...c,
        values: [value],
        exact: true,
        cover: 1,
        rows: 1,
        first: 0,
        negated: false,
        part: true,
      });
  }
  return out;
}
