/**
 * "What can I ask" and the honest answer to a question the agent cannot answer: what the data holds,
 * what was understood, example questions built from the spec — in the words the exposure allows.
 */
import type { Exposure } from '../../contracts/exposure.js';
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import { isNumeric, isTemporal, type SpecScope } from '../plan/spec-index.js';
import { withheldAt } from '../../contracts/columns.js';
import { formatFigure, listWords } from '../text.js';
import { labelOfSpec } from './words.js';

const SMALL_NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A label within a sentence: in lower case, but an acronym stays one ("ARR", "CPC"). */
const inSentence = (label: string) => label.replace(/\p{L}[\p{L}\p{N}]*/gu, (w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()));
/** "total" or "average": how a measure is read when a question does not say (the semantic layer). */
const usual = (c: SpecColumn) => (c.measure?.aggregation === 'sum' ? 'total' : 'average');

/** Example questions for a module, built from its spec and in its words: its records' nouns, its measures' usual aggregation. */
export function examples(m: SpecModule): string[] {
  const measure = m.columns.find((c) => c.role === 'measure' && isNumeric(c));
  const dim = m.columns.find((c) => c.role === 'dimension' && !isNumeric(c)) ?? m.columns.find((c) => c.role === 'dimension');
  const time = m.columns.find(isTemporal);
  const records = m.entity?.plural ?? `${m.name} records`;
  const out: string[] = [];
  if (measure && dim) out.push(`What is the ${usual(measure)} ${inSentence(labelOfSpec(measure))} by ${inSentence(labelOfSpec(dim))}?`);
  if (measure && time) out.push(`How did the ${usual(measure)} ${inSentence(labelOfSpec(measure))} change by month?`);
  if (measure) out.push(`Which ${records} have the highest ${inSentence(labelOfSpec(measure))}?`);
  if (dim) out.push(`What share of ${records} does each ${inSentence(labelOfSpec(dim))} have?`);
  out.push(`How many ${records} are there?`);
  return out;
}

/**
 * The words of a question nothing in the data explains: the content words outside every mention, each
 * with the words of general language it is a compound with ("time on page", "lead time"), never the
 * words that ask (`asking`: "average", "which").
 */
export function unexplainedWords(
  a: { tokens: { text: string; num?: number }[]; mentions: { kind: string; from: number; to: number }[] },
  general: (w: string) => boolean,
  asking: (w: string) => boolean = () => false,
): string[] {
  const explained = new Set<number>();
  for (const m of a.mentions) if (m.kind !== 'number') for (let i = m.from; i < m.to; i++) explained.add(i);
  const free = (i: number) => i >= 0 && i < a.tokens.length && !explained.has(i) && a.tokens[i]!.num === undefined;
  const noun = (i: number) => free(i) && a.tokens[i]!.text.length > 2 && !asking(a.tokens[i]!.text) && !/^(on|of|per|in|the|a|an)$/.test(a.tokens[i]!.text);
  const link = (i: number) => free(i) && /^(on|of|per)$/.test(a.tokens[i]!.text) && noun(i - 1);
  const out: string[] = [];
  let last = -1;
  a.tokens.forEach((t, i) => {
    if (i <= last || !free(i) || t.text.length <= 2 || general(t.text)) return;
    let from = i;
    while (noun(from - 1) || link(from - 1)) from--;
    let to = i + 1;
    while (noun(to) || (link(to) && noun(to + 1))) to++;
    last = to - 1;
    out.push(
      a.tokens
        .slice(from, to)
        .map((x) => x.text)
        .join(' '),
    );
  });
  return out;
}

/**
 * The answer to a question about a figure or an attribute the data does not hold: it says so, names
 * what the data has instead, and offers questions that can be asked — never a number about something else.
 */
export function notInData(scope: SpecScope, missing: string[], module?: SpecModule): string {
  const m = module ?? scope.modules[0]!;
  const measures = m.columns.filter((c) => c.measure && c.role === 'measure').map(labelOfSpec);
  const holds = measures.length ? ` Its figures are ${listWords(measures.map(inSentence))}.` : '';
  const ex = examples(m).slice(0, 3);
  return `The ${m.name} data has no ${listWords(
    missing.map((w) => `"${w}"`),
    'or',
  )}, so I cannot answer that.${holds} You could ask, for example: ${ex.map((e) => `"${e}"`).join(' ')}`;
}

/** A few values of a category column that may be named at this exposure. */
function sampleValues(c: SpecColumn, exposure: Exposure): string[] {
  if (withheldAt(c, exposure)) return [];
  return c.stats.top_values
    .slice(0, 3)
    .map((t) => String(t.value))
    .filter((v) => exposure === 'full' || !/\p{N}/u.test(v));
}

/** "What can I ask": the modules and their columns, in the words the exposure allows. */
export function describeScope(scope: SpecScope, exposure: Exposure): string {
  const parts = scope.modules.map((m) => {
    const cols = m.columns.map(labelOfSpec);
    const size = exposure === 'full' ? ` (${formatFigure(m.row_count)} records)` : '';
    const dims = m.columns.filter((c) => c.role === 'dimension' && !isNumeric(c));
    const vals = dims
      .slice(0, 2)
      .map((d) => ({ d, v: sampleValues(d, exposure) }))
      .filter((x) => x.v.length > 0)
      .map((x) => `${labelOfSpec(x.d)} such as ${listWords(x.v)}`);
    return `${m.name}${size}: ${cols.join(', ')}${vals.length ? `; with ${vals.join('; ')}` : ''}. For example: ${examples(m)
      .slice(0, 3)
      .map((e) => `"${e}"`)
      .join(' ')}`;
  });
  // Advisory says no number in any form, spelled out or not.
  const count = exposure === 'full' ? String(parts.length) : exposure === 'limited' ? (SMALL_NUMBERS[parts.length] ?? 'several') : 'several';
  const joins = scope.joins.length ? ' Questions may span related data sets (their joins are known).' : '';
  return `You can ask about ${parts.length === 1 ? 'this data' : `${count} data sets`}. ${parts.join(' ')}${joins} I can look up values, count, add up, average, find minimums and maximums, rank, compare named values, show trends over time, shares and correlations.`;
}

/** The answer when the question could not be answered: why, what was understood, and what can be asked. */
export function clarification(scope: SpecScope, reason: string, understood: string[], module?: SpecModule): string {
  const said = understood.length ? ` I understood: ${understood.join('; ')}.` : '';
  const modules = module ? [module] : scope.modules;
  const ex = modules.flatMap((m) => examples(m).slice(0, 2)).slice(0, 4);
  const cols = module
    ? ` The ${module.name} data has: ${module.columns.map(labelOfSpec).join(', ')}.`
    : ` Available data: ${scope.modules.map((m) => m.name).join(', ')}.`;
  return `${reason}${said}${cols} You could ask, for example: ${ex.map((e) => `"${e}"`).join(' ')}`;
}
