/** The steps and modules of a view (types only imported: the parser's readings use these without a cycle). */
import type { SpecModule } from '../../contracts/spec.js';
import type { View, ViewJoin } from './views.js';

/** The steps of a view, in the order the query joins them. */
export const stepsOf = (v: View): ViewJoin[] => (v.join ? (v.further ? [v.join, v.further] : [v.join]) : []);

/** The modules a view reads: its base and those its steps reach. */
export const modulesOf = (v: View): SpecModule[] => [v.base, ...stepsOf(v).map((j) => j.module)];
