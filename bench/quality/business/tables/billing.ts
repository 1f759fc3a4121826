/**
 * Recurring revenue (tune half): a B2B SaaS company's subscriptions, one row per subscription
 * (signups 2020-2024), as Chargebee's data export writes them: every header is the resource and its
 * field in the API's snake_case, joined by a dot ("subscriptions.plan_quantity", "customers.company",
 * "customers.billing_address.country"), custom fields prefixed `cf_` ("customers.cf_lead_source").
 * Timestamps are "YYYY-MM-DD HH:MM:SS" (UTC); the site bills in USD only.
 *
 * Four tiers, each a plan per billing period (`starter-monthly`, `starter-annual`, `growth-monthly`,
 * `growth-annual`, `scale-monthly`, `scale-annual`, `enterprise-annual`). `plan_unit_price` is the
 * price of one seat for one billing period (a year on annual plans); list prices rose on 2023-02-01
 * (older subscriptions keep theirs); Scale and Enterprise prices are negotiated (cents).
 * `subscriptions.mrr` is the subscription's monthly recurring revenue: seats × unit price, divided by
 * 12 on annual plans. A cancelled subscription keeps the MRR it had when it churned; a subscription
 * that never paid (a trial, running or lapsed) has 0.00.
 *
 * Lifecycle as of 2024-12-31: self-serve Starter and Growth signups often begin with a trial, and a
 * few Scale ones (`trial_end`: 14 days on Starter, 30 on the others); a trial converts on its end
 * (`activated_at`) or lapses (cancelled at its end, reason `no_card`); trials still running are
 * `in_trial`. Paid subscriptions renew every term (a month or a
 * year) until they cancel at a term's end (`cancelled_at`, `cancel_reason_code`); a subscription set to
 * cancel at the end of its current term is `non_renewing`, its `cancelled_at` the (2025) day it will
 * end. `current_term_end` is the end of the running term (the trial's end while trialing), empty on
 * cancelled subscriptions. Some churned customers come back later on a new subscription (same
 * customer id), so customers are fewer than subscriptions.
 *
 * Growth every year, the market moving upmarket (more Scale and Enterprise), fewer signups in summer
 * and December; seats log-normal per tier (a few Enterprise accounts of hundreds of seats). Sales-led
 * subscriptions (all Scale and Enterprise, some Growth) have an account owner.
 *
 * Dirty on purpose: `customers.cf_lead_source` holds "organic" beside "Organic" (and is empty on some
 * customers); `customers.billing_address.country` (ISO codes) is empty on some; `customers.cf_employees`
 * (from a CRM enrichment) holds "n/a" and "-" on a few; the date columns are empty where the lifecycle
 * leaves them.
 */
import { COMPANY_FIRST, COMPANY_SECOND, FIRST_NAMES, LAST_NAMES } from '../names.js';
import { addDays, daysInMonth, drawDate, money, Rng, round2, uniqueNames } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export type Tier = 'starter' | 'growth' | 'scale' | 'enterprise';
export type SubStatus = 'active' | 'in_trial' | 'non_renewing' | 'cancelled';

export interface BillingRow {
  /** Chargebee's subscription id ("AzZ3kT0Qx9LmPb2R"). */
  id: string;
  customerId: string;
  company: string;
  /** The customer's billing contact. */
  email: string;
  /** "growth-annual": the tier and the billing period. */
  planId: string;
  tier: Tier;
  interval: 'month' | 'year';
  seats: number;
  /** One seat for one billing period (a year on annual plans), USD. */
  unitPrice: number;
  /** Monthly recurring revenue, USD: kept on cancelled subscriptions, 0 on never-paid ones. */
  mrr: number;
  status: SubStatus;
  /** Timestamps "YYYY-MM-DD HH:MM:SS". The signup. */
  created: string;
  /** Null when the subscription began without a trial. */
  trialEnd: string | null;
  /** The first paid day: the trial's end, or the signup; null while trialing and on lapsed trials. */
  activated: string | null;
  /** Null unless cancelled or non_renewing (then the coming day it ends, in 2025). */
  cancelled: string | null;
  reason: string | null;
  /** The running term's end (the trial's end while trialing); null on cancelled subscriptions. */
  termEnd: string | null;
  /** ISO code; null on some customers. */
  country: string | null;
  /** As written: a few "organic" beside "Organic"; null on some customers. */
  leadSource: string | null;
  /** Null on self-serve subscriptions. */
  owner: string | null;
  /** Null where the cell says "n/a" or "-". */
  employees: number | null;
  /** The cell as written: the head count, "n/a" or "-". */
  employeesCell: string;
}

export const billingHeaderStyle =
  'Chargebee data export: resource.field in lower snake_case, joined by dots, custom fields cf_ (subscriptions.plan_quantity, customers.billing_address.country, customers.cf_lead_source)';
