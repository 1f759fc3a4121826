/**
 * A question the parser cannot settle: the two best readings differ only in which of two columns one
 * word names ("temperature": the maximum or the minimum), and the model scores them alike. Such a
 * question is answered with the choice, not with a guess.
 */
import type { Candidate } from './candidates.js';
import type { Ranked } from './index.js';
import type { Analysis } from './mentions.js';
import { modulesOf, stepsOf } from './view-steps.js';
import type { View, ViewColumn } from './views.js';
import { labelWords } from '../../semantic/humanise.js';
import { SHORTFALL_WORDS } from '../../semantic/measure-words.js';
import { mainAmount } from './layer-facts.js';

const singular = (w: string) => w.toLowerCase().replace(/(?<=[a-z]{3})s$/, '');

/** Scores closer than this are a tie. */
const TIE = 0.75;

const columnsOf = (c: Candidate): (ViewColumn | undefined)[] => [c.answer, c.order && c.order !== '#row' ? c.order : undefined, c.measure?.column];

/** A measure of what fell short ("Quantity rejected"), unless the question says so… */
const shortfall = (c: ViewColumn, said: Set<string>) => labelWords(c.column.label).some((w) => (SHORTFALL_WORDS.has(w) || NARROWING.has(w)) && !said.has(w));
/** …or a narrower count of the same thing ("Unique opens" beside "Opens total"), unless the question says so. */
const NARROWING = new Set(['unique', 'distinct', 'individual']);

/**
 * The two best readings when they tie on which column one word names: the choice to ask back, or
 * undefined. Where the semantic layer settles the tie ("units" is the main quantity, not the rejected
 * one), the settled reading is put first, with the better score, and nothing is asked.
 */
export function ambiguity(a: Analysis, ranked: Ranked[]): { word: string; options: string[] } | undefined {
  const tie = tied(a, ranked);
  if (!tie || !('prefer' in tie)) return tie;
  const [x, y] = ranked as [Ranked, Ranked];
  ranked.splice(0, 2, { ...y, score: x.score }, { ...x, score: y.score });
  return undefined;
}

/** Whether two columns are the two ends of a join one of the views knows. */
function joined(p: ViewColumn, q: ViewColumn, views: View[]): boolean {
  const end = (e: { module_id: string; column: string }, c: ViewColumn) => e.module_id === c.module && e.column === c.column.name;
  return views.some((v) => {
    if (stepsOf(v).some(({ join: j }) => (end(j.left, p) && end(j.right, q)) || (end(j.left, q) && end(j.right, p)))) return true;
    return v.related.some((r) => {
      const key = { module_id: r.module.module_id, column: r.key };
      const own = { module_id: r.column.module, column: r.column.column.name };
      return (end(key, p) && end(own, q)) || (end(key, q) && end(own, p));
    });
  });
}

function tied(a: Analysis, ranked: Ranked[]): { word: string; options: string[] } | { prefer: Ranked } | undefined {
  const [x, y] = ranked;
  if (!x || !y || x.score - y.score > TIE || x.candidate.op !== y.candidate.op) return undefined;
  // One query reached from two columns (a list widened to both) is one reading, not a choice.
  if (JSON.stringify(x.candidate.query) === JSON.stringify(y.candidate.query)) return undefined;
  const cx = columnsOf(x.candidate);
  const cy = columnsOf(y.candidate);
  const key = (c?: ViewColumn) => (c ? `${c.module}.${c.column.name}` : '');
  const differ = cx.map((c, i) => [c, cy[i], i] as const).filter(([p, q]) => key(p) !== key(q));
  if (differ.length !== 1) return undefined;
  const [p, q, at] = differ[0]!;
  if (!p || !q) return undefined;
  // Two amounts of the same records ("Amount", "Amount (Foreign Currency)") read alike: the layer's main amount is meant.
  const base = x.candidate.view.base;
  if (p.module === q.module && p.module === base.module_id && p.column.measure?.quantity === 'amount' && q.column.measure?.quantity === 'amount') {
    const main = mainAmount(base);
    if (main === q.column) return { prefer: y };
    if (main === p.column) return undefined;
  }
  // Two identifiers of the same records ("item": the SKU or the product name) answer alike: either names the record.
  if (at === 0 && p.module === q.module && p.column.role === 'identifier' && q.column.role === 'identifier') return undefined;
  const spanOf = (c: ViewColumn) => a.mentions.find((m) => m.kind === 'column' && m.module === c.module && m.column === c.column.name);
  const sp = spanOf(p);
  const sq = spanOf(q);
  // An adjective naming both ("hottest": either temperature) is weighed by the model's direction features, not asked back.
  if (!sp || !sq || sp.from !== sq.from || sp.to !== sq.to || (sp.kind === 'column' && (sp.how === 'concept' || sp.how === 'period'))) return undefined;
  // The records' own noun ("invoicing" of Invoices) is no choice between the columns named after them.
  if (a.mentions.some((m) => m.kind === 'module' && m.from === sp.from && m.to === sp.to)) return undefined;
  // A word that is one column's whole name and one word of another's ("product": Product, Product category)
  // names the first, whichever reading scored better.
  const full = (m: typeof sp) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym');
  if (full(sp) && sq.kind === 'column' && sq.how === 'word') return undefined;
  if (full(sq) && sp.kind === 'column' && sp.how === 'word') return { prefer: y };
  const word = a.tokens
    .slice(sp.from, sp.to)
    .map((t) => t.text)
    .join(' ');
  // One name in two modules ("Population" of city and of country): the module the question names is meant, else
  // the one its filters are on ("the population of Gelderland district": a city's).
  if (p.module !== q.module) {
    // The two ends of a join hold the same values ("Template type code" of Templates and of its types): either reads alike.
    if (joined(p, q, [x.candidate.view, y.candidate.view])) return undefined;
    const named = new Set(a.mentions.flatMap((m) => (m.kind === 'module' ? [m.module] : [])));
    if (named.has(p.module) !== named.has(q.module)) return named.has(p.module) ? undefined : { prefer: y };
    const on = new Set(x.candidate.uses.map((u) => u.column.module));
    if (on.size === 1 && (on.has(p.module) || on.has(q.module))) return on.has(p.module) ? undefined : { prefer: y };
  }
  // "rate" is a word of "Pay rate" and only a stem of "Performance rating": the word itself names the first.
  const exact = (c: ViewColumn) => word.split(' ').every((w) => labelWords(c.column.label).some((l) => singular(l) === singular(w)));
  if (exact(p) !== exact(q)) return exact(p) ? undefined : { prefer: y };
  const said = new Set(a.tokens.map((t) => t.text));
  if (p.module === q.module && p.column.measure && q.column.measure && shortfall(p, said) !== shortfall(q, said))
    return shortfall(p, said) ? { prefer: y } : undefined;
  const label = (c: ViewColumn) => c.column.label || c.column.name;
  // Two columns called alike are told apart by their modules' names.
  const moduleName = (c: ViewColumn) => [x.candidate.view, y.candidate.view].flatMap(modulesOf).find((m) => m.module_id === c.module)?.name;
  const told = (c: ViewColumn) => (label(p) === label(q) && moduleName(c) ? `${label(c)} of ${moduleName(c)}` : label(c));
  return { word, options: [told(p), told(q)] };
}
