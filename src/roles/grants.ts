import { ForbiddenError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import { FLAGS, type Permissions } from '../contracts/flags.js';

/**
 * No escalation (CONTRACT B.7): outside the owner, a caller grants only flags it holds itself,
 * whether by writing a role, assigning one, or regenerating the password of a role's holder.
 */
export function mayGrant(actor: Actor, granted: Permissions): boolean {
  if (actor.isOwner) return true;
  return FLAGS.every((f) => !granted[f] || actor.permissions?.[f] === true);
}

export function assertMayGrant(actor: Actor, granted: Permissions): void {
  if (!mayGrant(actor, granted)) throw new ForbiddenError('permission denied');
}

/** A non-owner neither edits the role it holds nor changes which role it holds. */
export function assertNotOwnRole(actor: Actor, roleId: string): void {
  if (!actor.isOwner && actor.roleId === roleId) throw new ForbiddenError('permission denied');
}
