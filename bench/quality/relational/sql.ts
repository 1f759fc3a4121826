/**
 * What the scoring and the report need of a gold query (Spider's SQL, SQLite's dialect), read by a
 * small tokenizer — no SQL engine: the tables its FROM / JOIN clauses name (single table or joins),
 * its kinds (aggregate, grouping, ordering, nesting, set operation), and the table columns its SELECT
 * lists name (the "same column" whose other values an answer must not state).
 */
import type { Cell, Table } from './data.js';

type Token = { t: string; kind: 'word' | 'string' | 'number' | 'punct'; depth: number };

/** Tokens with their parenthesis depth; string literals kept as one token (their text never read as SQL). */
export function tokenize(sql: string): Token[] {
  const out: Token[] = [];
  let depth = 0;
  const re = /\s+|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\d+(?:\.\d+)?|[A-Za-z_][\w]*|<>|!=|>=|<=|\|\||./gsy;
  for (const m of sql.matchAll(re)) {
    const s = m[0];
    if (/^\s+$/.test(s)) continue;
    if (s === ')') depth--;
    // A back-quoted name is an identifier; single and double quotes are strings (SQLite reads "x" as a string where no column x exists).
    const kind = s.startsWith('`') ? 'word' : /^['"]/.test(s) ? 'string' : /^\d/.test(s) ? 'number' : /^\w/.test(s) ? 'word' : 'punct';
    out.push({ t: kind === 'word' && s.startsWith('`') ? s.slice(1, -1) : s, kind, depth });
    if (s === '(') depth++;
  }
  return out;
}

const is = (tok: Token | undefined, ...words: string[]) => tok?.kind === 'word' && words.includes(tok.t.toUpperCase());
const CLAUSE_END = ['WHERE', 'GROUP', 'ORDER', 'HAVING', 'LIMIT', 'UNION', 'INTERSECT', 'EXCEPT'];
const AGGREGATES = ['COUNT', 'SUM', 'AVG', 'MIN', 'MAX'];
const KEYWORDS = new Set(['AS', 'DISTINCT', 'ON', 'AND', 'OR', 'NOT', 'NULL', 'IS', 'IN', 'LIKE', 'BETWEEN', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'CAST']);

/** One SELECT of the query (the main one, a set operation's branch or a sub-SELECT). */
export interface SelectPart {
  /** The select list: each item's tokens. */
  items: Token[][];
  /** The tables of its FROM clause, by alias (and by name), lower-cased. */
  from: Map<string, string>;
  /** Table names of its FROM / JOIN clauses, as written. */
  tables: string[];
  /** Whether it is the outer query or a branch of the outer set operation (its columns are the gold's). */
  outer: boolean;
}

/** Every SELECT of the query with its select list and FROM clause. */
export function selectParts(sql: string): SelectPart[] {
  const toks = tokenize(sql);
  const parts: SelectPart[] = [];
  const baseDepth = toks[0]?.depth ?? 0;
  toks.forEach((tok, i) => {
    if (!is(tok, 'SELECT')) return;
    const d = tok.depth;
    let j = i + 1;
    const items: Token[][] = [[]];
    for (; j < toks.length && toks[j]!.depth >= d; j++) {
      const x = toks[j]!;
      if (x.depth === d && is(x, 'FROM')) break;
      if (x.depth === d && x.t === ',') items.push([]);
      else items[items.length - 1]!.push(x);
    }
    const from = new Map<string, string>();
    const tables: string[] = [];
    // FROM a [AS] x JOIN b [AS] y ON … , c …: a name after FROM, JOIN or a comma at this depth.
    for (j++; j < toks.length && toks[j]!.depth >= d; j++) {
      const x = toks[j]!;
      if (x.depth !== d) continue;
      if (is(x, ...CLAUSE_END)) break;
      if (!(is(toks[j - 1], 'FROM', 'JOIN') || (toks[j - 1]?.t === ',' && toks[j - 1]!.depth === d)) || x.kind !== 'word') continue;
      tables.push(x.t);
      from.set(x.t.toLowerCase(), x.t);
      const next = is(toks[j + 1], 'AS') ? toks[j + 2] : toks[j + 1];
      if (next?.kind === 'word' && !is(next, 'JOIN', 'ON', 'INNER', 'LEFT', 'RIGHT', 'OUTER', 'CROSS', 'NATURAL', ...CLAUSE_END))
        from.set(next.t.toLowerCase(), x.t);
    }
    // The outer query and the branches of its set operation stand at the base depth.
    parts.push({ items, from, tables, outer: d === baseDepth });
  });
  return parts;
}

/** The tables the query reads (FROM / JOIN of every SELECT), lower-cased, distinct. */
export function tablesOf(sql: string): string[] {
  return [...new Set(selectParts(sql).flatMap((p) => p.tables.map((t) => t.toLowerCase())))];
}

export const SQL_KINDS = ['aggregate', 'grouping', 'ordering', 'nesting', 'set operation'] as const;
export type SqlKind = (typeof SQL_KINDS)[number];

/** The kinds of a gold query (several may hold). */
export function kindsOf(sql: string): SqlKind[] {
  const toks = tokenize(sql);
  const kinds: SqlKind[] = [];
  if (toks.some((t, i) => is(t, ...AGGREGATES) && toks[i + 1]?.t === '(')) kinds.push('aggregate');
  if (toks.some((t, i) => is(t, 'GROUP') && is(toks[i + 1], 'BY'))) kinds.push('grouping');
  if (toks.some((t, i) => is(t, 'ORDER') && is(toks[i + 1], 'BY'))) kinds.push('ordering');
  if (toks.some((t, i) => t.t === '(' && is(toks[i + 1], 'SELECT'))) kinds.push('nesting');
  if (toks.some((t) => is(t, 'UNION', 'INTERSECT', 'EXCEPT'))) kinds.push('set operation');
  return kinds;
}

/** A column of a table: the table's and the column's names as the database writes them. */
export interface ColumnRef {
  table: string;
  column: string;
}

/**
 * The table columns the gold's SELECT list names (the outer query and its set operation's branches),
 * one list per output column: a plain column, or the columns of an expression over columns. An
 * aggregate's argument is no output column's value (its values are not the table's): none. `*` is
 * every column of the FROM tables. `tableOf(name)` finds a table whatever the case the SQL writes its
 * name in, with its name and columns as the CSV writes them.
 */
export function selectColumns(sql: string, tableOf: (name: string) => { name: string; columns: string[] } | undefined): ColumnRef[][] {
  const outer = selectParts(sql).filter((p) => p.outer);
  const width = Math.max(0, ...outer.map((p) => p.items.length));
  const out: ColumnRef[][] = Array.from({ length: width }, () => []);
  for (const p of outer) {
    p.items.forEach((item, k) => {
      const refs = out[k]!;
      const push = (r: ColumnRef) => {
        if (!refs.some((x) => x.table === r.table && x.column === r.column)) refs.push(r);
      };
      if (item.some((t, i) => is(t, ...AGGREGATES) && item[i + 1]?.t === '(')) return;
      if (item.length === 1 && item[0]!.t === '*') {
        for (const tname of new Set(p.from.values())) {
          const table = tableOf(tname);
          for (const c of table?.columns ?? []) push({ table: table!.name, column: c });
        }
        return;
      }
      for (let i = 0; i < item.length; i++) {
        const t = item[i]!;
        if (t.kind !== 'word' || KEYWORDS.has(t.t.toUpperCase()) || is(item[i - 1], 'AS')) continue;
        if (item[i + 1]?.t === '(') continue; // a function's name
        if (item[i + 1]?.t === '.') continue; // an alias: the column follows
        const qualifier = item[i - 1]?.t === '.' ? item[i - 2]?.t.toLowerCase() : undefined;
        const candidates = qualifier !== undefined ? [p.from.get(qualifier) ?? qualifier] : [...new Set(p.from.values())];
        for (const tname of candidates) {
          const table = tableOf(tname);
          const col = table?.columns.find((c) => c.toLowerCase() === t.t.toLowerCase());
          if (table && col) push({ table: table.name, column: col });
        }
      }
    });
  }
  return out;
}

/** Every value of the columns the gold SQL's SELECT names, in the database's tables. */
export function goldColumnValues(sql: string, tables: Table[]): Cell[] {
  const tableOf = (name: string) => {
    const t = tables.find((x) => x.name.toLowerCase() === name.toLowerCase());
    return t && { name: t.name, columns: t.header };
  };
  const refs = selectColumns(sql, tableOf).flat();
  return refs.flatMap((r) => tables.find((t) => t.name === r.table)!.rows.map((row) => row[r.column] ?? null));
}
