/**
 * renewals: a B2B SaaS company's contract book, one row per contract term (a customer's subscription
 * period, usually a year), several terms per customer from 2019 to 2024 as customers renew, as a CRM
 * query exports it with the fields' API names (Salesforce style: ContractNumber, Account.Name,
 * StartDate, ARR__c, Renewal_Outcome__c).
 *
 * The shape: customers signed 2019-2024 (more each year, December and quarter-end heavy), in four
 * tiers (Starter to Enterprise: a few Enterprise contracts hold most of the ARR); each term runs
 * ContractTerm months (12; Pro and Enterprise also 24 or 36) to its anniversary, Renewal_Date__c (the
 * day the next term starts), where its outcome is written: Renewed (same seats, ARR moved by the list
 * price), Expanded (more seats), Downgraded (fewer seats) or Churned (no next term); a term still
 * running on 2024-12-31 is Open, so renewal dates run into 2027. ARR in US dollars with cents (seats ×
 * the year's list price per seat × 12, less the discount, a percentage); Enterprise site licences have
 * no seat count ("n/a"), a few terms a "-". Dirty on purpose: the industry has "healthcare" and
 * "Financial services" beside their usual spelling, and is empty for the customers whose industry was
 * never captured; the CSM is empty for the Starter accounts served without a customer success manager
 * (tech touch).
 */
import { COMPANY_FIRST, COMPANY_SECOND, FIRST_NAMES, LAST_NAMES } from '../names.js';
import { daysInMonth, drawDate, money, Rng, round2, uniqueNames } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export type Outcome = 'Renewed' | 'Expanded' | 'Downgraded' | 'Churned' | 'Open';

export interface RenewalsRow {
  /** "CTR-20001": one per term, numbered in order of term start. */
  contractNo: string;
  customer: string;
  /** As written: a few cells in another case ("healthcare"); null where never captured. */
  industry: string | null;
  tier: 'Starter' | 'Growth' | 'Pro' | 'Enterprise';
  /** The customer success manager (a person); null for tech-touch Starter accounts. */
  csm: string | null;
  /** "New Business" for a customer's first term, "Renewal" for the next ones. */
  contractType: 'New Business' | 'Renewal';
  termStart: string;
  /** The term's length in months (12, 24 or 36). */
  termMonths: number;
  /** The anniversary, when the term comes up for renewal: the day the next term starts (after 2024 for an open term). */
  termEnd: string;
  /** Annual recurring revenue of the term, in USD with cents. */
  arr: number;
  /** Null for a site licence ("n/a") and where the cell says "-". */
  seats: number | null;
  /** The cell as written: the seat count, "n/a" or "-". */
  seatsCell: string;
  /** Discount off list, a percentage (15 = 15 %); 0 when none. */
  discountPct: number;
  autoRenew: boolean;
  outcome: Outcome;
}

export const renewalsHeaderStyle =
  'CRM API names of a SOQL export: PascalCase standard fields, dotted relationship fields, __c custom fields (ContractNumber, Account.Name, StartDate, ARR__c, Renewal_Outcome__c)';

/** Contract numbers and customer success managers (people); customers are companies (groups). */
export const renewalsIdentifying = (rows: RenewalsRow[]): (string | null)[] => rows.flatMap((r) => [r.contractNo, r.csm]);

export const renewalsModule: ModuleDef = { name: 'Renewals', project: 'Customer success', synonyms: ['contracts'] };

const AS_OF = '2024-12-31';

