/**
 * Development aid: the analytics development questions with the shipped model, as the product
 * answers them (best candidate, fallback on empty results reading the same filters): which are
 * right, which have no right candidate at all (coverage), which rank a wrong one first (ranking).
 *
 *   node --import tsx src/agent/training/analytics-report.ts [--all]
 */
import { loadModel } from '../understand/model.js';
import { score } from '../understand/model.js';
import { analyticsExamples } from './analytics-examples.js';

const model = loadModel();
let n = 0;
let right = 0;
let coverage = 0;
const lines: string[] = [];
await analyticsExamples((e) => {
  n++;
  const scored = e.candidates.map((c, i) => ({ c, i, s: score(c.features, model) })).sort((a, b) => b.s - a.s || a.i - b.i);
  const top = scored[0];
  const tries = top ? scored.filter((x) => x.c.sig === top.c.sig).slice(0, 4) : [];
  const chosen = tries.find((x) => !x.c.empty);
  const ok = !!chosen?.c.right;
  const any = e.candidates.some((c) => c.right && !c.empty);
  if (ok) right++;
  if (!any) coverage++;
  if (!ok || process.argv.includes('--all'))
    lines.push(
      `${ok ? '✓' : any ? '✗ rank' : '✗ none'} ${e.question.utterance}\n      chose ${chosen ? `${chosen.c.op} ${JSON.stringify(chosen.c.query)}` : 'nothing'}${any && !ok ? `\n      right ${JSON.stringify(scored.find((x) => x.c.right)?.c.query)} (${scored.find((x) => x.c.right)?.c.op})` : ''}`,
    );
}, model);
console.log(lines.join('\n'));
console.log(`analytics: ${right}/${n} right = ${((100 * right) / n).toFixed(1)}%; no right candidate: ${coverage}`);
