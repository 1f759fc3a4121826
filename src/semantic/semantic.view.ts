import type { SpecRecord } from './semantic.repo.js';

export function specSummary(s: SpecRecord) {
  return {
    id: s.id,
    project_id: s.project_id,
    name: s.name,
    status: s.status,
    progress: s.progress,
    error: s.error,
    created_at: s.created_at.toISOString(),
    trained_at: s.trained_at?.toISOString() ?? null,
  };
}

export function specView(s: SpecRecord) {
  return { ...specSummary(s), spec: s.status === 'trained' ? s.spec : null };
}
