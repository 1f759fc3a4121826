import { createContext, useContext } from 'react';
import type { Flag, Me } from '../api';

export interface Session {
  me: Me;
  /** Asks /auth/core/me again: permissions are evaluated afresh on every call. */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside a signed-in portal');
  return s;
}

/** What the UI shows follows the same rule as the backend: the owner passes every check. */
export function can(me: Me, flag: Flag): boolean {
  return me.is_owner || me.permissions[flag];
}
