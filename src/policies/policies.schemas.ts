import { Type, type Static } from 'typebox';

/** A column of a module, or an attribute of a user: our own kind of identifier. */
export const IDENTIFIER_PATTERN = '^[a-z_][a-z0-9_]{0,62}$';
const Identifier = Type.String({ minLength: 1, maxLength: 63, pattern: IDENTIFIER_PATTERN });
const FilterValue = Type.String({ minLength: 1, maxLength: 200 });

export const RowFilterSchema = Type.Union(
  [
    Type.Object(
      {
        column: Identifier,
        values: Type.Array(FilterValue, { minItems: 1, maxItems: 100, description: 'Fixed values (compared as text, case-insensitively)' }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        column: Identifier,
        attribute: Type.String({
          minLength: 1,
          maxLength: 63,
          pattern: IDENTIFIER_PATTERN,
          description: 'The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  { title: 'RowFilter', description: 'Only rows whose column holds one of the values' },
);
export type RowFilter = Static<typeof RowFilterSchema>;

export const PolicySchema = Type.Object(
  {
    module_id: Type.String({ minLength: 1, maxLength: 100 }),
    row_filter: Type.Union([RowFilterSchema, Type.Null()]),
    hidden_columns: Type.Array(Identifier, { maxItems: 500, description: 'Columns answered as if they did not exist' }),
  },
  { title: 'AccessPolicy', additionalProperties: false },
);
export type Policy = Static<typeof PolicySchema>;

export const PoliciesBody = Type.Object({ policies: Type.Array(PolicySchema, { maxItems: 200 }) }, { additionalProperties: false });
export const PoliciesResponse = Type.Object({ policies: Type.Array(PolicySchema) }, { title: 'AccessPolicies' });

/** A user's attributes, read by policies' attribute filters: a name and a value or a few. */
export const AttributesSchema = Type.Record(
  Type.String({ pattern: IDENTIFIER_PATTERN }),
  Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 })]),
  { maxProperties: 50, additionalProperties: false, title: 'Attributes' },
);
export type Attributes = Static<typeof AttributesSchema>;
export const AttributesBody = Type.Object({ attributes: AttributesSchema }, { additionalProperties: false });
