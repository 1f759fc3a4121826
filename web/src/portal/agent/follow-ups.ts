/**
 * Follow-up questions for an answer, picked from the suggested questions (each one the agent answers as
 * it reads): those that share the most words with what was understood, the measure's words counting
 * twice — the same measure over time or as the top of a group, the same grouping of another figure —
 * never the question just answered, in its words or in others.
 */
const ASKING = new Set('what which how many much is are was were the a an by for of each there has have did does do change data'.split(' '));
/** Words of how a figure aggregates: shared by nearly every question, so they make none related. */
const AGGREGATION = new Set(['total', 'average', 'number']);

/** The words that carry meaning, each in a singular form ("regions" and "region" are one word). */
export function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0 && !ASKING.has(w))
      .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w)),
  );
}

const sameWords = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((w) => b.has(w));

export function followUps(input: { prompt: string; understood?: string[]; suggestions: string[]; count?: number }): string[] {
  const { prompt, suggestions, count = 3 } = input;
  // "data: Sales" names the data set, not the reading; the first other line is the figure and its grouping.
  const lines = (input.understood ?? []).filter((w) => !/^data: /.test(w));
  const read = contentWords(lines.join(' ') || prompt);
  const [figure = ''] = (lines[0] ?? prompt).split(/ by /);
  const measure = contentWords(figure);
  const asked = contentWords(prompt);
  const weight = (w: string) => (AGGREGATION.has(w) || !read.has(w) ? 0 : measure.has(w) ? 2 : 1);
  const scored = suggestions
    .filter((q) => q.trim().toLowerCase() !== prompt.trim().toLowerCase())
    .map((q, i) => ({ q, i, words: contentWords(q) }))
    .filter((s) => !sameWords(s.words, asked) && !sameWords(s.words, read))
    .map((s) => ({ ...s, score: [...s.words].reduce((n, w) => n + weight(w), 0) }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.slice(0, count).map((s) => s.q);
}
