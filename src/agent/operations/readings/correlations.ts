/** The correlation of two numeric columns (`correlation`), where the question asks whether they are correlated or related. */
import { common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  if (!ctx.a.stems.some((s) => /^(correlat|relationship|relat)/.test(s))) return;
  const nums = ctx.view.columns.filter((c) => c.numeric);
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++)
      ctx.push({
        op: 'correlation',
        measure: { agg: 'avg', column: nums[i] },
        order: nums[j],
        query: { kind: 'correlation', ...common(ctx), columns: [nums[i]!.ref, nums[j]!.ref] },
      });
}

export const correlations: Reading = { name: 'correlations', generate };
