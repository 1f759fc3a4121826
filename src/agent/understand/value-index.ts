/**
 * The value index in memory: every indexed cell value of the scope's columns, findable by any of its
 * words, so that a question can name any value (not only the frequent ones) in full or in part.
 * Built from the spec build's semantic_values rows (or, for specs built before the index existed,
 * from the columns' most frequent values); bounded by what the build indexed.
 */
import type { SpecModule } from '../../contracts/spec.js';
import { valueStems } from './tokens.js';

export interface IndexedCell {
  module: string;
  column: string;
  /** module and column together (made once). */
  key?: string;
  value: string;
  /** Another name of the value the question may use instead ("dutch" for Netherlands). */
  alias?: string;
  /** Rows holding it, and the first of them. */
  rows: number;
  first: number;
  stems: string[];
}

export interface ValueHit {
  cell: IndexedCell;
  /** The question's words are the whole value. */
  exact: boolean;
  /** Share of the value's words the question's words cover. */
  cover: number;
}

/** Values containing a word this often (per column) are too common to name one by that word alone. */
const COMMON_IN_COLUMN = 0.3;

/** Cells of one stem looked at most by a lookup (a word in tens of thousands of values names none of them). */
const MAX_SCANNED = 20_000;

export class ValueIndex {
  private readonly byStem = new Map<string, IndexedCell[]>();
  private readonly columnSize = new Map<string, number>();
  /** stem → column → how many of the column's values hold it. */
  private readonly stemInColumn = new Map<string, Map<string, number>>();
  readonly size: number;

  constructor(cells: Iterable<Omit<IndexedCell, 'stems'>>) {
    let n = 0;
    for (const c of cells) {
      const stems = valueStems(c.alias ?? c.value);
      if (stems.length === 0 || stems.length > 30) continue;
      const key = `${c.module}\u0000${c.column}`;
      const cell: IndexedCell = { ...c, stems, key };
      n++;
      this.columnSize.set(key, (this.columnSize.get(key) ?? 0) + 1);
      for (const s of new Set(stems)) {
        const list = this.byStem.get(s);
        if (list) list.push(cell);
        else this.byStem.set(s, [cell]);
        let counts = this.stemInColumn.get(s);
        if (!counts) this.stemInColumn.set(s, (counts = new Map()));
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    this.size = n;
  }

  /** From the top values the spec itself lists (specs built before the value index). */
  static fromSpecTopValues(modules: SpecModule[]): ValueIndex {
    const cells: Omit<IndexedCell, 'stems'>[] = [];
    for (const m of modules)
      for (const c of m.columns)
        for (const t of c.stats?.top_values ?? []) cells.push({ module: m.module_id, column: c.name, value: String(t.value), rows: t.count, first: 0 });
    return new ValueIndex(cells);
  }

  /** The cells as given (aliases included). */
  cells(): IndexedCell[] {
    const seen = new Set<IndexedCell>();
    for (const list of this.byStem.values()) for (const c of list) seen.add(c);
    return [...seen];
  }

  /**
   * The values whose words contain the span's words in order (at most `limit`, exact ones first).
   * A single word that many values of a column share does not name one of them.
   */
  lookup(span: string[], limit = 40): ValueHit[] {
    if (span.length === 0) return [];
    let rarest: IndexedCell[] | undefined;
    for (const s of span) {
      const list = this.byStem.get(s);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const hits: ValueHit[] = [];
    // One word common in a column names none of its values but an exact one: those columns are skipped at once.
    const common = new Set<string>();
    if (span.length === 1)
      for (const [key, n] of this.stemInColumn.get(span[0]!) ?? []) if (n / (this.columnSize.get(key) ?? 1) > COMMON_IN_COLUMN) common.add(key);
    for (const cell of rarest!.length > MAX_SCANNED ? rarest!.slice(0, MAX_SCANNED) : rarest!) {
      if (common.has(cell.key!) && cell.stems.length > 1) continue;
      const at = indexOfRun(cell.stems, span);
      if (at < 0) continue;
      const exact = cell.stems.length === span.length;
      hits.push({ cell, exact, cover: span.length / cell.stems.length });
    }
    hits.sort((a, b) => Number(b.exact) - Number(a.exact) || b.cover - a.cover || b.cell.rows - a.cell.rows);
    return hits.slice(0, limit);
  }

  has(stem: string): boolean {
    return this.byStem.has(stem);
  }

  /** Every distinct word of the index (for typo correction). */
  stems(): IterableIterator<string> {
    return this.byStem.keys();
  }
}

function indexOfRun(hay: string[], needle: string[]): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let k = 0; k < needle.length; k++) if (hay[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}
