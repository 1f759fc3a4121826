/**
 * Paid advertising (tune half): an outdoor-gear retailer's daily ad performance export, one row per day,
 * ad group and device that had impressions (2023-2024), as a reporting connector writes it in
 * kebab-case. Five networks: Google and Microsoft (paid search and shopping), Meta, LinkedIn (from March
 * 2023) and TikTok (from March 2024). Spend grows in 2024 (more ad groups, CPCs up 8 %) and peaks in
 * November-December (the holiday gift guide runs November 1 to December 24 only); down jackets sell
 * in winter, tents in summer.
 *
 * Dirty on purpose: `ad-network` holds "google" beside "Google" and "META" beside "Meta";
 * `quality-score` (1-10, a score, not additive) exists on search ad groups only (empty on shopping
 * and social rows) and holds "-" and "n/a" where the platform had too little data; `conv-value` is
 * empty on LinkedIn (lead forms carry no value); `avg-cpc` is the platform's cost per click of the row
 * (a ratio, not additive).
 */
import { addDays, daysBetween, money, Rng, round2 } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export interface AdsRow {
  day: string;
  /** As written: a few cells in another case ("google", "META"). */
  network: string;
  campaign: string;
  adGroup: string;
  device: 'Mobile' | 'Desktop' | 'Tablet';
  impressions: number;
  clicks: number;
  /** USD, with cents. */
  cost: number;
  conversions: number;
  /** USD; null on LinkedIn (no value tracked). */
  convValue: number | null;
  /** 1-10 on search ad groups; null on shopping and social rows and where the cell says "-" or "n/a". */
  qualityScore: number | null;
  /** The cell as written: the score, "-", "n/a" or empty. */
  qualityCell: string | null;
  /** The platform's average CPC of the row: cost / clicks, two decimals. */
  avgCpc: number;
}

export const adsHeaderStyle = 'kebab-case of a reporting connector (ad-network, ad-group, conv-value, quality-score, avg-cpc)';
/** No column identifies a record or a person: days, networks, campaigns and ad groups are groups. */
export const adsIdentifying = (_rows: AdsRow[]): (string | null)[] => [];

export const adsModule: ModuleDef = { name: 'Ad performance', project: 'Paid media', synonyms: ['PPC'] };

type Network = 'Google' | 'Microsoft' | 'Meta' | 'LinkedIn' | 'TikTok';

/** [ad group, weight, impressions per row (median), CTR, CPC, conversion rate, order value (null: no value tracked), quality score (null: none)]. */
type AdGroupDef = [string, number, number, number, number, number, number | null, number | null];

interface CampaignDef {
  name: string;
  network: Network;
  /** First day it ran; last day it ran (null: still running). */
  from: string;
  to: string | null;
  /** Only in these months (1-12), when it is seasonal: first and last day of the flight as MM-DD. */
  flight?: [string, string];
  groups: AdGroupDef[];
}