type Tier = RenewalsRow['tier'];
interface TierDef {
  share: number;
  /** Seats: [median, spread, least, most]. */
  seats: [number, number, number, number];
  /** List price per seat per month in 2019 (USD). */
  price: number;
  discounts: [number[], number[]];
  /** Term lengths in months with their weights. */
  terms: [number[], number[]];
  /** Chance a term is not renewed. */
  churn: number;
  /** Chance a customer signs with auto-renew on. */
  auto: number;
  /** Of the terms renewed: [expanded, renewed flat, downgraded] weights. */
  moves: [number, number, number];
}
const TIER_DEFS: Record<Tier, TierDef> = {
  Starter: {
    share: 34,
    seats: [8, 0.5, 3, 25],
    price: 24.9,
    discounts: [
      [0, 5, 10],
      [80, 15, 5],
    ],
    terms: [[12], [1]],
    churn: 0.22,
    auto: 0.85,
    moves: [28, 56, 16],
  },
  Growth: {
    share: 30,
    seats: [28, 0.5, 10, 90],
    price: 39.5,
    discounts: [
      [0, 5, 10, 15],
      [45, 30, 18, 7],
    ],
    terms: [[12], [1]],
    churn: 0.13,
    auto: 0.65,
    moves: [32, 48, 20],
  },
  Pro: {
    share: 23,
    seats: [85, 0.55, 30, 320],
    price: 54,
    discounts: [
      [5, 10, 15, 20],
      [25, 35, 25, 15],
    ],
    terms: [
      [12, 24],
      [85, 15],
    ],
    churn: 0.085,
    auto: 0.45,
    moves: [36, 44, 20],
  },
  Enterprise: {
    share: 13,
    seats: [420, 0.7, 150, 4000],
    price: 68.75,
    discounts: [
      [10, 15, 20, 25, 30, 35],
      [10, 20, 25, 20, 15, 10],
    ],
    terms: [
      [12, 24, 36],
      [55, 30, 15],
    ],
    churn: 0.05,
    auto: 0.2,
    moves: [42, 40, 18],
  },
};
const TIERS = Object.keys(TIER_DEFS) as Tier[];
/** List prices rise each year (by the year a term starts). */
const LIST_RISE: Record<number, number> = { 2019: 1, 2020: 1.02, 2021: 1.05, 2022: 1.09, 2023: 1.14, 2024: 1.18 };
const INDUSTRIES: [string, number][] = [
  ['Software', 24],
  ['Healthcare', 16],
  ['Financial Services', 14],
  ['Retail', 12],
  ['Manufacturing', 11],
  ['Professional Services', 9],
  ['Education', 8],
  ['Media', 6],
];

/** Customer success managers: [pool, first day, last day]; Enterprise accounts have their own pool. */
const CSM_SLOTS: ['ent' | 'mid', string, string][] = [
  ['ent', '2019-01-01', '9999-12-31'],
  ['ent', '2019-01-01', '2022-06-30'],
  ['ent', '2020-06-01', '9999-12-31'],
  ['ent', '2022-07-01', '9999-12-31'],
  ['mid', '2019-01-01', '9999-12-31'],
  ['mid', '2019-01-01', '2021-12-31'],
  ['mid', '2019-01-01', '9999-12-31'],
  ['mid', '2020-03-01', '9999-12-31'],
  ['mid', '2021-06-01', '9999-12-31'],
  ['mid', '2022-01-01', '9999-12-31'],
  ['mid', '2023-04-01', '9999-12-31'],
];
interface Csm {
  name: string;
  pool: 'ent' | 'mid';
  from: string;
  to: string;
}

