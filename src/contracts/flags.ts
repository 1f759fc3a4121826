/**
 * The ten permission flags, their groups and labels, and the implied rules. Plain data: the API,
 * the normalisation, the database constraint and the portal's role editor all follow this file.
 */
export const FLAGS = [
  'can_view_datasets',
  'can_add_datasets',
  'can_add_module',
  'can_add_projects',
  'can_view_tree',
  'can_create_semantic_dataset',
  'can_delete_semantic_dataset',
  'can_access_agent',
  'can_add_users',
  'can_add_roles',
] as const;

export type Flag = (typeof FLAGS)[number];
export type Permissions = Record<Flag, boolean>;
export type PermissionsWrite = Partial<Permissions>;

export const FLAG_GROUPS: readonly { group: string; flags: readonly { flag: Flag; label: string }[] }[] = [
  {
    group: 'Datasets & Modules',
    flags: [
      { flag: 'can_view_datasets', label: 'View Datasets' },
      { flag: 'can_add_datasets', label: 'Add Datasets' },
      { flag: 'can_add_module', label: 'Add Module' },
    ],
  },
  {
    group: 'Projects',
    flags: [
      { flag: 'can_add_projects', label: 'Add Projects' },
      { flag: 'can_view_tree', label: 'View Tree' },
    ],
  },
  {
    group: 'Semantic Datasets',
    flags: [
      { flag: 'can_create_semantic_dataset', label: 'Create Semantic Dataset' },
      { flag: 'can_delete_semantic_dataset', label: 'Delete Semantic Dataset' },
    ],
  },
  { group: 'Agent', flags: [{ flag: 'can_access_agent', label: 'Access Agent' }] },
  {
    group: 'Administration',
    flags: [
      { flag: 'can_add_users', label: 'Add Users' },
      { flag: 'can_add_roles', label: 'Add Roles' },
    ],
  },
];

/** Implied rules: each flag and the flags it requires (already closed transitively). */
export const PREREQUISITES: Readonly<Partial<Record<Flag, readonly Flag[]>>> = {
  can_add_datasets: ['can_view_datasets'],
  can_add_module: ['can_view_datasets', 'can_add_datasets'],
};

/** The flags that require `flag`, transitively. */
export function dependentsOf(flag: Flag): Flag[] {
  return FLAGS.filter((f) => PREREQUISITES[f]?.includes(flag));
}

export function noPermissions(): Permissions {
  return Object.fromEntries(FLAGS.map((f) => [f, false])) as Permissions;
}

export function allPermissions(): Permissions {
  return Object.fromEntries(FLAGS.map((f) => [f, true])) as Permissions;
}

export function isConsistent(p: Permissions): boolean {
  return FLAGS.every((f) => !p[f] || (PREREQUISITES[f] ?? []).every((pre) => p[pre]));
}

/**
 * Applies a write to the current flags and returns a consistent state (CONTRACT A, "Normalisation"):
 * a flag the write turns on turns its prerequisites on, except that a prerequisite the same write
 * explicitly turns off wins and turns its dependents off. Flags the write does not name keep their
 * current value unless a rule moves them.
 */
export function normalise(current: Permissions, write: PermissionsWrite): Permissions {
  const next: Permissions = { ...current };
  const forcedOff = new Set<Flag>();
  for (const f of FLAGS) {
    if (write[f] === false) {
      forcedOff.add(f);
      for (const d of dependentsOf(f)) forcedOff.add(d);
    }
  }
  for (const f of FLAGS) {
    if (write[f] === true && !forcedOff.has(f)) {
      next[f] = true;
      for (const pre of PREREQUISITES[f] ?? []) next[pre] = true;
    }
  }
  for (const f of forcedOff) next[f] = false;
  // A current state that was already inconsistent is repaired by withdrawing, never by granting.
  for (const f of FLAGS) {
    if (next[f] && !(PREREQUISITES[f] ?? []).every((pre) => next[pre])) next[f] = false;
  }
  return next;
}

/** The three system roles every customer has (CONTRACT A). */
export const SYSTEM_ROLES: readonly { name: string; permissions: Permissions }[] = [
  { name: 'Service_SuperUser', permissions: allPermissions() },
  {
    name: 'Service_User',
    permissions: {
      ...noPermissions(),
      can_view_datasets: true,
      can_add_projects: true,
      can_view_tree: true,
      can_access_agent: true,
    },
  },
  { name: 'Service_AgentUser', permissions: { ...noPermissions(), can_access_agent: true } },
];

export function isReservedRoleName(name: string): boolean {
  return SYSTEM_ROLES.some((r) => r.name.toLowerCase() === name.trim().toLowerCase());
}
