/**
 * The exposure guard: the last step of every answer, whatever wrote it (our curation or a model).
 * A pure function of the text, the exposure level and what the spec says is sensitive.
 *
 *   full     → unchanged.
 *   limited  → no digit at all (numbers, dates, amounts become [masked]); spelled-out figures too;
 *              no value of an identifier or sensitive (personal) column; no ratio between values: a
 *              sentence holding a multiple, a fraction or a percentage in words is replaced.
 *   advisory → as limited, no value of a free-text column either, and no number in any form: a
 *              sentence holding a number word (one … twelve, dozen, hundred, thousand, million,
 *              billion), a multiple, a fraction or a percentage in words is replaced.
 *
 * Why a sentence is replaced rather than the word masked: "Online is about [masked] Partner" still
 * reads as a ratio and often still says which one ("about [masked] times"); a sentence that states a
 * quantity has nothing left to say once the quantity is gone. The replacement is one fixed sentence
 * per exposure, so it carries nothing of what it replaced. Directions and orderings ("higher",
 * "rising", "the largest share", "North leads") hold no number and stay.
 *
 * Legitimate English: "one" is a number except as a pronoun: "no one", "which one", "any one", "one of",
 * "one another", "the one you named", "one that…" (not counts: "one of the values you named"). Ordinals stay as positions ("the third
 * quarter", "comes first") and are fractions only after an article, a number or a quantifier ("a
 * third of", "two fifths"), or in the plural of a fraction ("thirds", "fifths"). Names of the data
 * (module names, labels, values that may be shown) holding such a word ("Half Day", "Double Room")
 * are names, not quantities, and are read as such when they have more than one word.
 */
import type { Exposure } from '../../contracts/exposure.js';
import type { SpecDoc } from '../../contracts/spec.js';
import { NUMBER_WORDS, escapeRegExp } from '../text.js';
import { withheldAt } from '../../contracts/columns.js';

export const MASKED = '[masked]';
export const WITHHELD = '[withheld]';

export interface GuardContext {
  /** The kept specs: the known values of their columns withheld at the exposure are withheld. */
  specs: SpecDoc[];
  /** Further values of those columns known to be in play (rows the tools read, values found in the text). */
  sensitiveValues?: readonly string[];
}

/** Any numeral: ASCII or other scripts' digits, fractions, superscripts, with its number-like surroundings. */
const NUMERAL = /[-+−]?[$€£¥]?\p{N}(?:[\p{N}.,:/'’_-]*\p{N})?(?:\s?%|\s?percent\b)?/gu;
const ANY_DIGIT = /\p{N}/gu;
const BIG_NUMBER_WORDS = new Set([
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'million',
  'billion',
  'dozen',
]);
const NUMBER_WORD_RUN = new RegExp(
  `\\b(?:${[...NUMBER_WORDS].join('|')})(?:(?:[\\s-]+|[\\s-]+(?:and|point)[\\s-]+)(?:${[...NUMBER_WORDS].join('|')}))*\\b`,
  'gi',
);

function maskNumbers(text: string): string {
  let out = text.replace(NUMERAL, MASKED);
  // Figures written in words ("three hundred and seven"); lone small words ("one of", "two groups") stay.
  out = out.replace(NUMBER_WORD_RUN, (m) => {
    const words = m
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w !== 'and' && w !== 'point');
    return words.length >= 2 || words.some((w) => BIG_NUMBER_WORDS.has(w)) ? MASKED : m;
  });
  return out.replace(ANY_DIGIT, '');
}

/** The values the spec itself knows of the columns withheld at this exposure. */
export function specSensitiveValues(specs: SpecDoc[], exposure: Exposure): string[] {
  const out: string[] = [];
  for (const s of specs)
    for (const m of s.modules) for (const c of m.columns) if (withheldAt(c, exposure)) for (const t of c.stats?.top_values ?? []) out.push(String(t.value));
  return out;
}

const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'that', 'this', 'are', 'was', 'has', 'have', 'not', 'all', 'any', 'one', 'per']);

