import { Type } from 'typebox';
import { EXPOSURES } from '../contracts/exposure.js';
import { literalUnion } from '../contracts/literal-union.js';

/** A trained spec as the agent UI's picker lists it, with its project and exposure. */
export const AgentSpec = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    trained_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    project: Type.Object({
      id: Type.String(),
      name: Type.String(),
      exposure: literalUnion(EXPOSURES),
    }),
  },
  { title: 'AgentSpec' },
);
