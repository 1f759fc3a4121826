/**
 * Email campaigns (tune half): a specialty-coffee roaster's email marketing report, one row per
 * campaign send (2021-2024), as a reporting connector flattens an email platform's reports API (a
 * Mailchimp-style campaign report): top-level fields in snake_case, nested report objects as dotted
 * paths (`bounces.hard_bounces`, `opens.unique_opens`, `clicks.click_rate`, `ecommerce.total_revenue`).
 * Rates are written as the API returns them, as fractions with four decimals: `opens.open_rate` is
 * unique opens / delivered and `clicks.click_rate` unique clicks / delivered, where delivered is
 * `emails_sent` minus both kinds of bounces.
 *
 * Six audiences (lists), two of them much bigger than the rest (All Subscribers, Customers), all
 * growing; six campaign types kept as the campaign's folder (Newsletter, Promotion, Product Launch,
 * Onboarding, Re-engagement, Announcement), each with its own performance (onboarding opens best,
 * re-engagement worst, promotions sell most); more sends each year, a November-December peak and a
 * Black Friday / Cyber Monday burst each year; open rates jump from late September 2021 (Apple Mail
 * Privacy Protection); a monthly plain-text wholesale update with hardly any clicks.
 *
 * Dirty on purpose: `settings.folder_name` holds "promotion" beside "Promotion" and "Re-Engagement"
 * beside "Re-engagement"; `abuse_reports` holds "n/a" and "-" where the platform had no complaint
 * feedback; `ecommerce.total_orders` and `ecommerce.total_revenue` are empty where revenue was not
 * tracked (before the store was connected on 2021-03-15, on the Wholesale Partners list, and on a few
 * sends whose attribution sync failed); `created_by.full_name` is empty on sends created through the API.
 */
import { FIRST_NAMES, LAST_NAMES } from '../names.js';
import { addDays, daysBetween, daysInMonth, money, Rng, round2 } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export type CampaignType = 'Newsletter' | 'Promotion' | 'Product Launch' | 'Onboarding' | 'Re-engagement' | 'Announcement';
export type ListName = 'All Subscribers' | 'Customers' | 'VIP Club' | 'New Signups' | 'Lapsed Buyers' | 'Wholesale Partners';

export interface EmailsRow {
  /** The platform's campaign id: ten lower-case hex characters. */
  id: string;
  /** The campaign's internal name (unique). */
  title: string;
  subject: string;
  list: ListName;
  /** The folder as written: a few cells in another case ("promotion", "Re-Engagement"). */
  folder: string;
  /** The campaign type, one spelling per value. */
  type: CampaignType;
  /** Null on sends created through the API. */
  owner: string | null;
  /** The send time as the API writes it: "2024-11-29T14:00:00+00:00" (UTC). */
  sendTime: string;
  /** The send day, by which a campaign is dated. */
  date: string;
  sent: number;
  hardBounces: number;
  softBounces: number;
  /** Not a column: sent minus both bounces. */
  delivered: number;
  opensTotal: number;
  uniqueOpens: number;
  /** Unique opens / delivered, a fraction with four decimals, as written. */
  openRate: number;
  clicksTotal: number;
  uniqueClicks: number;
  /** Unique clicks / delivered, a fraction with four decimals, as written. */
  clickRate: number;
  unsubscribed: number;
  /** Null where the cell says "n/a" or "-". */
  complaints: number | null;
  /** The cell as written: the count, "n/a" or "-". */
  complaintsCell: string;
  /** Null where revenue is not tracked. */
  orders: number | null;
  /** USD with cents; null where revenue is not tracked. */
  revenue: number | null;
}

export const emailsHeaderStyle =
  'email platform reports API flattened by a connector: snake_case fields, nested objects as dotted paths (campaign_title, settings.folder_name, opens.unique_opens, clicks.click_rate, ecommerce.total_revenue)';
/** Campaign ids identify records; the creators are people. */
export const emailsIdentifying = (rows: EmailsRow[]): (string | null)[] => rows.flatMap((r) => [r.id, r.owner]);

