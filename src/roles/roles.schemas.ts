import { Type, type Static, type TBoolean, type TOptional } from 'typebox';
import { FLAGS, type Flag } from '../contracts/flags.js';

const requiredFlags = Object.fromEntries(FLAGS.map((f) => [f, Type.Boolean()])) as Record<Flag, TBoolean>;
const optionalFlags = Object.fromEntries(FLAGS.map((f) => [f, Type.Optional(Type.Boolean())])) as Record<Flag, TOptional<TBoolean>>;

export const PermissionsSchema = Type.Object(requiredFlags, { additionalProperties: false, title: 'Permissions' });
/** A write names only the flags it changes; unknown flag names are refused. */
export const PermissionsWriteSchema = Type.Object(optionalFlags, { additionalProperties: false });

export const RoleName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

export const RoleSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    is_system: Type.Boolean(),
    is_active: Type.Boolean(),
    permissions: PermissionsSchema,
    user_count: Type.Integer(),
  },
  { title: 'Role' },
);

export const CreateRoleBody = Type.Object({
  name: RoleName,
  permissions: Type.Optional(PermissionsWriteSchema),
  is_active: Type.Optional(Type.Boolean()),
});
export type CreateRoleInput = Static<typeof CreateRoleBody>;

export const UpdateRoleBody = Type.Object({
  name: Type.Optional(RoleName),
  permissions: Type.Optional(PermissionsWriteSchema),
  is_active: Type.Optional(Type.Boolean()),
});
export type UpdateRoleInput = Static<typeof UpdateRoleBody>;

export const ReassignBody = Type.Object({ target_role_id: Type.String({ minLength: 1, maxLength: 100 }) });
export const ReassignResponse = Type.Object({ moved: Type.Integer() });
