/**
 * The exposure guard: the last step of every answer, whatever wrote it (our curation or a model).
 * A pure function of the text, the exposure level and what the spec says is sensitive.
 *
 *   full     → unchanged.
 *   limited  → no digit at all (numbers, dates, amounts become [masked]); spelled-out figures too;
 *              no value of an identifier or sensitive (personal) column.
 *   advisory → as limited, and no value of a free-text column either.
 */
import type { Exposure, SpecDoc } from '../../semantic/spec.types.js';
import { NUMBER_WORDS, escapeRegExp } from '../text.js';
import { withheldAt } from '../plan/spec-index.js';

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
  out = maskNumbers(out);
  return out.replace(/(\[masked\](?:[\s,.:/-]*\[masked\])+)/g, MASKED);
}
