import { Type } from 'typebox';

/** Every error body of the contract. */
export const ErrorBody = Type.Object(
  {
    detail: Type.String(),
    errors: Type.Optional(
      Type.Array(Type.Object({ path: Type.String(), message: Type.String() }), {
        description:
          'With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", ' +
          '"/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" ' +
          'says how many ("9980 more problems not listed").',
      }),
    ),
  },
  { $id: 'ErrorBody', title: 'Error' },
);

/** Path ids are plain strings: an id that is not one of ours is simply not found (404). */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
