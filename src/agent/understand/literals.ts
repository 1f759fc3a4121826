/**
 * Literals aimed at identifying columns: an email, a code shaped like a column's values ("ORD-10482",
 * "INV-2024-0117") or a person's name written in capitals ("Zed Quill"). The value index only knows
 * the values the data holds, so without this a value it lacks is not read at all and the question
 * loses its condition (the answer covers every record), while a value it holds narrows the answer:
 * below full exposure that difference tells whether someone is in the data (issue 21). A literal is
 * read as the condition whether or not a record holds it; the value index only supplies the
 * spelling the data uses when it does.
 */
import type { SpecColumn, SpecModule } from '../../semantic/spec.types.js';
import { STOPWORDS, type Token } from './tokens.js';

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
/** Most of a column's frequent values must have the shape for a literal of that shape to be aimed at it. */
const MOST = 0.6;

const shapeOf = (s: string) => s.toLowerCase().replace(/\p{L}/gu, 'a').replace(/\d/g, '9');
/** Columns whose values name someone or something one by one: identifiers, personal data, and dimensions (customers). */
const naming = (c: SpecColumn) => c.type === 'text' && (c.role === 'identifier' || c.role === 'sensitive' || c.role === 'dimension');

function mostly(c: SpecColumn, test: (v: string) => boolean): boolean {
  const values = c.stats.top_values.map((t) => String(t.value));
  return values.length > 0 && values.filter(test).length >= MOST * values.length;
}

/** The tokens a character span of the question's text covers (whole tokens only). */
function tokenSpan(tokens: Token[], start: number, end: number): [number, number] | undefined {
  const inside = tokens.filter((t) => t.start >= start && t.end <= end);
  if (inside.length === 0) return undefined;
  return [inside[0]!.i, inside.at(-1)!.i + 1];
}

/**
 * The literals of a question. `question` is as typed; `text` its folded form (same length, lower
 * case), which the tokens' offsets refer to. `taken(from, to)` says whether other words of the
 * question already read those tokens (a column, a value, a module): a name must not be such words.
 */
export function findLiterals(question: string, text: string, tokens: Token[], modules: SpecModule[], taken: (i: number) => boolean): Literal[] {
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
  // Runs of capitalised words no other reading takes ("Zed Quill"), at a column of personal names.
  const capitalised = (t: Token) => {
    const w = written(t.start, t.end);
    return CAPITALISED.test(w) && !STOPWORDS.has(t.text) && !taken(t.i);
  };
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && j - i < 4 && capitalised(tokens[j]!) && (j === i || tokens[j]!.start === tokens[j - 1]!.end + 1)) j++;
    if (j - i >= 2) aimed(i, j, written(tokens[i]!.start, tokens[j - 1]!.end), (c) => mostly(c, (v) => NAME_VALUE.test(v)));
    i = Math.max(j, i + 1);
  }
  return out;
}
