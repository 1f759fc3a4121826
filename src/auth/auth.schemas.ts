import { Type } from 'typebox';
import { Password } from '../contracts/accounts.js';
import { PermissionsSchema } from '../roles/roles.schemas.js';

export const SignInBody = Type.Object({ username: Type.String({ minLength: 1, maxLength: 200 }), password: Password });

export const MeSchema = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    customer_id: Type.String(),
    is_owner: Type.Boolean(),
    role: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), is_active: Type.Boolean() }), Type.Null()]),
    permissions: PermissionsSchema,
    landing: Type.Union([Type.Literal('portal'), Type.Literal('agent')]),
  },
  { title: 'Me' },
);

export const AdminMeSchema = Type.Object({ id: Type.String(), username: Type.String(), system_type: Type.Literal('global_admin') });