const CAMPAIGNS: CampaignDef[] = [
  {
    name: 'Brand - Search',
    network: 'Google',
    from: '2023-01-01',
    to: null,
    groups: [
      ['Brand Exact', 10, 900, 0.11, 0.85, 0.085, 135, 9],
      ['Brand Broad', 5, 1100, 0.06, 1.1, 0.05, 125, 8],
    ],
  },
  {
    name: 'Search - Jackets',
    network: 'Google',
    from: '2023-01-01',
    to: null,
    groups: [
      ['Rain Jackets', 6, 2600, 0.038, 1.65, 0.028, 165, 6],
      ['Down Jackets', 5, 2200, 0.035, 1.9, 0.025, 230, 6],
    ],
  },
  {
    name: 'Search - Competitors',
    network: 'Google',
    from: '2023-04-10',
    to: null,
    groups: [['Competitor Brands', 3, 1500, 0.022, 2.6, 0.012, 150, 4]],
  },
  {
    name: 'Shopping - Footwear',
    network: 'Google',
    from: '2023-01-01',
    to: null,
    groups: [
      ['Hiking Boots', 9, 5200, 0.014, 0.72, 0.022, 155, null],
      ['Trail Runners', 6, 4300, 0.015, 0.68, 0.02, 130, null],
    ],
  },
  {
    name: 'Shopping - Camping',
    network: 'Google',
    from: '2023-01-01',
    to: null,
    groups: [
      ['Tents', 6, 3900, 0.012, 0.8, 0.018, 290, null],
      ['Sleeping Bags', 4, 3100, 0.013, 0.7, 0.019, 140, null],
    ],
  },
  {
    name: 'Bing - Brand',
    network: 'Microsoft',
    from: '2023-01-01',
    to: null,
    groups: [['Bing Brand Terms', 3, 300, 0.09, 0.6, 0.07, 140, 8]],
  },
  {
    name: 'Bing - Shopping',
    network: 'Microsoft',
    from: '2023-02-15',
    to: null,
    groups: [['Bing All Products', 3, 1800, 0.011, 0.55, 0.017, 150, null]],
  },
  {
    name: 'Prospecting - Lookalikes',
    network: 'Meta',
    from: '2023-01-01',
    to: null,
    groups: [
      ['LAL Purchasers', 7, 14000, 0.009, 0.55, 0.008, 120, null],
      ['Interest Hikers', 5, 12000, 0.008, 0.6, 0.006, 110, null],
    ],
  },
  {
    name: 'Retargeting - DPA',
    network: 'Meta',
    from: '2023-01-01',
    to: null,
    groups: [
      ['Cart Abandoners', 5, 4500, 0.016, 0.45, 0.035, 125, null],
      ['Site Visitors', 4, 6000, 0.011, 0.5, 0.018, 115, null],
    ],
  },
  {
    name: 'Holiday Gift Guide',
    network: 'Meta',
    from: '2023-01-01',
    to: null,
    flight: ['11-01', '12-24'],
    groups: [['Gift Guide Broad', 30, 16000, 0.01, 0.62, 0.01, 95, null]],
  },
  {
    name: 'Corporate Gifting',
    network: 'LinkedIn',
    from: '2023-03-01',
    to: null,
    groups: [
      ['HR Leaders', 2, 2500, 0.006, 5.8, 0.025, null, null],
      ['Office Managers', 1.5, 2000, 0.005, 5.2, 0.02, null, null],
    ],
  },
  {
    name: 'TikTok - Creators',
    network: 'TikTok',
    from: '2024-03-01',
    to: null,
    groups: [
      ['Creator Videos', 5, 20000, 0.007, 0.35, 0.004, 85, null],
      ['Spark Ads Trail', 3, 18000, 0.006, 0.4, 0.004, 90, null],
    ],
  },
];

const DEVICES = ['Mobile', 'Desktop', 'Tablet'] as const;
/** Per device: [impressions factor, CTR factor, CPC factor, conversion factor]. */
const DEVICE_FACTORS: Record<AdsRow['device'], [number, number, number, number]> = {
  Mobile: [1, 1.05, 0.95, 0.8],
  Desktop: [0.75, 0.95, 1.1, 1.35],
  Tablet: [0.3, 0.9, 0.9, 0.95],
};
/** Per network: the device weights of its rows (search splits, social is mostly phones, LinkedIn desktops). */
const DEVICE_MIX: Record<Network, [number, number, number]> = {
  Google: [52, 38, 10],
  Microsoft: [30, 62, 8],
  Meta: [80, 15, 5],
  LinkedIn: [35, 60, 5],
  TikTok: [92, 4, 4],
};
/** Rows a day, by month (busier in November-December). */
const SEASON = [0.85, 0.85, 0.95, 1, 1.05, 1, 0.95, 0.95, 1, 1.05, 1.3, 1.25];
/** Impressions per row, by month (auctions busier in Q4). */
const DEMAND = [0.9, 0.9, 0.95, 1, 1, 1, 0.95, 0.95, 1, 1.05, 1.2, 1.2];
const CPC_RISE: Record<string, number> = { '2023': 1, '2024': 1.08 };
const ROWS_A_DAY: Record<string, number> = { '2023': 3.1, '2024': 4.1 };

/** The ad group's weight on this day: its campaign runs, and its season. */
function weightOn(c: CampaignDef, g: AdGroupDef, day: string): number {
  if (day < c.from || (c.to !== null && day > c.to)) return 0;
  const md = day.slice(5);
  if (c.flight && (md < c.flight[0] || md > c.flight[1])) return 0;
  const month = Number(day.slice(5, 7));
  if (g[0] === 'Down Jackets') return g[1] * (month >= 10 || month <= 2 ? 2 : 0.35);
  if (g[0] === 'Tents') return g[1] * (month >= 4 && month <= 8 ? 1.8 : 0.45);
  return g[1];
}