export const emailsModule: ModuleDef = { name: 'Email campaigns', project: 'Marketing', synonyms: ['email reports'] };

export const BLACK_FRIDAY: Record<number, string> = { 2021: '2021-11-26', 2022: '2022-11-25', 2023: '2023-11-24', 2024: '2024-11-29' };
const START = '2021-01-01';
const STORE_CONNECTED = '2021-03-15';
const MPP = '2021-09-20';

/** Per list: size on 2021-01-01 and on 2024-12-31, hard and soft bounce rates, open-rate factor. */
const LISTS: Record<ListName, [number, number, number, number, number]> = {
  'All Subscribers': [41200, 128500, 0.0028, 0.0045, 0.95],
  Customers: [12800, 59400, 0.0016, 0.0032, 1.1],
  'VIP Club': [860, 3650, 0.0008, 0.0021, 1.45],
  'New Signups': [1900, 6800, 0.0062, 0.0055, 1],
  'Lapsed Buyers': [5400, 23800, 0.0135, 0.0105, 0.85],
  'Wholesale Partners': [140, 415, 0.0025, 0.004, 1.5],
};

/** Per type: unique open rate (before MPP), click-to-open rate, unsubscribe rate, complaint rate, orders per unique click, order value. */
const TYPES: Record<CampaignType, [number, number, number, number, number, number]> = {
  Newsletter: [0.235, 0.118, 0.0016, 0.00012, 0.028, 41.5],
  Promotion: [0.188, 0.162, 0.0024, 0.00021, 0.071, 48.9],
  'Product Launch': [0.262, 0.181, 0.0013, 0.00009, 0.052, 57.3],
  Onboarding: [0.452, 0.214, 0.0031, 0.00015, 0.044, 36.8],
  'Re-engagement': [0.108, 0.086, 0.0068, 0.00082, 0.035, 39.4],
  Announcement: [0.296, 0.074, 0.0011, 0.00008, 0.012, 44.2],
};

const PROMO_THEMES: Record<number, string[]> = {
  1: ['New Year Restock Sale', 'January Bundle Deal'],
  2: ["Valentine's Coffee for Two", 'Winter Warmers Sale'],
  3: ['Spring Roast Sale', 'Free Shipping Weekend'],
  4: ['Earth Day Sale', 'Cold Brew Season Kickoff'],
  5: ["Mother's Day Gift Sets", 'Memorial Day Sale'],
  6: ["Father's Day Gift Sets", 'Summer Cold Brew Sale'],
  7: ['Fourth of July Sale', 'Mid-Summer Flash Sale'],
  8: ['Back to School Bundles', 'Espresso Gear Sale'],
  9: ['Labor Day Sale', 'Fall Roast Preview Sale'],
  10: ['Pumpkin Spice Bundle', 'National Coffee Day Deal'],
  11: ['Early Holiday Deals', 'Singles Day Flash Sale'],
  12: ['Holiday Gift Guide', 'Last Shipping Day', 'Stocking Stuffers Sale'],
};
const LAUNCHES = [
  'Ethiopia Guji Natural',
  'Colombia Huila Decaf',
  'Kenya Nyeri AA',
  'Holiday Blend',
  'Cold Brew Concentrate',
  'Ceramic Pour-Over Kit',
  'Guatemala Antigua',
  'Espresso Roast No. 5',
  'Burr Grinder Pro',
  'Single-Origin Sampler',
  'Oat Milk Latte Kit',
  'Sumatra Mandheling',
];
const SUBJECTS: Record<CampaignType, string[]> = {
  Newsletter: [
    'Roast Notes: what we are brewing this week',
    'This week at the roastery',
    'Brew tips, new beans and a farm visit',
    'Your weekly cup, served',
    'Three recipes for the weekend',
  ],
  Promotion: ['{theme}: up to 25% off', 'Ends tonight: {theme}', '{theme} starts now', 'Your code inside, {theme}', 'Free shipping, this weekend only'],
  'Product Launch': ['Just landed: {theme}', 'Meet {theme}', 'New on the shelf: {theme}', 'First taste of {theme}'],
  Onboarding: ['Welcome to the roastery', 'How to brew your first bag', 'Your 10% welcome code', 'Find your roast in 60 seconds'],
  'Re-engagement': ['We miss you, here is 20% off', 'Still brewing with us?', 'Come back for a free bag', 'Is this goodbye?'],
  Announcement: ['Holiday shipping cut-offs', 'Our new roastery is open', 'Price update, and why', 'Wholesale price list', 'Changes to your subscription'],
};

