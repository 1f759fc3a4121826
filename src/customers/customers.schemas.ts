import { Type, type Static } from 'typebox';
import { NewPassword, Username } from '../contracts/accounts.js';

export const CreateCustomerBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  tier: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  owner_username: Username,
  owner_password: NewPassword,
});
export type CreateCustomerInput = Static<typeof CreateCustomerBody>;

export const CustomerSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    tier: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    owner: Type.Union([Type.Object({ id: Type.String(), username: Type.String() }), Type.Null()]),
  },
  { title: 'Customer' },
);
