import { get, type Me } from '../../api';
import { can } from '../session';

/** A module as the policy editor shows it: its name and the columns a policy may name. */
export interface PolicyModule {
  id: string;
  name: string;
  status: string;
  columns: { name: string; label: string }[];
}

const byName = (a: PolicyModule, b: PolicyModule) => a.name.localeCompare(b.name);

/**
 * The customer's modules through the APIs the caller may use: the module list (View Datasets, as
 * Datasets and Projects list them), else the trees of the projects (View Tree); null when neither.
 */
export async function policyModules(me: Me): Promise<PolicyModule[] | null> {
  if (can(me, 'can_view_datasets')) {
    const list = await get('/api/v1/modules');
    return list.map((m) => ({ id: m.id, name: m.name, status: m.status, columns: m.columns.map((c) => ({ name: c.name, label: c.label })) })).sort(byName);
  }
  if (!can(me, 'can_view_tree')) return null;
  const projects = await get('/api/v1/projects');
  const trees = await Promise.all(projects.map((p) => get(`/api/v1/projects/${p.id}/tree`)));
  const seen = new Map<string, PolicyModule>();
  for (const m of trees.flatMap((t) => t.modules)) {
    if (!seen.has(m.id)) seen.set(m.id, { id: m.id, name: m.name, status: m.status, columns: m.columns.map((c) => ({ name: c.name, label: c.label })) });
  }
  return [...seen.values()].sort(byName);
}