const hex = (rng: Rng, n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const round4 = (x: number): number => Math.round(x * 10000) / 10000;

/** A Poisson draw (Knuth) for small means, a normal approximation above. */
function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(rng.normal(mean, Math.sqrt(mean))));
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rng.next();
  } while (p > l);
  return k - 1;
}

interface Draft {
  date: string;
  type: CampaignType;
  list: ListName;
  title: string;
  theme: string;
  /** The share of the list sent to (a segment). */
  segment: number;
  /** Black Friday / Cyber Monday burst. */
  burst: boolean;
}

/** The creators' first and last day of sending (their names are drawn from names.ts). */
const OWNER_TENURES: [string, string][] = [
  ['2021-01-01', '2024-12-31'],
  ['2021-01-01', '2022-08-19'],
  ['2021-05-10', '2023-10-27'],
  ['2022-06-13', '2024-12-31'],
  ['2023-02-06', '2024-12-31'],
  ['2024-03-04', '2024-12-31'],
];

function drafts(rng: Rng): Draft[] {
  const out: Draft[] = [];
  const add = (date: string, type: CampaignType, list: ListName, title: string, theme = '', segment = 1, burst = false) =>
    out.push({ date, type, list, title, theme, segment, burst });
  // Weekly newsletter to everyone, on Thursdays (a week skipped now and then).
  let issue = 1;
  for (let d = '2021-01-07'; d <= '2024-12-31'; d = addDays(d, 7)) {
    if (rng.chance(0.09)) continue;
    add(d, 'Newsletter', 'All Subscribers', `Roast Notes #${issue++}`);
  }
  const years = [2021, 2022, 2023, 2024];
  for (const y of years) {
    for (let m = 1; m <= 12; m++) {
      const ym = `${y}-${String(m).padStart(2, '0')}`;
      const day = (d: number) => `${ym}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, '0')}`;
      const mon = `${MONTH_ABBR[m - 1]} ${y}`;
      // A monthly digest for customers, from 2023.
      if (y >= 2023) add(day(rng.int(2, 6)), 'Newsletter', 'Customers', `Customer Digest - ${mon}`);
      // Promotions: more each year, more in summer and at the holidays.
      const perMonth = { 2021: 3.2, 2022: 4, 2023: 4.8, 2024: 5.6 }[y]! * [0.9, 0.8, 1, 0.9, 1, 1, 1.3, 0.9, 1, 0.9, 2.1, 2.2][m - 1]!;
      const n = Math.round(perMonth * rng.between(0.75, 1.25));
      for (let i = 0; i < n; i++) {
        const theme = rng.pick(PROMO_THEMES[m]!);
        const list = rng.weighted<ListName>(['Customers', 'All Subscribers', 'VIP Club'], [45, 36, 19]);
        const segment = list === 'All Subscribers' && rng.chance(0.3) ? rng.between(0.3, 0.7) : 1;
        add(day(rng.int(1, 28)), 'Promotion', list, `${theme} ${y} - ${list}`, theme, segment);
      }
      // Onboarding batches to new signups, twice a month.
      add(day(rng.int(1, 4)), 'Onboarding', 'New Signups', `Welcome Batch - ${mon} (1/2)`);
      add(day(rng.int(15, 18)), 'Onboarding', 'New Signups', `Welcome Batch - ${mon} (2/2)`);
      // Win-back, monthly from June 2021.
      if (ym >= '2021-06') add(day(rng.int(8, 22)), 'Re-engagement', 'Lapsed Buyers', `Win-back - ${mon}`, '', rng.between(0.35, 0.8));
      // A plain-text update to wholesale partners, monthly from 2022; a price list each quarter.
      if (y >= 2022) add(day(rng.int(3, 12)), 'Announcement', 'Wholesale Partners', `Wholesale Update - ${mon}`);
      if (m % 3 === 1) add(day(rng.int(1, 5)), 'Announcement', 'Wholesale Partners', `Wholesale Price List Q${(m + 2) / 3} ${y}`);
    }
    // Launches, to everyone or to customers and the VIP club first.
    for (const launch of rng.sample(LAUNCHES, { 2021: 6, 2022: 7, 2023: 8, 2024: 9 }[y]!)) {
      const d = `${y}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      add(d, 'Product Launch', 'VIP Club', `Launch: ${launch} ${y} - VIP Club`, launch);
      add(addDays(d, 2), 'Product Launch', rng.chance(0.5) ? 'All Subscribers' : 'Customers', `Launch: ${launch} ${y}`, launch);
    }
    // Announcements to everyone.
    for (let i = 0; i < 3 + (y - 2021); i++) {
      const d = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      add(d, 'Announcement', rng.chance(0.6) ? 'All Subscribers' : 'Customers', `Announcement ${d.slice(0, 7)} #${i + 1}`);
    }
    // Black Friday and Cyber Monday.
    const bf = BLACK_FRIDAY[y]!;
    add(addDays(bf, -2), 'Promotion', 'VIP Club', `Black Friday ${y} - Early Access (VIP Club)`, 'Black Friday', 1, true);
    add(bf, 'Promotion', 'Customers', `Black Friday ${y} - Customers`, 'Black Friday', 1, true);
    add(bf, 'Promotion', 'All Subscribers', `Black Friday ${y} - All Subscribers`, 'Black Friday', 1, true);
    add(addDays(bf, 2), 'Promotion', 'Customers', `Black Friday ${y} - Last Chance`, 'Black Friday', 1, true);
    add(addDays(bf, 3), 'Promotion', 'Customers', `Cyber Monday ${y} - Customers`, 'Cyber Monday', 1, true);
    add(addDays(bf, 3), 'Promotion', 'All Subscribers', `Cyber Monday ${y} - All Subscribers`, 'Cyber Monday', 1, true);
  }
  // Internal names are unique: a repeated one gets a suffix.
  const seen = new Map<string, number>();
  for (const d of out) {
    const n = (seen.get(d.title) ?? 0) + 1;
    seen.set(d.title, n);
    if (n > 1) d.title = `${d.title} (${n})`;
  }
  return out.filter((d) => d.date >= START && d.date <= '2024-12-31');
}

