/**
 * Curation: the plain-text answer, written from the structured answer and the query. The answer
 * comes first, in one sentence, then at most a short justification; the text is already in the
 * form the exposure allows (full: exact figures; limited: names and words of comparison, no digit;
 * advisory: guidance without figures or single records). Each kind of query writes its own
 * (operations/kinds), once the small sets are out; the exposure guard runs after this.
 */
import { DEFAULT_MIN_RECORDS, picksRecords, tooFew, tooFewPicked, withoutSmallSets } from '../guard/small-sets.js';
import { kindOf } from '../operations/index.js';
import type { CurationInput } from '../types.js';
import { whereWords } from './words.js';

export function curate(full: CurationInput): string {
  let input = full;
  const q = input.query;
  if (input.exposure !== 'full') {
    const answer = withoutSmallSets(q, input.answer, input.minRecords ?? DEFAULT_MIN_RECORDS);
    if (!answer) {
      const where = whereWords(q.filters, input.plan, input.exposure);
      // A ranking or a position picks records: whatever the selection holds, it reads one way.
      return picksRecords(q) ? tooFewPicked(input.plan.base.name, where, input.exposure) : tooFew(input.plan.base.name, where, input.exposure);
    }
    input = { ...input, answer };
  }
  return kindOf(q.kind).curate(input, q);
}
