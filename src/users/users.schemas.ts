import { Type, type Static } from 'typebox';
import { NewPassword, Username } from '../contracts/accounts.js';

export const UserSchema = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    is_owner: Type.Boolean(),
    role: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), is_active: Type.Boolean() }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'User' },
);

export const CreatedUserSchema = Type.Evaluate(
  Type.Intersect([
    UserSchema,
    Type.Object({ password: Type.Optional(Type.String({ description: 'Present only when the service generated it; shown once.' })) }),
  ]),
);

export const CreateUserBody = Type.Object({
  username: Username,
  role_id: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.Optional(NewPassword),
});
export type CreateUserInput = Static<typeof CreateUserBody>;

export const UpdateUserBody = Type.Object({
  username: Type.Optional(Username),
  role_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type UpdateUserInput = Static<typeof UpdateUserBody>;

export const PasswordResponse = Type.Object({ password: Type.String() });

export const RoleOptionSchema = Type.Object({ id: Type.String(), name: Type.String(), is_active: Type.Boolean() });

export const ApiUserSchema = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    allowed_ranges: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'Client address ranges allowed to use it; null: any' }),
  },
  { title: 'ApiUser' },
);
export const CreatedApiUserSchema = Type.Object({ id: Type.String(), username: Type.String(), password: Type.String() });
export const CreateApiUserBody = Type.Object({ username: Username });
export const UpdateApiUserBody = Type.Object({
  allowed_ranges: Type.Union([Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100 }), Type.Null()]),
});