function withhold(text: string, values: readonly string[]): string {
  const uniq = [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0))].sort((a, b) => b.length - a.length);
  const placeholder = '\u0000';
  let out = text;
  const replaceAll = (pattern: string, boundaries: boolean) => {
    const re = new RegExp(boundaries ? `(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])` : pattern, 'giu');
    out = out.replace(re, placeholder);
  };
  for (const v of uniq) {
    const words = v.split(/[\s_-]+/).filter(Boolean);
    const pattern = words.map(escapeRegExp).join('[\\s_\\-]+');
    // Short values only as whole words; longer ones wherever they occur.
    replaceAll(pattern, v.length < 3);
    // The distinctive word pairs of a multi-word value ("grand prix" of "monaco grand prix winner").
    if (words.length >= 3) {
      for (let i = 0; i + 1 < words.length; i++) {
        const [a, b] = [words[i]!, words[i + 1]!];
        if (a.length >= 3 && b.length >= 3 && !STOP.has(a.toLowerCase()) && !STOP.has(b.toLowerCase())) {
          replaceAll(`${escapeRegExp(a)}[\\s_\\-]+${escapeRegExp(b)}`, true);
        }
      }
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks the withheld spans above; it never occurs in text.
  return out.replace(/\u0000+/g, WITHHELD);
}

/** Makes a text honour an exposure level. Pure: the same input always gives the same output. */
export function guardAnswer(text: string, exposure: Exposure, ctx: GuardContext): string {
  if (exposure === 'full') return text;
  let out = text;
  out = withhold(out, [...specSensitiveValues(ctx.specs, exposure), ...(ctx.sensitiveValues ?? [])]);
  // Whole sentences first ("about 3 times", "a dozen"), then the figures left in the others.
  out = withoutQuantities(out, exposure, namesOf(ctx.specs, exposure));
  out = maskNumbers(out);
  return out.replace(/(\[masked\](?:[\s,.:/-]*\[masked\])+)/g, MASKED);
}

// ——— Numbers in words, multiples, fractions, percentages (CONTRACT B.8) ———

const CARDINALS = [...NUMBER_WORDS].filter((w) => w !== 'one');
const CARDINAL = `(?:${CARDINALS.join('|')})`;
const FRACTION_ORDINALS = '(?:third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|twentieth|hundredth|thousandth|millionth)';
/** What makes an ordinal a fraction before it: "a third", "one fifth", "three quarters" (not "the third quarter"). */
const QUANTIFIER = `(?:a|an|one|${CARDINAL})`;

/** A multiple, a fraction or a percentage in words: a ratio between values (refused from limited on). */
const RATIO_FORMS: RegExp[] = [
  /\b(?:twice|thrice|half|halves|halved|halve|halving|halfway)\b/i,
  /\b(?:double|doubled|doubles|doubling|triple|tripled|triples|tripling|treble|trebled|quadruple|quadrupled|quintuple|quintupled)\b/i,
  new RegExp(`\\b(?:${CARDINAL}|one|many|several|multi)-?fold\\b`, 'i'),
  new RegExp(`(?:\\b(?:${QUANTIFIER}|a few|a couple of|few|many|several|numerous|multiple|countless)|\\[masked\\]|\\p{N})[\\s-]+times\\b`, 'iu'),
  /\btimes\s+(?:more|less|fewer|higher|lower|larger|smaller|greater|bigger|as|over|that|the)\b/i,
  /(?:\[masked\]|\p{N})\s?[x×](?![\p{L}\p{N}])/iu,
  new RegExp(`\\b${QUANTIFIER}[\\s-]+${FRACTION_ORDINALS}s?\\b`, 'i'),
  /\b(?:thirds|fifths|sixths|sevenths|eighths|ninths|tenths|twelfths|hundredths|thousandths)\b/i,
  /\b(?:percent|percents|per\s*cent|per\s*mille|percentage\s+points?|basis\s+points?|percentiles?|quartiles?|quintiles?|deciles?)\b/i,
  /\borders?\s+of\s+magnitude\b/i,
];

/** A number word: any cardinal, the plurals of scale ("thousands"), and "one" outside its pronoun uses. */
const NUMBER_FORMS: RegExp[] = [
  new RegExp(`\\b${CARDINAL}\\b`, 'i'),
  /\b(?:dozens|tens|hundreds|thousands|millions|billions|trillions?)\b/i,
  /\bone\b(?<!\b(?:no|which|any|each|every)\s+one)(?!\s+(?:of|another|you|that|which|who)\b)/i,
];

const REPLACEMENT: Record<Exclude<Exposure, 'full'>, string> = {
  limited: 'A ratio between values is not stated at the limited exposure level.',
  advisory: 'A figure, multiple or fraction is not stated at the advisory exposure level.',
};

/** Whether a sentence states a quantity the exposure does not allow: a ratio from limited on, any number word at advisory. */
export function statesQuantity(sentence: string, exposure: Exclude<Exposure, 'full'>): boolean {
  if (RATIO_FORMS.some((re) => re.test(sentence))) return true;
  return exposure === 'advisory' && NUMBER_FORMS.some((re) => re.test(sentence));
}

/** The names of the data that may show and hold a number-like word among others ("Half Day"): names, not quantities. */
function namesOf(specs: SpecDoc[], exposure: Exposure): string[] {
  const out = new Set<string>();
  for (const s of specs)
    for (const m of s.modules) {
      out.add(m.name);
      for (const c of m.columns) {
        out.add(c.label || c.name);
        if (!withheldAt(c, exposure)) for (const t of c.stats?.top_values ?? []) out.add(String(t.value));
      }
    }
  return [...out].filter((n) => n.trim().split(/\s+/).length >= 2 && statesQuantity(n, 'advisory')).sort((a, b) => b.length - a.length);
}

/**
 * Replaces each sentence that states a quantity the exposure forbids by one fixed sentence (see the
 * header), names of the data aside; consecutive replacements read once.
 */
function withoutQuantities(text: string, exposure: Exclude<Exposure, 'full'>, names: string[]): string {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])(\s+)/)) {
    if (part.trim() === '') {
      out.push(part);
      continue;
    }
    let probe = part;
    for (const n of names) probe = probe.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
    if (!statesQuantity(probe, exposure)) out.push(part);
    else if (out.findLast((x) => x.trim() !== '') === REPLACEMENT[exposure]) {
      // Already said just before: drop the separator too.
      if (out.length && out.at(-1)!.trim() === '') out.pop();
    } else out.push(REPLACEMENT[exposure]);
  }
  return out.join('');
}
