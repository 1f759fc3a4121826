/**
 * What the names of modules and columns say about a relationship (src/semantic/joins.ts): the nouns
 * a module's records are called by, the words a column is named with, which keys are a module's
 * own (they name the module, or nothing else), and the evidence a column's name gives that it
 * refers to another module's key. General language only: no table's names.
 */
import { stemmer } from 'stemmer';
import { humanise, labelWords } from './humanise.js';
import { entityNouns } from './layer.js';
import type { SpecColumn, SpecModule } from '../contracts/spec.js';

const stems = (ws: readonly string[]) => ws.map((w) => stemmer(w.toLowerCase()));
const setOf = (s: string) => new Set(stems(s.split(' ')));

/** Words that say a column identifies something ("Customer ID", "Order no", "Type code"). */
const ID_WORDS = setOf('id ids identifier key code no number num nbr uuid sku ref reference');
/** Words that join the others without naming anything ("Lost in battle", "Reports to", "Has pet"). */
const STOP_WORDS = setOf('of in to by for on at the a an is has have with from per');
/** A module named as a reference or lookup list is named after what it lists ("Ref_Template_Types"). */
const TABLE_WORDS = setOf('ref reference lookup lkp tbl table dim fact list master');
/** Words that name a record's name rather than a thing: a unique "Name" is the module's own. */
const NAME_WORDS = setOf('name title label');
/**
 * Roles people hold towards a record in a business, played by staff: a column named by one refers to a
 * module of staff ("SupportRepId" → the employees, "ReportsTo" → another employee).
 */
const STAFF_ROLES = setOf(
  'rep representative manager supervisor boss report superior salesperson salesman saleswoman agent assignee approver reviewer handler coordinator',
);
/** Modules whose records are staff. */
const STAFF_NOUNS = setOf('employee staff worker personnel user agent rep representative salesperson member');
/** Roles a record plays towards another of its own kind ("parent", "reports to", "replaced by"). */
const SELF_ROLES = setOf(
  'parent child previous next successor predecessor original replaced replacement duplicate related linked mentor advisor referrer referred friend spouse partner sponsor guardian follower manager supervisor boss report superior',
);