/** Subscription and customer ids and billing emails identify records; account owners are people. */
export const billingIdentifying = (rows: BillingRow[]): (string | null)[] => rows.flatMap((r) => [r.id, r.customerId, r.email, r.owner]);

export const billingModule: ModuleDef = { name: 'Subscriptions', project: 'Billing', synonyms: ['subs'] };

export const AS_OF = '2024-12-31';
/** The last second of the data's day: a timestamp at or before it has happened. */
const NOW = '2024-12-31 23:59:59';

const TIERS: Tier[] = ['starter', 'growth', 'scale', 'enterprise'];
/** List price of a seat for a month, before and from 2023-02-01. */
const LIST: Record<Tier, [number, number]> = { starter: [12, 15], growth: [29, 35], scale: [59, 69], enterprise: [99, 109] };
const PRICE_RISE = '2023-02-01';
/** Tier weights by signup year (2020-2024): the market moves upmarket. */
const TIER_MIX: Record<number, number[]> = {
  2020: [56, 34, 10, 0],
  2021: [52, 34, 12, 2],
  2022: [47, 35, 14, 4],
  2023: [42, 36, 16, 6],
  2024: [38, 36, 18, 8],
};
/** Per tier: share on annual plans, share starting with a trial, monthly churn (monthly plans), churn at an annual renewal. */
const TIER_TERMS: Record<Tier, [number, number, number, number]> = {
  starter: [0.18, 0.65, 0.032, 0.22],
  growth: [0.3, 0.6, 0.02, 0.15],
  scale: [0.5, 0.2, 0.012, 0.1],
  enterprise: [1, 0, 0, 0.07],
};
const REASONS = ['too_expensive', 'switched_to_competitor', 'missing_features', 'no_longer_needed', 'not_paid'];
/** Reason weights by tier (REASONS order); not_paid (card failures) only on monthly plans. */
const REASON_MIX: Record<Tier, number[]> = {
  starter: [34, 14, 12, 26, 14],
  growth: [24, 24, 20, 18, 14],
  scale: [20, 32, 30, 12, 6],
  enterprise: [22, 40, 28, 10, 0],
};
const COUNTRIES = ['US', 'GB', 'CA', 'DE', 'AU', 'FR', 'NL', 'SE', 'IN', 'BR', 'ES', 'IE', 'SG'];
const COUNTRY_W = [46, 11, 8, 8, 5, 4, 4, 3, 3, 2, 2, 2, 2];
const SOURCES = ['Organic', 'Paid Search', 'Referral', 'Partner'];
const SOURCE_W = [38, 27, 15, 12];
const SEASON = [1.15, 1.05, 1.1, 1, 0.95, 0.9, 0.8, 0.85, 1.1, 1.1, 1, 0.75];

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A timestamp's day moved by whole months (the day of month kept, or the month's last day). */
function addMonths(stamp: string, months: number): string {
  const y = Number(stamp.slice(0, 4));
  const m = Number(stamp.slice(5, 7)) - 1 + months;
  const ty = y + Math.floor(m / 12);
  const tm = (m % 12) + 1;
  const d = Math.min(Number(stamp.slice(8, 10)), daysInMonth(ty, tm));
  return `${ty}-${String(tm).padStart(2, '0')}-${String(d).padStart(2, '0')}${stamp.slice(10)}`;
}

interface Customer {
  id: string;
  company: string;
  email: string;
  country: string | null;
  leadSource: string | null;
  employees: number | null;
  employeesCell: string;
}

interface Lifecycle {
  status: SubStatus;
  activated: string | null;
  cancelled: string | null;
  reason: string | null;
  termEnd: string | null;
}

