import type { Permissions } from '../contracts/flags.js';

/** Who is calling, resolved once per request from the cookie or bearer token. */
export type Principal = PortalPrincipal | GlobalAdminPrincipal | ApiPrincipal;

export interface PortalPrincipal {
  kind: 'portal';
  userId: string;
  username: string;
  customerId: string;
  /** The customer's tier, for rate limits. */
  tier: string;
  isOwner: boolean;
  role: { id: string; name: string; is_active: boolean } | null;
  /** Evaluated afresh from the database on every request; the owner has every flag. */
  permissions: Permissions;
  sessionHash: string;
}

export interface GlobalAdminPrincipal {
  kind: 'global_admin';
  userId: string;
  username: string;
  sessionHash: string;
}

export interface ApiPrincipal {
  kind: 'api';
  userId: string;
  username: string;
  customerId: string;
  tier: string;
}

/** The actor recorded by services and the audit trail. */
export interface Actor {
  id: string;
  username: string;
  customerId: string;
  isOwner: boolean;
  /** The flags the actor holds now; absent means none (grant checks fail closed). */
  permissions?: Permissions;
  /** The role the actor holds, if any. */
  roleId?: string | null;
}

export function actorOf(p: PortalPrincipal | ApiPrincipal): Actor {
  const base = { id: p.userId, username: p.username, customerId: p.customerId };
  if (p.kind === 'api') return { ...base, isOwner: false };
  return { ...base, isOwner: p.isOwner, permissions: p.permissions, roleId: p.role?.id ?? null };
}
