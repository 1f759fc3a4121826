import { type AgentSpec, EXPOSURES, type Exposure, type Me } from '../../api';

/**
 * The agent's scope: the semantic datasets a question is asked of. The last choice is remembered
 * per user in this browser (localStorage), so that the agent opened from the sidebar starts where
 * it was left; with nothing remembered it asks, and never ticks every spec.
 */
const scopeKey = (me: Me) => `specgate.agent-scope.${me.id}`;

export function rememberedScope(me: Me): string[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(scopeKey(me)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberScope(me: Me, ids: string[]): void {
  try {
    if (ids.length > 0) localStorage.setItem(scopeKey(me), JSON.stringify(ids));
    else localStorage.removeItem(scopeKey(me));
  } catch {
    // Storage full or refused: the choice is simply not remembered.
  }
}

export interface ScopeExposure {
  /** The exposure answers will have: the most restrictive of the picked specs' projects (as the server applies it). */
  exposure: Exposure;
  /** When the picked specs have several exposures: the least restrictive of them, and the specs that lower it. */
  from?: Exposure;
  lowering: AgentSpec[];
}

/** The exposure that applies to a question over these specs; null when none is picked. */
export function scopeExposure(picked: AgentSpec[]): ScopeExposure | null {
  if (picked.length === 0) return null;
  const levels = new Set(picked.map((s) => s.project.exposure));
  // EXPOSURES runs from the least to the most restrictive (src/contracts/exposure.ts, mostRestrictive).
  const exposure = [...EXPOSURES].reverse().find((e) => levels.has(e))!;
  if (levels.size === 1) return { exposure, lowering: [] };
  return { exposure, from: EXPOSURES.find((e) => levels.has(e)), lowering: picked.filter((s) => s.project.exposure === exposure) };
}

/** The specs grouped by their project, in the order listed. */
export function byProject(specs: AgentSpec[]): { project: AgentSpec['project']; specs: AgentSpec[] }[] {
  const groups = new Map<string, { project: AgentSpec['project']; specs: AgentSpec[] }>();
  for (const s of specs) {
    const g = groups.get(s.project.id) ?? { project: s.project, specs: [] };
    g.specs.push(s);
    groups.set(s.project.id, g);
  }
  return [...groups.values()];
}
