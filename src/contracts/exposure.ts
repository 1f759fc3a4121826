/** A project's exposure level: how much of the data an answer may reveal; least restrictive first. */
export const EXPOSURES = ['full', 'limited', 'advisory'] as const;
export type Exposure = (typeof EXPOSURES)[number];

/** Most restrictive first: the answer honours the lowest exposure among the kept specs. */
export const EXPOSURE_ORDER: readonly Exposure[] = [...EXPOSURES].reverse();

export function mostRestrictive(levels: Exposure[]): Exposure {
  return EXPOSURE_ORDER.find((e) => levels.includes(e)) ?? 'advisory';
}
