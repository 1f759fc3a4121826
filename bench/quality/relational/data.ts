/**
 * The relational question sets (../shared/relational, README.md there): 15 Spider databases as one
 * CSV per table with its schema.json (declared keys, read only to score the relationships the spec
 * build finds, never given to the product), and the questions of tune.json / measure.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../src/paths.js';
import { parseCsvQuoted } from '../../../test/agent/fixture/flights.js';

export const RELATIONAL_DIR = process.env.RELATIONAL_DIR ?? join(projectRoot, '..', 'shared', 'relational');
export const SETS = ['tune', 'measure'] as const;
export type SetName = (typeof SETS)[number];

export type Cell = string | number | null;

export interface RelationalQuestion {
  db_id: string;
  id: string;
  question: string;
  gold_sql: string;
  gold_rows: Cell[][];
  ordered: boolean;
}

export interface DatabaseSchema {
  db_id: string;
  tables: string[];
  primary_keys: string[];
  /** "table.Column" → "table.Column". */
  foreign_keys: { from: string; to: string }[];
}

export interface Table {
  /** The table's name as in the database (the CSV's file name). */
  name: string;
  file: string;
  header: string[];
  /** Rows as the CSV holds them: text, null for an empty cell. */
  rows: Record<string, string | null>[];
}

export function readQuestions(set: SetName): RelationalQuestion[] {
  return JSON.parse(readFileSync(join(RELATIONAL_DIR, `${set}.json`), 'utf8')) as RelationalQuestion[];
}

const dbDir = (dbId: string) => join(RELATIONAL_DIR, 'databases', dbId);

export function readSchema(dbId: string): DatabaseSchema {
  return JSON.parse(readFileSync(join(dbDir(dbId), 'schema.json'), 'utf8')) as DatabaseSchema;
}

/** Every table of a database, in file-name order. */
export function readTables(dbId: string): Table[] {
  return readdirSync(dbDir(dbId))
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dbDir(dbId), f), 'utf8');
      const line = text.split(/\r?\n/, 1)[0] ?? '';
      // The header read as a row of its own (the parser keys rows by it).
      const header = Object.keys(parseCsvQuoted(`${line}\n${line}\n`)[0] ?? {});
      return { name: f.slice(0, -'.csv'.length), file: join(dbDir(dbId), f), header, rows: parseCsvQuoted(text) };
    });
}
