/**
 * Suggested questions, written as a person would ask them from the semantic layer alone: a module's
 * records by the entity's nouns ("orders"), a measure by its default aggregation ("the total revenue",
 * "the average price"), a dimension and a time column by their labels, a period by the time column's
 * span. No word of any one table: every word comes from the spec or is general English.
 */
import pluralize from 'pluralize';
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import { isNumeric, isTemporal, type SpecScope } from '../plan/spec-index.js';
import { withheldAt } from '../../contracts/columns.js';
import { labelOfSpec } from './words.js';

/** A suggested question and what its understood words must say for the agent's reading to be the one meant. */
export interface SuggestionCandidate {
  question: string;
  expect: string[];
  /** Words that show a narrower reading (a grouping cut to its first groups). */
  avoid?: string[];
}

const ALL_GROUPS = ['the first'];

/** A label within a sentence: lower case, an acronym kept ("ARR"), a trailing unit left out ("Weight (kg)" → "weight"). */
export function inSentence(label: string): string {
  const bare = label.replace(/\s*[([][^()[\]]{1,20}[)\]]\s*$/u, '').trim() || label;
  return bare.replace(/\p{L}[\p{L}\p{N}]*/gu, (w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()));
}

/** How a measure is read when the question does not say: its default aggregation in words. */
const AGGREGATION_WORDS = { sum: 'total', avg: 'average', min: 'lowest', max: 'highest' } as const;
export const aggregationWord = (c: SpecColumn) => AGGREGATION_WORDS[c.measure?.aggregation ?? 'sum'];

/** "the total revenue", "the highest price": a measure as a question names it. */
export function measurePhrase(c: SpecColumn): string {
  const words = inSentence(labelOfSpec(c));
  // A label that already says how it aggregates ("Total", "Average price") takes no second word for it.
  return /\b(total|average|mean|sum|minimum|maximum|lowest|highest)\b/i.test(words) ? words : `${aggregationWord(c)} ${words}`;
}

/**
 * What the records are called: the entity's plural when it is a noun of records (a key names one record
 * each, or the module's name is that plural, "Cars"), else "<module> records" ("Seattle weather records").
 */
export function recordsNoun(m: SpecModule): string {
  const plural = m.entity?.plural;
  if (plural && (m.entity?.key || plural.toLowerCase() === m.name.toLowerCase())) return inSentence(plural);
  return `${m.name} records`;
}

/** The period a time column is best read by: years over four years or more, else months. */
export function periodOf(c: SpecColumn): 'year' | 'month' {
  const from = Date.parse(String(c.stats.min));
  const to = Date.parse(String(c.stats.max));
  return Number.isFinite(from) && Number.isFinite(to) && to - from >= 4 * 365 * 86_400_000 ? 'year' : 'month';
}

/** "What are the total units", "What is the total revenue": the verb agrees with the measure's last word. */
const plural = (c: SpecColumn) => {
  const last = /(\p{L}+)$/u.exec(inSentence(labelOfSpec(c)))?.[1] ?? '';
  return pluralize.isPlural(last) && !pluralize.isSingular(last);
};
const whatIs = (c: SpecColumn) => (plural(c) ? 'What are' : 'What is');

/** "regions", "ticker symbols": the plural of a label's last word. */
const pluralOf = (label: string) => label.replace(/(\p{L}+)$/u, (w) => pluralize.plural(w));

