/**
 * Two analytics tables split as a database designer would: gapminder's facts per country and year
 * beside a table of countries (their region), income's households per bracket (keyed by state_id) beside a
 * table of states (id, name, region). The same questions, with the same expected answers, then need a join
 * whenever they name a region or a state — training data for the parser's join features, on other
 * tables than the join question set's (flights and airports), which stays the held-out test.
 */
import { Readable } from 'node:stream';
import type { Db } from '../../../src/db/db.js';
import type { SpecDoc } from '../../../src/contracts/spec.js';
import type { ColumnLabels } from '../../../src/provisioning/provisioning.service.js';
import { ANALYTICS_MODULES, raw, type TableKey } from './fixture.js';

interface Part {
  name: string;
  rows: Record<string, unknown>[];
  labels: Record<string, ColumnLabels>;
}

const labelsOf = (key: TableKey) => ANALYTICS_MODULES.find((m) => m.key === key)!.labels;

function unique<T>(rows: T[], key: (r: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const r of rows) if (!seen.has(key(r))) seen.set(key(r), r);
  return [...seen.values()];
}

export function normalizedTables(): { key: TableKey; parts: Part[] }[] {
  const gap = raw.gapminder();
  const gapLabels = labelsOf('gapminder');
  const income = raw.income();
  const incomeLabels = labelsOf('income');
  return [
    {
      key: 'gapminder',
      parts: [
        {
          name: 'Country indicators',
          rows: gap.map((r) => ({ year: r.year, country: r.country, pop: r.pop, life_expect: r.life, fertility: r.fertility })),
          labels: { pop: gapLabels.pop!, life_expect: gapLabels.life_expect!, fertility: gapLabels.fertility! },
        },
        {
          name: 'Countries',
          rows: unique(gap, (r) => r.country).map((r) => ({ country: r.country, cluster: r.cluster })),
          labels: { cluster: gapLabels.cluster! },
        },
      ],
    },
    {
      key: 'income',
      parts: [
        {
          name: 'Household income',
          rows: income.map((r) => ({ state_id: r.id, group: r.group, pct: r.pct, total: r.total })),
          labels: { pct: incomeLabels.pct!, total: incomeLabels.total!, group: incomeLabels.group!, state_id: incomeLabels.id! },
        },
        {
          name: 'States',
          rows: unique(income, (r) => String(r.id)).map((r) => ({ id: r.id, name: r.name, region: r.region })),
          labels: { name: incomeLabels.name!, id: incomeLabels.id! },
        },
      ],
    },
  ];
}

/** Each split table as the product builds it: two uploads, two modules, one project, one spec (its joins discovered). */
export async function seedNormalized(db: Db): Promise<{ key: TableKey; specId: string; doc: SpecDoc }[]> {
  const { seededCustomer } = await import('../seed.js');
  const { provisioning, customer } = await seededCustomer(db, 'Normalized', 'norm');
  const out: { key: TableKey; specId: string; doc: SpecDoc }[] = [];
  for (const t of normalizedTables()) {
    const tables = t.parts.map((p) => ({ name: p.name, file: `${p.name}.json`, body: () => Readable.from([JSON.stringify(p.rows)]), labels: p.labels }));
    const { specId, doc } = await provisioning.project(customer, { name: `${t.key} normalized`, tables });
    if (!doc.joins.length) throw new Error(`the ${t.key} split found no join`);
    out.push({ key: t.key, specId, doc });
  }
  return out;
}
