import type { AccessPolicy, Attributes } from '../../api';

/** One module's policy as the form edits it: values and attribute kept apart so that switching back loses nothing. */
export interface PolicyDraft {
  /** The filtered column; '' for no row filter. */
  column: string;
  mode: 'values' | 'attribute';
  /** Fixed values, separated by commas. */
  values: string;
  attribute: string;
  hidden: string[];
  /** The module had a policy when loaded: it is sent even when emptied (dropping it would widen, which a non-owner may not). */
  had: boolean;
}

/** An attribute's or a column's name, as IDENTIFIER_PATTERN of src/policies/policies.schemas.ts (not imported: it would bring TypeBox into the bundle); an input's pattern is anchored already. */
export const IDENTIFIER = '[a-z_][a-z0-9_]{0,62}';

/** A list typed as "North, South" (values never hold a comma here). */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export const joinList = (v: string | string[]) => (Array.isArray(v) ? v.join(', ') : v);

export function toDraft(p: AccessPolicy | undefined): PolicyDraft {
  const f = p?.row_filter ?? null;
  return {
    column: f?.column ?? '',
    mode: f && 'attribute' in f ? 'attribute' : 'values',
    values: f && 'values' in f ? joinList(f.values) : '',
    attribute: f && 'attribute' in f ? f.attribute : '',
    hidden: p ? [...p.hidden_columns] : [],
    had: p !== undefined,
  };
}

export const draftsOf = (policies: AccessPolicy[]) => new Map(policies.map((p) => [p.module_id, toDraft(p)]));

/** The policy a draft stands for, or null when it limits nothing and none was there before. */
export function toPolicy(moduleId: string, d: PolicyDraft): AccessPolicy | null {
  const row_filter = !d.column
    ? null
    : d.mode === 'attribute'
      ? { column: d.column, attribute: d.attribute.trim() }
      : { column: d.column, values: splitList(d.values) };
  if (!row_filter && d.hidden.length === 0 && !d.had) return null;
  return { module_id: moduleId, row_filter, hidden_columns: d.hidden };
}

/** Attributes as rows of the form: a name and its values (several separated by commas). */
export interface AttributeRow {
  key: string;
  value: string;
}

export const attributeRows = (a: Attributes): AttributeRow[] => Object.entries(a).map(([key, v]) => ({ key, value: joinList(v) }));

export function attributesOf(rows: AttributeRow[]): Attributes {
  const out: Attributes = {};
  for (const r of rows) {
    const key = r.key.trim();
    const values = splitList(r.value);
    if (!key || values.length === 0) continue;
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}
