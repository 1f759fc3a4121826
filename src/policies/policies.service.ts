import type { Db, Queryable } from '../db/db.js';
import { ForbiddenError, NotFoundError, ValidationError, type FieldError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import type { AuditLog } from '../audit/audit.log.js';
import { modulesRepo } from '../modules/modules.repo.js';
import { rolesRepo } from '../roles/roles.repo.js';
import { assertNotOwnRole } from '../roles/grants.js';
import { usersRepo, type AccountKind } from '../users/users.repo.js';
import type { SpecDoc } from '../contracts/spec.js';
import { policiesRepo, type Subject } from './policies.repo.js';
import { applied, narrows, type AppliedPolicy } from './policies.rules.js';
import type { Attributes, Policy } from './policies.schemas.js';
import { policiedSpecs, rowsViewCache, type RowsViewCache } from './policies.view.js';
import { accessFingerprint } from './access-fingerprint.js';

/** The policies applied to one call, as the audit entry records them. */
export interface CallPolicy {
  subject: { role_id: string } | { api_user_id: string };
  policies: AppliedPolicy[];
}

/**
 * No escalation through policies (as CONTRACT B.7 for flags): outside the owner, a caller gives an
 * account (by assigning its role, or a new password) only a role whose policies are at least as
 * narrow as those of the caller's own role.
 */
export async function assertPoliciesWithinOwn(q: Queryable, actor: Actor, roleId: string): Promise<void> {
  if (actor.isOwner) return;
  const repo = policiesRepo(q);
  const own = actor.roleId ? await repo.list(actor.customerId, { role_id: actor.roleId }) : [];
  if (own.length === 0) return;
  if (!narrows(own, await repo.list(actor.customerId, { role_id: roleId }))) throw new ForbiddenError('permission denied');
}

/** Each policy names a module of the caller's customer (404) and columns of that module (400); one policy per module. */
async function checked(q: Queryable, customerId: string, policies: Policy[]): Promise<Policy[]> {
  const modules = new Map((await modulesRepo(q).findMany(customerId, [...new Set(policies.map((p) => p.module_id))])).map((m) => [m.id, m]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const out = policies.map((p, i) => {
    const m = modules.get(p.module_id.toLowerCase());
    if (!m) throw new NotFoundError('module not found');
    if (seen.has(m.id)) errors.push({ path: `/policies/${i}/module_id`, message: 'one policy per module' });
    seen.add(m.id);
    const names = new Set(m.columns.map((c) => c.name));
    if (p.row_filter && !names.has(p.row_filter.column)) errors.push({ path: `/policies/${i}/row_filter/column`, message: 'is not a column of the module' });
    p.hidden_columns.forEach((c, j) => {
      if (!names.has(c)) errors.push({ path: `/policies/${i}/hidden_columns/${j}`, message: 'is not a column of the module' });
    });
    return { module_id: m.id, row_filter: p.row_filter, hidden_columns: [...new Set(p.hidden_columns)] };
  });
  if (errors.length) throw new ValidationError(errors);
  return out;
}

/**
 * Row and column policies of roles and API users (issue 21), and the attributes of accounts their
 * filters read. The owner edits any; a holder of Add Roles edits a role's only to narrow them (not
 * its own role, not a system role); API users' are the owner's.
 */
export function policiesService(deps: {
  db: Db;
  /** Where the module tables live: a policy's view of the rows is read there (the control database when absent). */
  data?: Db;
  audit: AuditLog;
  /** What a row filter leaves of a module, already computed (policies.view.ts); one of this service's own when absent. */
  rowsViews?: RowsViewCache;
}) {
  const { db } = deps;
  const data = deps.data ?? db;
  const rowsViews = deps.rowsViews ?? rowsViewCache();

  async function account(q: Queryable, actor: Actor, id: string, kinds: AccountKind[]) {
    const a = await usersRepo(q).findInCustomer(actor.customerId, id, kinds, { forUpdate: true });
    if (!a) throw new NotFoundError(kinds.includes('api_user') ? 'api user not found' : 'user not found');
    if (a.kind === 'owner') throw new ForbiddenError('permission denied');
    return a;
  }

  async function write(tx: Queryable, actor: Actor, subject: Subject, before: Policy[], input: Policy[]): Promise<Policy[]> {
    const next = await checked(tx, actor.customerId, input);
    if (!actor.isOwner && !narrows(before, next)) throw new ForbiddenError('permission denied');
    await policiesRepo(tx).replace(actor.customerId, subject, next);
    await deps.audit.record(tx, {
      customerId: actor.customerId,
      source: 'portal',
      action: 'policies.update',
      actor: { id: actor.id, username: actor.username },
      details: { ...subject, before, after: next },
    });
    return policiesRepo(tx).list(actor.customerId, subject);
  }

  return {
    async ofRole(actor: Actor, roleId: string): Promise<Policy[]> {
      const role = await rolesRepo(db).find(actor.customerId, roleId);
      if (!role) throw new NotFoundError('role not found');
      return policiesRepo(db).list(actor.customerId, { role_id: role.id });
    },

    async setOfRole(actor: Actor, roleId: string, input: Policy[]): Promise<Policy[]> {
      return db.transaction(async (tx) => {
        const role = await rolesRepo(tx).find(actor.customerId, roleId, { forUpdate: true });
        if (!role) throw new NotFoundError('role not found');
        if (role.is_system) throw new ForbiddenError('permission denied');
        assertNotOwnRole(actor, role.id);
        const subject = { role_id: role.id };
        return write(tx, actor, subject, await policiesRepo(tx).list(actor.customerId, subject), input);
      });
    },

    async ofApiUser(actor: Actor, id: string): Promise<Policy[]> {
      const a = await account(db, actor, id, ['api_user']);
      return policiesRepo(db).list(actor.customerId, { api_user_id: a.id });
    },

    async setOfApiUser(actor: Actor, id: string, input: Policy[]): Promise<Policy[]> {
      return db.transaction(async (tx) => {
        const a = await account(tx, actor, id, ['api_user']);
        const subject = { api_user_id: a.id };
        return write(tx, actor, subject, await policiesRepo(tx).list(actor.customerId, subject), input);
      });
    },

    async attributes(actor: Actor, id: string, kind: 'user' | 'api_user'): Promise<Attributes> {
      return (await account(db, actor, id, [kind])).attributes ?? {};
    },

    async setAttributes(actor: Actor, id: string, kind: 'user' | 'api_user', attributes: Attributes): Promise<Attributes> {
      return db.transaction(async (tx) => {
        const a = await account(tx, actor, id, [kind]);
        await usersRepo(tx).setAttributes(a.id, attributes);
        await deps.audit.record(tx, {
          customerId: actor.customerId,
          source: 'portal',
          action: 'attributes.update',
          actor: { id: actor.id, username: actor.username },
          details: { user_id: a.id, username: a.username, before: a.attributes ?? {}, after: attributes },
        });
        return attributes;
      });
    },

    /**
     * The specs as this account may read them, and the policies applied (for the audit entry):
     * those of its role or its own, on the modules of the specs, with its attributes' values.
     */
    async view<S extends { id: string; doc: SpecDoc }>(userId: string, specs: S[]): Promise<{ specs: S[]; policy: CallPolicy | null; access: string }> {
      const { policies, attributes, subject } = await policiesRepo(db).forAccount(userId);
      // What the account may read, fingerprinted once: the agent history keeps it with the answer.
      const access = accessFingerprint({ policies, attributes });
      const modules = new Set(specs.flatMap((s) => s.doc.modules.map((m) => m.module_id)));
      const relevant = policies.filter((p) => modules.has(p.module_id)).map((p) => applied(p, attributes));
      if (relevant.length === 0 || !subject) return { specs, policy: null, access };
      const viewed = await policiedSpecs(data, specs, relevant, rowsViews);
      return { specs: specs.map((s, i) => ({ ...s, doc: viewed[i]!.doc })), policy: { subject, policies: relevant }, access };
    },
  };
}

export type PoliciesService = ReturnType<typeof policiesService>;
