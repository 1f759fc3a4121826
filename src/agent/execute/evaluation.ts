/**
 * Evaluation: does a result answer the question? An empty result, or one with no value, is not an
 * answer — the next candidate is tried, and when none gives one the answer says so (never a
 * made-up value). A question the parser explains too little of, or one that asks what the data
 * holds, is answered with what can be asked.
 */
import type { Answer } from '../present/answer.js';
import type { Analysis } from '../understand/mentions.js';
import { STOPWORDS } from '../understand/tokens.js';

export type Verdict = { ok: true } | { ok: false; reason: 'empty' | 'no_value' };

export function evaluate(answer: Answer): Verdict {
  if (answer.kind !== 'none') return { ok: true };
  return { ok: false, reason: answer.groups || answer.compared ? 'no_value' : 'empty' };
}

/** "What can I ask", "help", a greeting. */
const DESCRIBE =
  /\b(what (can|could|should|may) i (ask|query|know)|what (questions|data|information|info|tables|columns|fields|datasets?) (can|do|are|is|have)|what do you (know|have)|what is (in )?(this|the) (data|dataset|spec)|describe (the |this |your )?(data|dataset|spec|tables?)|which (questions|columns|fields)|^help\b|help me get started|what kind of questions|list (the |all )?(columns|fields|tables))|^\s*(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.?]*$/;

export function asksWhatCanBeAsked(text: string): boolean {
  return DESCRIBE.test(text) || /^\s*\??\s*$/.test(text);
}

/** Whether the question names anything of the data at all (a column, a value, a module, a date or a number). */
export function namesTheData(a: Analysis): boolean {
  return a.mentions.some((m) => m.kind !== 'number' || m.cmp !== undefined) && a.tokens.some((t) => !STOPWORDS.has(t.text));
}
