/**
 * The words of English (the maintained `word-list` package, about 274,000 words with their
 * inflections), read once: spelling correction never rewrites a word of the language ("spend" is no
 * typo of a cell "Pending"), only words the language does not know ("custmers", "tickts").
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: Set<string> | undefined;

export function isEnglishWord(w: string): boolean {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(w);
}