export function emailsTable(): Table<EmailsRow> {
  const rng = new Rng('emails');
  const owners = OWNER_TENURES.map(([from, to], i) => ({
    name: `${FIRST_NAMES[(i * 17 + 5) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 23 + 11) % LAST_NAMES.length]}`,
    from,
    to,
    weight: [5, 3, 3, 4, 3, 2][i]!,
  }));
  const all = drafts(rng);
  const hours = ['09', '10', '11', '13', '14', '16', '18', '19'];
  const timed = all.map((d) => ({
    d,
    time: `${d.date}T${d.burst ? rng.pick(['06', '07', '08']) : rng.pick(hours)}:${rng.pick(['00', '15', '30', '45'])}:00+00:00`,
  }));
  timed.sort((a, b) => a.time.localeCompare(b.time) || a.d.title.localeCompare(b.d.title));
  const ids = new Set<string>();
  const rows = timed.map(({ d, time }): EmailsRow => {
    let id: string;
    // Never all digits, nor digits around an "e" (a number to a reader): at least one letter a-d or f.
    do id = hex(rng, 10);
    while (ids.has(id) || !/[a-df]/.test(id));
    ids.add(id);
    const [size0, size1, hard, soft, openFactor] = LISTS[d.list];
    const [open, ctor, unsub, complaint, conv, aov] = TYPES[d.type];
    const t = daysBetween(START, d.date) / 1461;
    const size = size0 * (size1 / size0) ** t * rng.between(0.985, 1.015);
    const sent = Math.max(20, Math.round(size * d.segment));
    const hardBounces = poisson(rng, sent * hard * rng.logNormal(1, 0.3));
    const softBounces = poisson(rng, sent * soft * rng.logNormal(1, 0.35));
    const delivered = sent - hardBounces - softBounces;
    const mpp = d.date >= MPP ? 1.32 : 1;
    const rate = Math.min(0.82, open * openFactor * mpp * (d.burst ? 1.15 : 1) * rng.logNormal(1, 0.12));
    const uniqueOpens = Math.round(delivered * rate);
    const opensTotal = Math.round(uniqueOpens * rng.between(1.35, 2.1));
    const plain = d.title.startsWith('Wholesale Update');
    const uniqueClicks = poisson(rng, uniqueOpens * (plain ? 0.008 : ctor) * (d.burst ? 1.3 : 1) * rng.logNormal(1, 0.18));
    const clicksTotal = uniqueClicks === 0 ? 0 : uniqueClicks + poisson(rng, uniqueClicks * rng.between(0.2, 0.8));
    const unsubscribed = poisson(rng, delivered * unsub * rng.logNormal(1, 0.25));
    const placeholder = rng.chance(0.02) ? 'n/a' : rng.chance(0.012) ? '-' : null;
    const complaints = placeholder ? null : poisson(rng, delivered * complaint * rng.logNormal(1, 0.3));
    const tracked = d.date >= STORE_CONNECTED && d.list !== 'Wholesale Partners' && !rng.chance(0.015);
    const orders = tracked ? poisson(rng, uniqueClicks * conv * (d.burst ? 1.9 : 1) * (d.list === 'VIP Club' ? 1.4 : 1) * rng.logNormal(1, 0.15)) : null;
    const value = aov * (d.list === 'VIP Club' ? 1.3 : 1) * (d.burst ? 0.92 : 1) * (1 + 0.035 * t);
    const revenue = orders === null ? null : orders === 0 ? 0 : round2(orders * rng.logNormal(value, 0.12));
    const active = owners.filter((o) => o.from <= d.date && d.date <= o.to);
    const owner = rng.chance(0.035)
      ? null
      : rng.weighted(
          active,
          active.map((o) => o.weight),
        ).name;
    const folder = d.type === 'Promotion' && rng.chance(0.06) ? 'promotion' : d.type === 'Re-engagement' && rng.chance(0.2) ? 'Re-Engagement' : d.type;
    const subject = rng.pick(SUBJECTS[d.type]).replace('{theme}', d.theme);
    return {
      id,
      title: d.title,
      subject,
      list: d.list,
      folder,
      type: d.type,
      owner,
      sendTime: time,
      date: d.date,
      sent,
      hardBounces,
      softBounces,
      delivered,
      opensTotal,
      uniqueOpens,
      openRate: round4(uniqueOpens / delivered),
      clicksTotal,
      uniqueClicks,
      clickRate: round4(uniqueClicks / delivered),
      unsubscribed,
      complaints,
      complaintsCell: placeholder ?? String(complaints),
      orders,
      revenue,
    };
  });
  const headers = [
    'id',
    'campaign_title',
    'subject_line',
    'list_name',
    'settings.folder_name',
    'created_by.full_name',
    'send_time',
    'emails_sent',
    'bounces.hard_bounces',
    'bounces.soft_bounces',
    'opens.opens_total',
    'opens.unique_opens',
    'opens.open_rate',
    'clicks.clicks_total',
    'clicks.unique_subscriber_clicks',
    'clicks.click_rate',
    'unsubscribed',
    'abuse_reports',
    'ecommerce.total_orders',
    'ecommerce.total_revenue',
  ];
  return table('emails', headers, rows, (r) => [
    r.id,
    r.title,
    r.subject,
    r.list,
    r.folder,
    r.owner,
    r.sendTime,
    r.sent,
    r.hardBounces,
    r.softBounces,
    r.opensTotal,
    r.uniqueOpens,
    r.openRate.toFixed(4),
    r.clicksTotal,
    r.uniqueClicks,
    r.clickRate.toFixed(4),
    r.unsubscribed,
    r.complaintsCell,
    r.orders,
    r.revenue === null ? null : money(r.revenue),
  ]);
}
