import { Type, type TSchemaOptions, type TLiteral, type TUnion } from 'typebox';

/** One literal schema per element of the list, as a tuple (what `Type.Union([Type.Literal(…), …])` takes). */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };

/**
 * The TypeBox schema of one `as const` list of strings: the list stays the one declaration of its
 * values, and the schema's static type stays the list's literal union (a bare `map` widens to string).
 */
export function literalUnion<const T extends readonly string[]>(values: T, options: TSchemaOptions = {}): TUnion<Literals<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<Literals<T>>;
}
