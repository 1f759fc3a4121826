/**
 * Literals aimed at identifying columns: an email, a code shaped like a column's values ("ORD-10482",
 * "INV-2024-0117") or a person's name written in capitals ("Zed Quill"). The value index only knows
 * the values the data holds, so without this a value it lacks is not read at all and the question
 * loses its condition (the answer covers every record), while a value it holds narrows the answer:
 * below full exposure that difference tells whether someone is in the data (issue 21). A literal is
 * read as the condition whether or not a record holds it; the value index only supplies the
 * spelling the data uses when it does.
 */
import { isPersonal } from '../../contracts/columns.js';
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import { isEnglishWord } from '../../semantic/english.js';
import { STOPWORDS, type Token, valueStems } from './tokens.js';

export interface Literal {
  from: number;
  to: number;
  /** As written in the question (its own capitals). */
  value: string;
  module: string;
  column: string;
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g;
/** Letters and digits in groups joined by - _ / ("ord-10482"), or run together ("a12345"). */
const CODE = /(?<![\w@.-])(?:[a-z0-9]+(?:[-_/][a-z0-9]+)+|[a-z0-9]{4,})(?![\w@-])/g;
const EMAIL_VALUE = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
/** Two to four capitalised words: "Zed Quill", "Mary-Ann O'Neil". */
const NAME_VALUE = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;
const CAPITALISED = /^\p{Lu}[\p{L}'’-]*$/u;
/** Lower-case words inside personal names: "van", "de la", "bin". */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'du', 'la', 'le', 'ten', 'ter', 'dos', 'das', 'bin', 'al']);
/** Titles before a name. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'madam']);
/** Looser, for personal data: two to five words in any case ("ottilie brennan", "Person 3 Smith", "Dr. Anna Berg"). */
const LOOSE_NAME_VALUE = /^\p{L}[\p{L}'’.-]*(?: [\p{L}\d'’.-]+){1,4}$/u;
/** Most of a column's frequent values must have the shape for a literal of that shape to be aimed at it. */
const MOST = 0.6;

const shapeOf = (s: string) => s.toLowerCase().replace(/\p{L}/gu, 'a').replace(/\d/g, '9');
/** Columns whose values name someone or something one by one: identifiers, personal data, and dimensions (customers). */
const naming = (c: SpecColumn) => c.type === 'text' && (c.role === 'identifier' || c.role === 'sensitive' || c.role === 'dimension');

/** A column of personal names: most values are shaped as names, or loosely so for personal data. */
const personalName = (c: SpecColumn) => mostly(c, (v) => NAME_VALUE.test(v)) || (isPersonal(c) && mostly(c, (v) => LOOSE_NAME_VALUE.test(v)));
export const namesPeople = (c: SpecColumn) => naming(c) && personalName(c);
/** A column of people's names that is personal data (not a product's or a model's name). */
export const peopleNames = (c: SpecColumn) => c.role === 'sensitive' && namesPeople(c);

/** Words that introduce a record's number: "order no 117", "invoice # 42", "ticket number 9". */
const NUMBER_WORDS = new Set(['no', 'number', 'num', 'nr', 'id', '#']);
const CODE_VALUE = /^(\D*?)(\d+)(\D*)$/;

/** The one prefix, digit count and suffix most of an identifier's values share ("ORD-", 5, ""). */
function codeOf(c: SpecColumn): { prefix: string; digits: number; suffix: string } | undefined {
  const values = c.stats.top_values.map((t) => CODE_VALUE.exec(String(t.value)));
  const first = values.find((v) => v !== null);
  if (!first) return undefined;
  const [, prefix, digits, suffix] = first as unknown as [string, string, string, string];
  const same = values.filter((v) => v && v[1] === prefix && v[3] === suffix && v[2]!.length === digits.length).length;
  return same >= MOST * values.length ? { prefix, digits: digits.length, suffix } : undefined;
}

function mostly(c: SpecColumn, test: (v: string) => boolean): boolean {
  const values = c.stats.top_values.map((t) => String(t.value));
  return values.length > 0 && values.filter(test).length >= MOST * values.length;
}