export function billingTable(): Table<BillingRow> {
  const rng = new Rng('billing');
  const usedIds = new Set<string>();
  const newId = (prefix: string): string => {
    for (;;) {
      let id = prefix;
      while (id.length < 16) id += ID_CHARS[rng.int(0, ID_CHARS.length - 1)];
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  const stampOf = (day: string): string =>
    `${day} ${String(rng.weighted([...Array(24).keys()], [1, 1, 1, 1, 1, 2, 3, 5, 8, 10, 10, 10, 9, 10, 10, 9, 8, 6, 4, 3, 2, 2, 1, 1])).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

  // Account owners: [name, first day, last day] (a rep who left keeps the accounts recorded under them).
  const reps: [string, string, string][] = [
    [`${FIRST_NAMES[41]} ${LAST_NAMES[38]}`, '2020-01-01', AS_OF],
    [`${FIRST_NAMES[9]} ${LAST_NAMES[46]}`, '2020-01-01', '2023-06-30'],
    [`${FIRST_NAMES[32]} ${LAST_NAMES[23]}`, '2021-03-01', AS_OF],
    [`${FIRST_NAMES[0]} ${LAST_NAMES[31]}`, '2022-01-10', AS_OF],
    [`${FIRST_NAMES[27]} ${LAST_NAMES[14]}`, '2023-02-06', AS_OF],
    [`${FIRST_NAMES[57]} ${LAST_NAMES[53]}`, '2024-04-01', AS_OF],
  ];
  const repWeight = [1.35, 1, 1.15, 1, 0.9, 0.8];
  const ownerOn = (day: string): string => {
    const open = reps.map((r, i) => (day >= r[1] && day <= r[2] ? repWeight[i]! : 0));
    return rng.weighted(reps, open)[0];
  };

  /** Seats by tier: log-normal around the tier's typical account. */
  const seatsOf = (tier: Tier): number => {
    if (tier === 'starter') return rng.weighted([1, 2, 3, 4, 5], [35, 25, 18, 12, 10]);
    if (tier === 'growth') return Math.min(40, Math.max(3, Math.round(rng.logNormal(8, 0.5))));
    if (tier === 'scale') return Math.min(200, Math.max(10, Math.round(rng.logNormal(24, 0.55))));
    return Math.min(700, Math.max(40, Math.round(rng.logNormal(85, 0.55))));
  };
  /** The unit price of a seat for one billing period. */
  const priceOf = (tier: Tier, interval: 'month' | 'year', day: string, seats: number): number => {
    const list = LIST[tier][day < PRICE_RISE ? 0 : 1];
    let discount = 0;
    if (tier === 'scale') discount = seats >= 80 ? rng.pick([0.1, 0.15, 0.2]) : seats >= 30 ? rng.pick([0, 0.05, 0.1]) : 0;
    if (tier === 'enterprise') discount = rng.int(0, 50) / 200;
    const perMonth = list * (1 - discount);
    return round2(interval === 'year' ? perMonth * (tier === 'enterprise' ? 12 : 10) : perMonth);
  };

  /** What became of a paid subscription activated at this timestamp, as of 2024-12-31. */
  const lifecycle = (tier: Tier, interval: 'month' | 'year', activated: string): Lifecycle => {
    const [, , monthlyChurn, annualChurn] = TIER_TERMS[tier];
    const p = interval === 'month' ? monthlyChurn : annualChurn;
    for (let k = 1; ; k++) {
      const end = addMonths(activated, interval === 'month' ? k : 12 * k);
      const cancels = rng.chance(p);
      const weights = REASON_MIX[tier].map((w, i) => (interval === 'year' && REASONS[i] === 'not_paid' ? 0 : w));
      if (end <= NOW) {
        if (cancels) return { status: 'cancelled', activated, cancelled: end, reason: rng.weighted(REASONS, weights), termEnd: null };
        continue;
      }
      // The running term: set to cancel at its end (non_renewing) when the customer has already told us.
      const told = cancels && (interval === 'month' ? rng.chance(0.7) : end <= '2025-06-30' && rng.chance(0.8));
      if (told) {
        const reason = rng.weighted(
          REASONS.filter((r) => r !== 'not_paid'),
          weights.slice(0, 4),
        );
        return { status: 'non_renewing', activated, cancelled: end, reason, termEnd: end };
      }
      return { status: 'active', activated, cancelled: null, reason: null, termEnd: end };
    }
  };

  interface Draft {
    customer: Customer;
    tier: Tier;
    interval: 'month' | 'year';
    created: string;
    trialEnd: string | null;
    life: Lifecycle;
    seats: number;
    unitPrice: number;
    owner: string | null;
  }
  const drafts: Draft[] = [];
  const subscribe = (customer: Customer, tier: Tier, created: string, trial: boolean, interval: 'month' | 'year'): Draft => {
    const day = created.slice(0, 10);
    const seats = seatsOf(tier);
    const unitPrice = priceOf(tier, interval, day, seats);
    const salesLed = tier === 'scale' || tier === 'enterprise' || (tier === 'growth' && rng.chance(0.25));
    const owner = salesLed ? ownerOn(day) : null;
    let trialEnd: string | null = null;
    let life: Lifecycle;
    if (trial) {
      trialEnd = `${addDays(day, tier === 'starter' ? 14 : 30)}${created.slice(10)}`;
      if (trialEnd > NOW) life = { status: 'in_trial', activated: null, cancelled: null, reason: null, termEnd: trialEnd };
      else if (rng.chance(0.68)) life = lifecycle(tier, interval, trialEnd);
      else life = { status: 'cancelled', activated: null, cancelled: trialEnd, reason: 'no_card', termEnd: null };
    } else life = lifecycle(tier, interval, created);
    const d: Draft = { customer, tier, interval, created, trialEnd, life, seats, unitPrice, owner };
    drafts.push(d);
    return d;
  };

  const N = 1000;
  const companies = uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, N);
  const signups = Array.from({ length: N }, () => drawDate(rng, [2020, 2021, 2022, 2023, 2024], [9, 14, 20, 26, 31], SEASON)).sort();
  signups.forEach((day, i) => {
    const year = Number(day.slice(0, 4));
    const tier = rng.weighted(TIERS, TIER_MIX[year]!);
    const [annualShare, trialShare] = TIER_TERMS[tier];
    const interval = rng.chance(annualShare) ? 'year' : 'month';
    const company = companies[i]!;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const salesLedSource = tier === 'scale' || tier === 'enterprise';
    const source = salesLedSource && rng.chance(0.4) ? 'Outbound' : rng.chance(0.08) ? null : rng.weighted(SOURCES, SOURCE_W);
    const placeholder = rng.chance(0.016) ? rng.pick(['n/a', 'n/a', '-']) : null;
    const typical = { starter: 8, growth: 35, scale: 160, enterprise: 900 }[tier];
    const employees = placeholder ? null : Math.max(2, Math.round(rng.logNormal(typical, 0.55)));
    const customer: Customer = {
      id: newId(rng.pick(['16', '169', 'Az', 'AzZ'])),
      company,
      email: `${first}.${last}@${company.replace(/ /g, '')}.com`.toLowerCase(),
      country: rng.chance(0.05) ? null : rng.weighted(COUNTRIES, COUNTRY_W),
      // Typed by hand in the CRM now and then.
      leadSource: source === 'Organic' && rng.chance(0.08) ? 'organic' : source,
      employees,
      employeesCell: placeholder ?? String(employees),
    };
    subscribe(customer, tier, stampOf(day), rng.chance(trialShare), interval);
  });
  // Win-backs: some customers who left by choice come back months later, on a new subscription.
  for (const d of [...drafts]) {
    const { life } = d;
    if (life.status !== 'cancelled' || life.activated === null || life.reason === 'not_paid' || !rng.chance(0.09)) continue;
    const back = addDays(life.cancelled!.slice(0, 10), rng.int(60, 420));
    if (back > '2024-12-20') continue;
    const tier = d.tier === 'starter' && rng.chance(0.4) ? 'growth' : d.tier;
    subscribe(d.customer, tier, stampOf(back), false, tier === 'enterprise' || rng.chance(0.35) ? 'year' : 'month');
  }
  drafts.sort((a, b) => a.created.localeCompare(b.created));

  const rows = drafts.map((d): BillingRow => {
    const { customer: c, life } = d;
    const paid = life.activated !== null;
    return {
      id: newId(rng.pick(['Az', 'AzZ', '16', '6o'])),
      customerId: c.id,
      company: c.company,
      email: c.email,
      planId: `${d.tier}-${d.interval === 'month' ? 'monthly' : 'annual'}`,
      tier: d.tier,
      interval: d.interval,
      seats: d.seats,
      unitPrice: d.unitPrice,
      mrr: paid ? round2((d.seats * d.unitPrice) / (d.interval === 'year' ? 12 : 1)) : 0,
      status: life.status,
      created: d.created,
      trialEnd: d.trialEnd,
      activated: life.activated,
      cancelled: life.cancelled,
      reason: life.reason,
      termEnd: life.termEnd,
      country: c.country,
      leadSource: c.leadSource,
      owner: d.owner,
      employees: c.employees,
      employeesCell: c.employeesCell,
    };
  });
  const headers = [
    'subscriptions.id',
    'subscriptions.customer_id',
    'customers.company',
    'customers.email',
    'subscriptions.plan_id',
    'subscriptions.plan_quantity',
    'subscriptions.plan_unit_price',
    'subscriptions.billing_period_unit',
    'subscriptions.mrr',
    'subscriptions.status',
    'subscriptions.created_at',
    'subscriptions.trial_end',
    'subscriptions.activated_at',
    'subscriptions.cancelled_at',
    'subscriptions.cancel_reason_code',
    'subscriptions.current_term_end',
    'customers.billing_address.country',
    'customers.cf_lead_source',
    'subscriptions.cf_account_owner',
    'customers.cf_employees',
  ];
  return table('billing', headers, rows, (r) => [
    r.id,
    r.customerId,
    r.company,
    r.email,
    r.planId,
    r.seats,
    money(r.unitPrice),
    r.interval,
    money(r.mrr),
    r.status,
    r.created,
    r.trialEnd,
    r.activated,
    r.cancelled,
    r.reason,
    r.termEnd,
    r.country,
    r.leadSource,
    r.owner,
    r.employeesCell,
  ]);
}