/** The anniversary `months` after a day (the day clamped to the month's length). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
  const total = y * 12 + (m - 1) + months;
  const [ny, nm] = [Math.floor(total / 12), (total % 12) + 1];
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, daysInMonth(ny, nm))).padStart(2, '0')}`;
}

function seatCount(rng: Rng, tier: Tier): number {
  const [median, spread, lo, hi] = TIER_DEFS[tier].seats;
  return Math.round(Math.min(hi, Math.max(lo, rng.logNormal(median, spread))));
}

const arrOf = (seats: number, tier: Tier, start: string, discount: number): number =>
  round2(seats * round2(TIER_DEFS[tier].price * LIST_RISE[Number(start.slice(0, 4))]!) * 12 * (1 - discount / 100));

type Draft = Omit<RenewalsRow, 'contractNo'>;

function customerTerms(rng: Rng, customer: string, start: string, csms: Csm[]): Draft[] {
  const tier = rng.weighted(
    TIERS,
    TIERS.map((t) => TIER_DEFS[t].share),
  );
  const def = TIER_DEFS[tier];
  const industry = rng.chance(0.03)
    ? null
    : rng.weighted(
        INDUSTRIES.map((i) => i[0]),
        INDUSTRIES.map((i) => i[1]),
      );
  const siteLicence = tier === 'Enterprise' && rng.chance(0.08);
  let seats = seatCount(rng, tier);
  let siteArr = siteLicence ? round2(Math.max(120000, rng.logNormal(320000, 0.5))) : 0;
  let discount = rng.weighted(def.discounts[0], def.discounts[1]);
  let autoRenew = rng.chance(def.auto);
  const pool = tier === 'Enterprise' ? 'ent' : tier === 'Starter' && rng.chance(0.85) ? null : 'mid';
  const pick = (day: string): string | null => {
    if (pool === null) return null;
    const active = csms.filter((c) => c.pool === pool && c.from <= day && c.to >= day);
    return rng.pick(active).name;
  };
  let csm = pick(start);
  const rows: Draft[] = [];
  let termStart = start;
  for (let n = 0; termStart <= AS_OF; n++) {
    if (n > 0) {
      const current = csms.find((c) => c.name === csm);
      if (pool !== null && (!current || current.to < termStart || rng.chance(0.06))) csm = pick(termStart);
      if (rng.chance(0.1)) autoRenew = !autoRenew;
      // At renewal the discount stays, or is trimmed or sweetened a notch.
      const i = def.discounts[0].indexOf(discount);
      const step = rng.weighted([-1, 0, 1], [20, 65, 15]);
      discount = def.discounts[0][Math.min(def.discounts[0].length - 1, Math.max(0, i + step))]!;
    }
    const months = rng.weighted(def.terms[0], def.terms[1]);
    const termEnd = addMonths(termStart, months);
    const arr = siteLicence ? siteArr : arrOf(seats, tier, termStart, discount);
    const placeholder = siteLicence ? 'n/a' : rng.chance(0.012) ? '-' : null;
    const written =
      industry === 'Healthcare' && rng.chance(0.07) ? 'healthcare' : industry === 'Financial Services' && rng.chance(0.07) ? 'Financial services' : industry;
    const row: Draft = {
      customer,
      industry: written,
      tier,
      csm,
      contractType: n === 0 ? 'New Business' : 'Renewal',
      termStart,
      termMonths: months,
      termEnd,
      arr,
      seats: placeholder ? null : seats,
      seatsCell: placeholder ?? String(seats),
      discountPct: discount,
      autoRenew,
      outcome: 'Open',
    };
    rows.push(row);
    if (termEnd > AS_OF) break;
    // The outcome, written when the term ends: churn is likelier on a first term, without auto-renew, and in 2023.
    const churn = def.churn * (n === 0 ? 1.35 : 1) * (autoRenew ? 0.6 : 1.25) * (termEnd.slice(0, 4) === '2023' ? 1.35 : 1);
    if (rng.chance(churn)) {
      row.outcome = 'Churned';
      break;
    }
    const move = rng.weighted(['Expanded', 'Renewed', 'Downgraded'] as const, def.moves);
    row.outcome = move;
    if (siteLicence)
      siteArr = round2(siteArr * (move === 'Expanded' ? rng.between(1.1, 1.5) : move === 'Downgraded' ? rng.between(0.7, 0.92) : rng.between(1.02, 1.06)));
    else if (move === 'Expanded') seats = Math.max(seats + 1, Math.round(seats * rng.between(1.1, 1.8)));
    else if (move === 'Downgraded') seats = Math.max(1, Math.min(seats - 1, Math.round(seats * rng.between(0.6, 0.92))));
    termStart = termEnd;
  }
  return rows;
}

export function renewalsTable(): Table<RenewalsRow> {
  const rng = new Rng('renewals');
  const customers = uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, 560);
  const firsts = rng.sample(FIRST_NAMES, CSM_SLOTS.length);
  const lasts = rng.sample(LAST_NAMES, CSM_SLOTS.length);
  const csms: Csm[] = CSM_SLOTS.map(([pool, from, to], i) => ({ name: `${firsts[i]} ${lasts[i]}`, pool, from, to }));
  const season = [0.8, 0.85, 1.1, 0.9, 0.95, 1.15, 0.85, 0.85, 1.1, 1, 1.05, 1.4];
  const drafts = customers
    .flatMap((customer) => {
      const drawn = drawDate(rng, [2019, 2020, 2021, 2022, 2023, 2024], [11, 13, 15, 17, 20, 24], season);
      // Most contracts start on the first of a month.
      const start = rng.chance(0.6) ? `${drawn.slice(0, 8)}01` : drawn;
      return customerTerms(rng, customer, start, csms);
    })
    .sort((a, b) => a.termStart.localeCompare(b.termStart) || a.customer.localeCompare(b.customer));
  const rows: RenewalsRow[] = drafts.map((d, i) => ({ contractNo: `CTR-${20001 + i}`, ...d }));
  const headers = [
    'ContractNumber',
    'Account.Name',
    'Account.Industry',
    'Tier__c',
    'CSM__c',
    'Contract_Type__c',
    'StartDate',
    'ContractTerm',
    'Renewal_Date__c',
    'ARR__c',
    'Seats__c',
    'Discount__c',
    'Auto_Renew__c',
    'Renewal_Outcome__c',
  ];
  return table('renewals', headers, rows, (r) => [
    r.contractNo,
    r.customer,
    r.industry,
    r.tier,
    r.csm,
    r.contractType,
    r.termStart,
    r.termMonths,
    r.termEnd,
    money(r.arr),
    r.seatsCell,
    r.discountPct,
    r.autoRenew ? 'true' : 'false',
    r.outcome,
  ]);
}
