/**
 * A question the parser cannot settle: the two best readings differ only in which of two columns one
 * word names ("temperature": the maximum or the minimum), and the model scores them alike. Such a
 * question is answered with the choice, not with a guess.
 */
import type { Candidate } from './candidates.js';
import type { Ranked } from './index.js';
import type { Analysis } from './mentions.js';
import type { ViewColumn } from './views.js';

/** Scores closer than this are a tie. */
const TIE = 0.75;

const columnsOf = (c: Candidate): (ViewColumn | undefined)[] => [c.answer, c.order && c.order !== '#row' ? c.order : undefined, c.measure?.column];

export function ambiguity(a: Analysis, ranked: Ranked[]): { word: string; options: string[] } | undefined {
  const [x, y] = ranked;
  if (!x || !y || x.score - y.score > TIE || x.candidate.op !== y.candidate.op) return undefined;
  const cx = columnsOf(x.candidate);
  const cy = columnsOf(y.candidate);
  const key = (c?: ViewColumn) => (c ? `${c.module}.${c.column.name}` : '');
  const differ = cx.map((c, i) => [c, cy[i], i] as const).filter(([p, q]) => key(p) !== key(q));
  if (differ.length !== 1) return undefined;
  const [p, q, at] = differ[0]!;
  if (!p || !q) return undefined;
  // Two identifiers of the same records ("item": the SKU or the product name) answer alike: either names the record.
  if (at === 0 && p.module === q.module && p.column.role === 'identifier' && q.column.role === 'identifier') return undefined;
  const spanOf = (c: ViewColumn) => a.mentions.find((m) => m.kind === 'column' && m.module === c.module && m.column === c.column.name);
  const sp = spanOf(p);
  const sq = spanOf(q);
  // An adjective naming both ("hottest": either temperature) is weighed by the model's direction features, not asked back.
  if (!sp || !sq || sp.from !== sq.from || sp.to !== sq.to || (sp.kind === 'column' && (sp.how === 'concept' || sp.how === 'period'))) return undefined;
  // A word that is one column's whole name and one word of another's ("product": Product, Product category)
  // names the first; asked back only when the better reading took the longer name.
  const full = (m: typeof sp) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym');
  if (full(sp) && sq.kind === 'column' && sq.how === 'word') return undefined;
  const word = a.tokens
    .slice(sp.from, sp.to)
    .map((t) => t.text)
    .join(' ');
  const label = (c: ViewColumn) => c.column.label || c.column.name;
  return { word, options: [label(p), label(q)] };
}