/**
 * The question as typed (its capitals and accents) for a span of tokens, when it can be found: the
 * tokens' offsets refer to the folded text, whose number words are digits ("two" → "2").
 */
export function asTyped(question: string, tokens: Token[]): (from: number, to: number) => string | undefined {
  const typed = question.normalize('NFC');
  const bare = typed.normalize('NFKD').replace(/\p{Mn}/gu, '');
  const source = bare.length === typed.length ? typed : bare;
  // Lower case letter by letter, so that offsets in `lower` are offsets in `source`.
  const lower = [...bare]
    .map((ch) => (ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch))
    .join('')
    .replace(/[‘’´`]/g, "'")
    .replace(/[‐‑‒–—−]/g, '-');
  const at: (number | undefined)[] = [];
  let cursor = 0;
  let lost = false;
  for (const t of tokens) {
    const k = lower.indexOf(t.text, cursor);
    // A token not found where the one before ended was made by the folding (a number word's digits).
    if (k < 0 || (!lost && /[\p{L}\d]/u.test(lower.slice(cursor, k)))) {
      at.push(undefined);
      lost = true;
      continue;
    }
    at.push(k);
    cursor = k + t.text.length;
    lost = false;
  }
  return (from, to) => {
    const start = at[from];
    const last = at[to - 1];
    return start === undefined || last === undefined ? undefined : source.slice(start, last + tokens[to - 1]!.text.length);
  };
}

/** The tokens a character span of the question's text covers (whole tokens only). */
function tokenSpan(tokens: Token[], start: number, end: number): [number, number] | undefined {
  const inside = tokens.filter((t) => t.start >= start && t.end <= end);
  if (inside.length === 0) return undefined;
  return [inside[0]!.i, inside.at(-1)!.i + 1];
}

/**
 * The literals of a question. `question` is as typed; `text` its folded form, which the tokens'
 * offsets refer to. `taken(i)` says whether other words of the question already read token i (a
 * column, a value, a module): a name must not be such words; `unread(i)` that nothing reads it at
 * all, not even through a spelling correction; `uncounted(i)` that it is not taken, nor a number or a date.
 */
export function findLiterals(
  question: string,
  text: string,
  tokens: Token[],
  modules: SpecModule[],
  taken: (i: number) => boolean,
  unread: (i: number) => boolean,
  uncounted: (i: number) => boolean,
): Literal[] {
  const out: Literal[] = [];
  const aimed = (from: number, to: number, value: string, fits: (c: SpecColumn) => boolean) => {
    for (const m of modules) for (const c of m.columns) if (naming(c) && fits(c)) out.push({ from, to, value, module: m.module_id, column: c.name });
  };
  const original = question.normalize('NFKD').replace(/\p{Mn}/gu, '');
  const written = (start: number, end: number) => (original.length === text.length ? original.slice(start, end) : text.slice(start, end));
  const claimed: [number, number][] = [];
  for (const m of text.matchAll(EMAIL)) {
    const span = tokenSpan(tokens, m.index!, m.index! + m[0].length);
    if (!span) continue;
    claimed.push([m.index!, m.index! + m[0].length]);
    aimed(span[0], span[1], written(m.index!, m.index! + m[0].length), (c) => mostly(c, (v) => EMAIL_VALUE.test(v)));
  }
  for (const m of text.matchAll(CODE)) {
    const start = m.index!;
    const end = start + m[0].length;
    // A code holds a letter and a digit: "2024-03-05" is a date, "follow-up" words, "q3" too short.
    if (!/\p{L}/u.test(m[0]) || !/\d/.test(m[0]) || claimed.some(([s, e]) => start < e && end > s)) continue;
    const span = tokenSpan(tokens, start, end);
    if (!span) continue;
    const shape = shapeOf(m[0]);
    aimed(span[0], span[1], written(start, end), (c) => mostly(c, (v) => shapeOf(v) === shape));
  }
  // A bare number right after the words naming an identifier ("order 10482", "invoice no 117") is
  // that identifier's code when its values are one prefix, digits, one suffix ("ORD-10482"): the value
  // index reads a held number as a fragment of its code, so one not held must be read alike.
  for (const t of tokens) {
    if (t.i === 0 || !/^\d+$/.test(t.text) || claimed.some(([s, e]) => t.start < e && t.end > s)) continue;
    let b = t.i - 1;
    while (b > 0 && NUMBER_WORDS.has(tokens[b]!.text)) b--;
    const before = tokens[b]!;
    for (const m of modules)
      for (const c of m.columns) {
        const code = isPersonal(c) && (c.type === 'text' || c.type === 'integer') ? codeOf(c) : undefined;
        if (!code || code.digits !== t.text.length) continue;
        // The word just before names this column or its module ("order", "invoice no", "ticket #").
        const names = new Set([c.label, ...c.synonyms, m.name, ...m.synonyms, m.entity?.singular ?? '', m.entity?.plural ?? ''].flatMap(valueStems));
        if (names.has(before.stem) && !NUMBER_WORDS.has(before.text))
          out.push({ from: t.i, to: t.i + 1, value: code.prefix + t.text + code.suffix, module: m.module_id, column: c.name });
      }
  }
  // Runs of capitalised words no other reading takes ("Zed Quill"), at a column of personal names.
  // Inside a run, a capitalised everyday word is a name ("Will Long") and a lower-case particle joins
  // two capitalised words ("Ludwig van Beethoven"); the question's first word is capitalised anyway.
  const typed = asTyped(question, tokens);
  const capitalised = (t: Token) => CAPITALISED.test(typed(t.i, t.i + 1) ?? '') && !taken(t.i) && (t.i > 0 || !STOPWORDS.has(t.text));
  const particle = (t: Token) => PARTICLES.has(t.text) && typed(t.i, t.i + 1) === t.text && !taken(t.i);
  // Token j continues the run that starts at i: next to the one before, capitalised or a particle.
  const continues = (i: number, j: number) => {
    const t = tokens[j]!;
    if (j === i) return capitalised(t);
    return t.start === tokens[j - 1]!.end + 1 && (capitalised(t) || particle(t));
  };
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && j - i < 5 && continues(i, j)) j++;
    // A particle never ends a name; everyday words alone ("Is The") are none.
    while (j > i && particle(tokens[j - 1]!)) j--;
    // A title is no part of the name ("Mr Quill").
    const from = i < j && TITLES.has(tokens[i]!.text) ? i + 1 : i;
    const words = tokens.slice(from, j);
    // A possessive is no part of the name ("Zed Quill's orders").
    if (words.length >= 2 && words.some((t) => !STOPWORDS.has(t.text) && !PARTICLES.has(t.text)))
      aimed(from, j, typed(from, j)!.replace(/['’]s$/, ''), personalName);
    // One capitalised word nothing reads, at a column of personal data, is a first name or a surname
    // ("Wenceslas"), as a held one is read as part of its names ("Henrietta" → Henrietta Vasquez).
    // An acronym ("UK", "EMEA") is none.
    else if (
      words.length === 1 &&
      from > 0 &&
      uncounted(from) &&
      !STOPWORDS.has(words[0]!.text) &&
      !TITLES.has(words[0]!.text) &&
      !/^\p{Lu}+$/u.test(typed(from, j)!)
    )
      aimed(from, j, typed(from, j)!.replace(/['’]s$/, ''), peopleNames);
    i = Math.max(j, i + 1);
  }
  // A name typed in lower case ("ottilie brennan"), at a column of personal data: two to four adjacent
  // words nothing reads (not even a correction or a partial value), none of them an English word.
  // (A lower-case name with an English word in it cannot be told from the question's own words.)
  const foreign = (t: Token) =>
    /^\p{Ll}[\p{Ll}'-]*$/u.test(typed(t.i, t.i + 1) ?? '') && unread(t.i) && !STOPWORDS.has(t.text) && !isEnglishWord(t.text.replace(/'s$/, ''));
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && j - i < 4 && foreign(tokens[j]!) && (j === i || tokens[j]!.start === tokens[j - 1]!.end + 1)) j++;
    if (j - i >= 2) aimed(i, j, typed(i, j)!.replace(/'s$/, ''), peopleNames);
    i = Math.max(j, i + 1);
  }
  return out;
}