/** Rounds x up or down at random, as likely as its fraction (so small expectations still add up). */
const stochastic = (rng: Rng, x: number): number => Math.floor(x) + (rng.chance(x - Math.floor(x)) ? 1 : 0);

function adRow(rng: Rng, day: string, c: CampaignDef, g: AdGroupDef, device: AdsRow['device']): AdsRow {
  const [name, , imprMedian, ctr, cpc, cvr, aov, qs] = g;
  const [fImpr, fCtr, fCpc, fConv] = DEVICE_FACTORS[device];
  const month = Number(day.slice(5, 7));
  const impressions = Math.max(40, Math.round(imprMedian * fImpr * DEMAND[month - 1]! * rng.logNormal(1, 0.45)));
  const clicks = Math.max(1, stochastic(rng, impressions * ctr * fCtr * rng.logNormal(1, 0.25)));
  const cost = round2(Math.max(0.05, clicks * cpc * fCpc * CPC_RISE[day.slice(0, 4)]! * rng.logNormal(1, 0.15)));
  const conversions = stochastic(rng, clicks * cvr * fConv * rng.logNormal(1, 0.3));
  const convValue = aov === null ? null : conversions === 0 ? 0 : round2(conversions * aov * rng.logNormal(1, 0.3));
  let qualityScore: number | null = null;
  let qualityCell: string | null = null;
  if (qs !== null) {
    const placeholder = rng.chance(0.03) ? '-' : rng.chance(0.015) ? 'n/a' : null;
    qualityScore = placeholder ? null : Math.min(10, Math.max(1, Math.round(qs + rng.normal(0, 0.7))));
    qualityCell = placeholder ?? String(qualityScore);
  }
  // Typed or imported in another case now and then: the same network to a reader.
  const network = c.network === 'Google' && rng.chance(0.04) ? 'google' : c.network === 'Meta' && rng.chance(0.05) ? 'META' : c.network;
  return {
    day,
    network,
    campaign: c.name,
    adGroup: name,
    device,
    impressions,
    clicks,
    cost,
    conversions,
    convValue,
    qualityScore,
    qualityCell,
    avgCpc: round2(cost / clicks),
  };
}

export function adsTable(): Table<AdsRow> {
  const rng = new Rng('ads');
  const rows: AdsRow[] = [];
  const days = daysBetween('2023-01-01', '2024-12-31') + 1;
  for (let i = 0; i < days; i++) {
    const day = addDays('2023-01-01', i);
    const month = Number(day.slice(5, 7));
    const combos = CAMPAIGNS.flatMap((c) =>
      c.groups.flatMap((g) => DEVICES.map((d, j) => ({ c, g, d, w: weightOn(c, g, day) * DEVICE_MIX[c.network][j]! }))),
    ).filter((x) => x.w > 0);
    const wanted = Math.min(combos.length, Math.max(1, Math.round(rng.normal(ROWS_A_DAY[day.slice(0, 4)]! * SEASON[month - 1]!, 1.1))));
    const chosen = new Set<number>();
    while (chosen.size < wanted)
      chosen.add(
        rng.weighted(
          combos.map((_, k) => k),
          combos.map((x) => x.w),
        ),
      );
    for (const k of chosen) {
      const { c, g, d } = combos[k]!;
      rows.push(adRow(rng, day, c, g, d));
    }
  }
  const order = (r: AdsRow) => `${r.day}|${r.campaign}|${r.adGroup}|${DEVICES.indexOf(r.device)}`;
  rows.sort((a, b) => order(a).localeCompare(order(b)));
  const headers = ['day', 'ad-network', 'campaign', 'ad-group', 'device', 'impressions', 'clicks', 'cost', 'conv', 'conv-value', 'quality-score', 'avg-cpc'];
  return table('ads', headers, rows, (r) => [
    r.day,
    r.network,
    r.campaign,
    r.adGroup,
    r.device,
    r.impressions,
    r.clicks,
    money(r.cost),
    r.conversions,
    r.convValue === null ? null : money(r.convValue),
    r.qualityCell,
    money(r.avgCpc),
  ]);
}