/** The words a column is known by: its name, its header as uploaded and its label, stemmed. */
export interface ColumnWords {
  /** Its name and header, normalised ("StudentId" and "student_id" read alike). */
  normal: string;
  /** Stemmed words of name, header and label, the identifying and joining words left out. */
  core: string[];
  /** The last word of the name or header is an identifying word ("…_id", "…Code", "…_no"). */
  idShaped: boolean;
  /** What it names: the last of its core words in the name, and in the label ("current_address_id" → address). */
  heads: string[];
  /** Its name or header is an identifying word alone ("id", "Code"): it names nothing but its own records. */
  bare: boolean;
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Words of one header as people write it ("SupportRepId" → support, rep, id; "cust_no" → customer, number). */
const headerWords = (h: string) => stems(labelWords(humanise(h)));

export function columnWords(c: SpecColumn): ColumnWords {
  const name = c.header ?? c.name;
  const fromName = headerWords(name);
  const label = c.label && normalise(c.label) !== normalise(name) ? headerWords(c.label) : [];
  const meaningful = (ws: string[]) => ws.filter((w) => !ID_WORDS.has(w) && !STOP_WORDS.has(w));
  const core = [...new Set([...meaningful(fromName), ...meaningful(label)])];
  const heads = [meaningful(fromName).at(-1), meaningful(label).at(-1)].filter((w): w is string => !!w);
  return {
    normal: normalise(name),
    core,
    idShaped: ID_WORDS.has(fromName.at(-1) ?? ''),
    heads,
    bare: fromName.length > 0 && meaningful(fromName).length === 0,
  };
}

/** The nouns a module's records are called by: its name's words (its head noun last), and the builder's synonyms' heads. */
export interface ModuleNouns {
  /** Every stemmed word of the name, lists' words ("Ref", "Lookup") left out. */
  words: string[];
  /** The head nouns: the last word of the name (singular), and of each synonym. */
  heads: Set<string>;
  /** Its records are staff (employees, agents, users). */
  staff: boolean;
}

export function moduleNouns(m: Pick<SpecModule, 'name' | 'synonyms'>): ModuleNouns {
  const named = (s: string) => stems(labelWords(humanise(s))).filter((w) => !TABLE_WORDS.has(w) && !STOP_WORDS.has(w) && !ID_WORDS.has(w));
  const words = named(m.name);
  const heads = new Set<string>();
  for (const s of [m.name, ...m.synonyms]) {
    const head = named(entityNouns(s).singular).at(-1);
    if (head) heads.add(head);
  }
  if (words.length && !heads.size) heads.add(words.at(-1)!);
  return { words, heads, staff: [...heads].some((h) => STAFF_NOUNS.has(h)) };
}

/** A word of a column's name that abbreviates a word of the module's name ("Stu" of "Student"). */
const abbreviates = (w: string, n: string) => w === n || (w.length >= 3 && n.startsWith(w));

/**
 * A unique column is the module's own key (it identifies the module's records, not another
 * module's) when its words name only the module ("Orchestra_ID" in Orchestra, "StuID" in Student,
 * "Template_Type_Code" in Ref_Template_Types), or nothing at all ("ID", "Code", "Name").
 */
export function ownsName(nouns: ModuleNouns, w: ColumnWords): boolean {
  const core = w.core.filter((x) => !NAME_WORDS.has(x));
  return core.every((x) => nouns.words.some((n) => abbreviates(x, n)));
}

/** A column's name is only generic: "ID", "Name", "Code" name nothing of their own. */
export const generic = (w: ColumnWords) => w.core.every((x) => NAME_WORDS.has(x));

/** How strongly a column's name says it refers to a module's key; None when it does not. */
export const NameEvidence = {
  None: 0,
  /** A staff role or a role towards its own kind ("SupportRepId" → employees, "ReportsTo" → self). */
  Role: 2,
  /** The module's noun as what the column names, its last word ("Channel" → TV_Channel, "current_address_id" → Addresses). */
  Noun: 3,
  /** The same name as the key ("Singer_ID" ↔ "Singer_ID"), a name not generic. */
  Same: 4,
} as const;
export type NameEvidence = (typeof NameEvidence)[keyof typeof NameEvidence];

/**
 * The name evidence that column `fk` refers to key `key` of a module named by `toNouns` (`self`: of
 * the column's own module, a self-reference). `fkOwn`: the column is its own module's key (a record's
 * own identifier refers to another module only under the same name). `coverage` orders evidence of
 * one kind: how much of the module's name the column names ("course_id" names Courses more than
 * Student_Enrolment_Courses).
 */
export function nameEvidence(fk: ColumnWords, fkOwn: boolean, key: ColumnWords, toNouns: ModuleNouns, self: boolean): { kind: NameEvidence; coverage: number } {
  const none: { kind: NameEvidence; coverage: number } = { kind: NameEvidence.None, coverage: 0 };
  if (!self && fk.normal === key.normal && !generic(key)) return { kind: NameEvidence.Same, coverage: 1 };
  if (fkOwn) return none;
  // The noun is what the column names, its last word ("customer_type_id" names a type, not the customer).
  if (fk.heads.some((h) => toNouns.heads.has(h))) {
    return { kind: NameEvidence.Noun, coverage: toNouns.words.filter((n) => fk.core.includes(n)).length / Math.max(1, toNouns.words.length) };
  }
  const plays = (roles: Set<string>) => fk.heads.some((h) => roles.has(h));
  if (toNouns.staff && plays(STAFF_ROLES)) return { kind: NameEvidence.Role, coverage: 1 };
  if (self && plays(SELF_ROLES)) return { kind: NameEvidence.Role, coverage: 0.5 };
  return none;
}