/** One module's questions, the most telling first: a measure by a dimension, counts over time, the top of a group… */
function moduleCandidates(m: SpecModule): SuggestionCandidate[] {
  const measures = m.columns.filter((c) => c.role === 'measure' && isNumeric(c));
  const dims = m.columns.filter((c) => c.role === 'dimension' && !isNumeric(c) && !withheldAt(c, 'limited'));
  const time = m.columns.find((c) => isTemporal(c) && !withheldAt(c, 'limited'));
  const records = recordsNoun(m);
  const label = (c: SpecColumn) => labelOfSpec(c);
  const [m0, m1 = m0] = measures;
  const [d0, d1 = d0] = dims;
  const out: SuggestionCandidate[] = [];
  if (m0 && d0)
    out.push({
      question: `${whatIs(m0)} the ${measurePhrase(m0)} by ${inSentence(label(d0))}?`,
      expect: [`${aggregationWord(m0)} ${label(m0)} by ${label(d0)}`],
      avoid: ALL_GROUPS,
    });
  if (time) {
    const period = periodOf(time);
    out.push({ question: `How many ${records} were there each ${period}?`, expect: ['number of', `by ${label(time)} (${period})`] });
  }
  if (m1 && d1)
    out.push({
      question: `Which ${inSentence(label(d1))} ${plural(d1) ? 'have' : 'has'} the highest ${measurePhrase(m1)}?`,
      expect: [`${aggregationWord(m1)} ${label(m1)} by ${label(d1)}`, 'highest first, the first 1'],
    });
  if (d0) out.push({ question: `How many ${records} are there for each ${inSentence(label(d0))}?`, expect: [`records by ${label(d0)}`], avoid: ALL_GROUPS });
  if (m0 && time) {
    const period = periodOf(time);
    out.push({
      question: `How did the ${measurePhrase(m0)} change each ${period}?`,
      expect: [`${aggregationWord(m0)} ${label(m0)} by ${label(time)} (${period})`],
    });
  }
  if (m0 && d0)
    out.push({
      question: `What are the top 5 ${pluralOf(inSentence(label(d0)))} by ${measurePhrase(m0)}?`,
      expect: [`${aggregationWord(m0)} ${label(m0)} by ${label(d0)}`, 'highest first, the first 5'],
    });
  if (m1 && m1 !== m0 && d0)
    out.push({
      question: `${whatIs(m1)} the ${measurePhrase(m1)} by ${inSentence(label(d0))}?`,
      expect: [`${aggregationWord(m1)} ${label(m1)} by ${label(d0)}`],
      avoid: ALL_GROUPS,
    });
  if (m0 && d1 && d1 !== d0)
    out.push({
      question: `${whatIs(m0)} the ${measurePhrase(m0)} by ${inSentence(label(d1))}?`,
      expect: [`${aggregationWord(m0)} ${label(m0)} by ${label(d1)}`],
      avoid: ALL_GROUPS,
    });
  out.push({ question: `How many ${records} are there?`, expect: ['number of'] });
  return out;
}

/**
 * Questions to offer, built from the specs: per module a measure by a dimension, counts per period,
 * the top of a group, counts per dimension, a measure over time, and counts across a join. Candidates
 * only: the inference service keeps those the agent answers as meant (their understood words say `expect`).
 */
export function suggestionCandidates(scope: SpecScope): SuggestionCandidate[] {
  const perModule = scope.modules.map(moduleCandidates);
  const joined: SuggestionCandidate[] = [];
  for (const j of scope.joins) {
    const left = scope.modules.find((m) => m.module_id === j.left.module_id);
    const right = scope.modules.find((m) => m.module_id === j.right.module_id);
    const dim = right?.columns.find((c) => c.role === 'dimension' && !isNumeric(c) && c.name !== j.right.column);
    if (left && right && left !== right && dim)
      joined.push({
        question: `How many ${recordsNoun(left)} are there for each ${inSentence(labelOfSpec(dim))} of ${recordsNoun(right)}?`,
        expect: ['joined with', `by ${labelOfSpec(dim)}`],
        avoid: ALL_GROUPS,
      });
  }
  // One of each module's in turn, the joins after the first round: a few suggestions cover several data sets.
  const out: SuggestionCandidate[] = [];
  for (let i = 0; perModule.some((l) => i < l.length); i++) {
    for (const l of perModule) if (i < l.length) out.push(l[i]!);
    if (i === 0) out.push(...joined);
  }
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(c.question) && seen.add(c.question));
}
