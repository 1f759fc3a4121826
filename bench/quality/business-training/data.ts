/**
 * The business TRAINING set's twelve tables, generated deterministically (../business/random.ts: one
 * seeded stream per table, no Math.random): each as the CSV text a customer would upload AND as typed
 * raw rows, from which questions.ts computes every expected answer. The CSV is written from the typed
 * rows, so the two never disagree.
 *
 * The domains are NOT those of the evaluation business set (bench/quality/business: orders,
 * subscriptions, tickets, employees, inventory, web analytics, campaigns, invoices): hotel bookings,
 * logistics shipments, restaurant checks, insurance claims, product usage events, weekly store sales,
 * energy meter readings, leave requests, a rental fleet, e-commerce returns, call-centre calls and
 * consultants' timesheets.
 *
 * The shapes are those of real exports: a few big customers and a long tail (Zipf weights), volumes
 * that grow from year to year with seasonality, amounts with cents, empty cells (a null), timestamps,
 * and a few dirty cells on purpose:
 * - mixed case in one dimension of three tables: bookings' channel ("direct" beside "Direct"),
 *   calls' QUEUE ("billing"), fleet's Class ("suv");
 * - placeholders in a measure: meters' "Peak Demand (kW)" holds "n/a" and "-" (a null here);
 * - a header style of its own per table (HEADER_STYLE).
 * Every table's latest date is in December of its last year (2024 for most; 2023 for the meters,
 * 2025 for usage and returns): "last year", "last quarter" and "last month" are read from it (see
 * questions.ts).
 */
import { COMPANY_FIRST, COMPANY_SECOND, FIRST_NAMES, LAST_NAMES } from '../business/names.js';
import { addDays, type Cell, daysBetween, daysInMonth, drawDate, eachDay, money, Rng, round2, toCsv, uniqueNames, zipf } from '../business/random.js';

export const TABLE_KEYS = [
  'bookings',
  'shipments',
  'checks',
  'claims',
  'usage',
  'stores',
  'meters',
  'leave',
  'fleet',
  'returns',
  'calls',
  'timesheets',
] as const;
export type TableKey = (typeof TABLE_KEYS)[number];

/** How each table writes its headers. */
export const HEADER_STYLE: Record<TableKey, string> = {
  bookings: 'snake_case with an abbreviation (booking_ref, room_type, adr)',
  shipments: 'PascalCase with a unit glued on (ShipmentNo, WeightKg, OnTime)',
  checks: 'camelCase with Amt abbreviations (checkId, foodAmt, tipAmt)',
  claims: 'Title Case With Spaces and units (Claim No, Claimed Amount (USD))',
  usage: 'lower case dotted (event.id, duration.sec)',
  stores: 'ALL CAPS with abbreviations (WEEK_ENDING, TXN_CNT, STAFF_HRS, CONV_PCT)',
  meters: 'Title Case with units (Consumption (kWh), Peak Demand (kW), Emissions (kg CO2e))',
  leave: 'Sentence case with abbreviations (Req no, Dept, No. of days)',
  fleet: 'Title Case with units and a % (Odometer (km), Daily Rate (USD), Util %)',
  returns: 'lower case with spaces and abbreviations (rma no, qty, refund amt)',
  calls: 'ALL CAPS with spaces and units (CALL ID, WAIT (SEC), TALK (MIN))',
  timesheets: 'Title_Case_With_Underscores (Entry_No, Work_Date, Rate_USD)',
};

export interface Table<R> {
  key: TableKey;
  /** The uploaded file's name. */
  file: string;
  headers: string[];
  rows: R[];
  csv: string;
  /** The latest day of the date that dates the rows (the anchor of "last year" and "last month"). */
  latest: string;
}

function table<R>(key: TableKey, file: string, headers: string[], rows: R[], date: (r: R) => string, cells: (r: R) => Cell[]): Table<R> {
  const latest = rows.map((r) => date(r).slice(0, 10)).reduce((a, b) => (b > a ? b : a));
  return { key, file, headers, rows, csv: toCsv(headers, rows.map(cells)), latest };
}

// ---- shared helpers -------------------------------------------------------------------------------

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();
const monthNo = (iso: string): number => Number(iso.slice(5, 7));
/** A number or null as a cell, written with two decimals (money) or as it is. */
const m2 = (x: number | null): Cell => (x === null ? null : money(x));

/** Draws days between two dates, each as likely as its weight (cumulative weights, binary search). */
function dayPicker(from: string, to: string, weight: (iso: string) => number): (rng: Rng) => string {
  const days = eachDay(from, to);
  const cum: number[] = [];
  let total = 0;
  for (const d of days) cum.push((total += weight(d)));
  return (rng) => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return days[lo]!;
  };
}

/** A time of day "HH:MM" (or "HH:MM:SS") drawn by hour weight (24 weights). */
function timeOfDay(rng: Rng, hourWeights: readonly number[], seconds = false): string {
  const h = rng.weighted(
    Array.from({ length: 24 }, (_, i) => i),
    hourWeights,
  );
  const t = `${pad(h, 2)}:${pad(rng.int(0, 59), 2)}`;
  return seconds ? `${t}:${pad(rng.int(0, 59), 2)}` : t;
}

/** Rewrites n cells holding `from` as `to` (the dirty spellings of a real export), picked at random. */
function respell<R>(rng: Rng, rows: R[], get: (r: R) => string | null, set: (r: R, v: string) => void, from: string, to: string, n: number): void {
  const idx = rows.flatMap((r, i) => (get(r) === from ? [i] : []));
  for (const i of rng.sample(idx, n)) set(rows[i]!, to);
}

const people = (rng: Rng, n: number): string[] => uniqueNames(rng, FIRST_NAMES, LAST_NAMES, n);
const companies = (rng: Rng, n: number): string[] => uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, n);

// ---- hotel bookings (events: one row per booking) -------------------------------------------------

export interface Booking {
  ref: string;
  hotel: string;
  roomType: string;
  channel: string | null;
  bookedOn: string;
  checkIn: string;
  nights: number;
  guests: number;
  /** Average daily rate (the nightly price), USD. */
  adr: number;
  total: number;
  status: string;
  country: string | null;
}

const HOTELS = [
  { name: 'Harbour Light Hotel', base: 142, w: 0.24, peak: [6, 7, 8] },
  { name: 'Alpine Crest Lodge', base: 188, w: 0.19, peak: [1, 2, 12] },
  { name: 'Cedar Point Inn', base: 96, w: 0.18, peak: [7, 8] },
  { name: 'Marlowe City Suites', base: 165, w: 0.16, peak: [5, 9, 10] },
  { name: 'Saltmarsh Resort', base: 214, w: 0.13, peak: [6, 7, 8] },
  { name: 'Old Quarry House', base: 121, w: 0.1, peak: [10, 12] },
];
const ROOMS: [string, number, number][] = [
  ['Standard', 1, 0.46],
  ['Superior', 1.22, 0.24],
  ['Deluxe', 1.48, 0.16],
  ['Suite', 2.3, 0.08],
  ['Family', 1.7, 0.06],
];
const GUEST_COUNTRIES = ['United Kingdom', 'Germany', 'France', 'United States', 'Netherlands', 'Spain', 'Italy', 'Switzerland', 'Ireland', 'Canada'];

function booking(rng: Rng): Omit<Booking, 'ref'> {
  const h = rng.weighted(
    HOTELS,
    HOTELS.map((x) => x.w),
  );
  const months = Array.from({ length: 12 }, (_, i) => (h.peak.includes(i + 1) ? 1.9 : i === 10 ? 0.6 : 1));
  const checkIn = drawDate(rng, [2022, 2023, 2024], [0.27, 0.33, 0.4], months);
  const [roomType, mult] = rng.weighted(
    ROOMS,
    ROOMS.map((r) => r[2]),
  );
  const year = { 2022: 1, 2023: 1.06, 2024: 1.11 }[Number(checkIn.slice(0, 4)) as 2022 | 2023 | 2024];
  const adr = round2(h.base * mult * year * (h.peak.includes(monthNo(checkIn)) ? 1.18 : 1) * rng.between(0.86, 1.14));
  const nights = rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 10, 14], [0.2, 0.25, 0.18, 0.1, 0.08, 0.05, 0.08, 0.02, 0.02, 0.02]);
  const guests = roomType === 'Family' ? rng.int(3, 5) : roomType === 'Suite' ? rng.int(1, 3) : rng.weighted([1, 2], [0.35, 0.65]);
  return {
    hotel: h.name,
    roomType,
    channel: rng.chance(0.012) ? null : rng.weighted(['Direct', 'OTA', 'Travel Agent', 'Corporate', 'Wholesale'], [0.3, 0.38, 0.12, 0.13, 0.07]),
    bookedOn: addDays(checkIn, -Math.min(330, Math.round(rng.logNormal(28, 0.9)))),
    checkIn,
    nights,
    guests,
    adr,
    total: round2(adr * nights),
    status: rng.weighted(['Completed', 'Cancelled', 'No-show'], [0.81, 0.15, 0.04]),
    country: rng.chance(0.03) ? null : rng.weighted(GUEST_COUNTRIES, zipf(GUEST_COUNTRIES.length, 0.8)),
  };
}

export function bookings(): Table<Booking> {
  const rng = new Rng('business-training:bookings');
  const drawn = Array.from({ length: 2600 }, () => booking(rng)).sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.bookedOn.localeCompare(b.bookedOn));
  const rows: Booking[] = drawn.map((b, i) => ({ ref: `BK${100001 + i}`, ...b }));
  respell(
    rng,
    rows,
    (r) => r.channel,
    (r, v) => (r.channel = v),
    'Direct',
    'direct',
    19,
  );
  const headers = [
    'booking_ref',
    'hotel',
    'room_type',
    'channel',
    'booked_on',
    'check_in',
    'nights',
    'guests',
    'adr',
    'total_amount',
    'status',
    'guest_country',
  ];
  return table(
    'bookings',
    'hotel_bookings_export.csv',
    headers,
    rows,
    (r) => r.checkIn,
    (r) => [r.ref, r.hotel, r.roomType, r.channel, r.bookedOn, r.checkIn, r.nights, r.guests, money(r.adr), money(r.total), r.status, r.country],
  );
}

// ---- logistics shipments (events: one row per shipment) -------------------------------------------

export interface Shipment {
  no: string;
  shipDate: string;
  carrier: string;
  originHub: string;
  destRegion: string;
  service: string;
  pieces: number;
  weightKg: number;
  freightCost: number;
  deliveredDate: string | null;
  transitDays: number | null;
  onTime: string | null;
  status: string;
}

const CARRIERS = [
  { name: 'Northway Freight', w: 0.3, cost: 1, slow: 0.6 },
  { name: 'BlueLine Express', w: 0.24, cost: 1.14, slow: 0.2 },
  { name: 'Trans-Valley Cargo', w: 0.19, cost: 0.92, slow: 1.1 },
  { name: 'Swiftpath', w: 0.15, cost: 1.05, slow: 0.4 },
  { name: 'Kestrel Logistics', w: 0.12, cost: 0.88, slow: 1.5 },
];
const SERVICES = [
  { name: 'Express', w: 0.2, days: 2, cost: 2.1 },
  { name: 'Standard', w: 0.55, days: 4, cost: 1 },
  { name: 'Economy', w: 0.25, days: 7, cost: 0.74 },
];
const SHIPMENTS_END = '2024-12-31';

function shipment(rng: Rng): Omit<Shipment, 'no'> {
  const shipDate = drawDate(rng, [2023, 2024], [0.44, 0.56], [0.8, 0.8, 0.9, 0.9, 0.95, 0.95, 0.85, 0.9, 1, 1.1, 1.35, 1.2]);
  const carrier = rng.weighted(
    CARRIERS,
    CARRIERS.map((c) => c.w),
  );
  const service = rng.weighted(
    SERVICES,
    SERVICES.map((s) => s.w),
  );
  const pieces = rng.weighted([1, 2, 3, 4, 6, 8, 12], [0.42, 0.22, 0.13, 0.1, 0.07, 0.04, 0.02]);
  const weightKg = round2(pieces * rng.logNormal(11, 0.7));
  const year = shipDate.startsWith('2024') ? 1.05 : 1;
  const freightCost = round2((18 + 0.9 * weightKg) * service.cost * carrier.cost * year * rng.between(0.95, 1.05));
  const transit = Math.max(1, Math.round(service.days + rng.normal(0, 0.8) + carrier.slow * rng.next() * 2 + (monthNo(shipDate) === 12 ? 1 : 0)));
  const fate = rng.weighted(['ok', 'Returned', 'Lost'], [0.982, 0.014, 0.004]);
  const arrives = addDays(shipDate, transit);
  const base = { shipDate, carrier: carrier.name, originHub: '', destRegion: '', service: service.name, pieces, weightKg, freightCost };
  base.originHub = rng.weighted(['Rotterdam', 'Leipzig', 'Lyon', 'Milan'], [0.35, 0.27, 0.22, 0.16]);
  base.destRegion = rng.weighted(['North', 'South', 'East', 'West', 'Central'], [0.24, 0.22, 0.18, 0.2, 0.16]);
  if (fate !== 'ok') return { ...base, deliveredDate: null, transitDays: null, onTime: null, status: fate };
  if (arrives > SHIPMENTS_END) return { ...base, deliveredDate: null, transitDays: null, onTime: null, status: 'In Transit' };
  return { ...base, deliveredDate: arrives, transitDays: transit, onTime: transit <= service.days + 1 ? 'Yes' : 'No', status: 'Delivered' };
}

export function shipments(): Table<Shipment> {
  const rng = new Rng('business-training:shipments');
  const drawn = Array.from({ length: 2800 }, () => shipment(rng)).sort((a, b) => a.shipDate.localeCompare(b.shipDate));
  const rows: Shipment[] = drawn.map((s, i) => ({ no: `SHP-${s.shipDate.slice(2, 4)}${pad(i + 1, 5)}`, ...s }));
  const headers = [
    'ShipmentNo',
    'ShipDate',
    'Carrier',
    'OriginHub',
    'DestRegion',
    'ServiceLevel',
    'Pieces',
    'WeightKg',
    'FreightCost',
    'DeliveredDate',
    'TransitDays',
    'OnTime',
    'Status',
  ];
  return table(
    'shipments',
    'Shipments_2023_2024.csv',
    headers,
    rows,
    (r) => r.shipDate,
    (r) => [
      r.no,
      r.shipDate,
      r.carrier,
      r.originHub,
      r.destRegion,
      r.service,
      r.pieces,
      money(r.weightKg),
      money(r.freightCost),
      r.deliveredDate,
      r.transitDays,
      r.onTime,
      r.status,
    ],
  );
}

// ---- restaurant checks, POS (events: one row per check, timestamped) ------------------------------

export interface Check {
  id: string;
  openedAt: string;
  location: string;
  server: string | null;
  orderType: string;
  covers: number;
  food: number;
  drink: number;
  discount: number;
  tip: number | null;
  total: number;
  payment: string;
}

const LOCATIONS = ['Riverside', 'Old Town', 'Market Street', 'Airport Terminal'];
const LUNCH_DINNER = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5, 3, 2.5, 1, 0.4, 0.4, 1.2, 2.6, 3.2, 2.6, 1.4, 0.5, 0];
const AIRPORT_HOURS = [0, 0, 0, 0, 0, 0.5, 1.2, 1.5, 1.2, 1, 1, 1.2, 1.6, 1.5, 1.1, 1, 1.1, 1.3, 1.5, 1.4, 1.1, 0.8, 0.3, 0];

function check(rng: Rng, day: () => string, servers: Map<string, string[]>): Omit<Check, 'id'> {
  const location = rng.weighted(LOCATIONS, [0.32, 0.28, 0.24, 0.16]);
  const date = day();
  const openedAt = `${date} ${timeOfDay(rng, location === 'Airport Terminal' ? AIRPORT_HOURS : LUNCH_DINNER)}`;
  const orderType =
    location === 'Airport Terminal'
      ? rng.weighted(['Dine-in', 'Takeaway'], [0.55, 0.45])
      : rng.weighted(['Dine-in', 'Takeaway', 'Delivery'], [0.62, 0.2, 0.18]);
  const covers = orderType === 'Dine-in' ? rng.weighted([1, 2, 3, 4, 5, 6, 8], [0.15, 0.4, 0.14, 0.18, 0.06, 0.05, 0.02]) : 1;
  const priceYear = date.startsWith('2024') ? 1.06 : 1;
  let food = 0;
  let drink = 0;
  for (let i = 0; i < covers; i++) {
    food += rng.logNormal(orderType === 'Dine-in' ? 24 : 17, 0.3) * priceYear;
    if (orderType !== 'Delivery' && rng.chance(orderType === 'Dine-in' ? 0.8 : 0.35))
      drink += rng.logNormal(orderType === 'Dine-in' ? 9.5 : 4, 0.4) * priceYear;
  }
  food = round2(food);
  drink = round2(drink);
  const discount = rng.chance(0.08) ? round2(food * rng.pick([0.1, 0.15, 0.2])) : 0;
  const total = round2(food + drink - discount);
  const payment = orderType === 'Delivery' ? 'Online' : rng.weighted(['Card', 'Cash', 'Mobile'], [0.68, 0.13, 0.19]);
  const tip = orderType !== 'Dine-in' || (payment === 'Cash' && rng.chance(0.7)) ? null : round2(total * rng.pick([0, 0.08, 0.1, 0.12, 0.15, 0.18]));
  const server = orderType === 'Delivery' ? null : rng.pick(servers.get(location)!);
  return { openedAt, location, server, orderType, covers, food, drink, discount, tip, total, payment };
}

export function checks(): Table<Check> {
  const rng = new Rng('business-training:checks');
  const names = people(rng, 14);
  const servers = new Map(LOCATIONS.map((l, i) => [l, names.slice([0, 4, 8, 11][i], [4, 8, 11, 14][i])]));
  const weekdayLoad = [1.1, 0.7, 0.75, 0.85, 1, 1.45, 1.55];
  const pickDay = dayPicker(
    '2023-07-01',
    '2024-12-31',
    (d) => weekdayLoad[weekday(d)]! * (monthNo(d) === 12 ? 1.35 : monthNo(d) === 1 ? 0.75 : 1) * (d >= '2024' ? 1.12 : 1),
  );
  const drawn = Array.from({ length: 3000 }, () => check(rng, () => pickDay(rng), servers)).sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  const rows: Check[] = drawn.map((c, i) => ({ id: `C${pad(500001 + i, 7)}`, ...c }));
  const headers = [
    'checkId',
    'openedAt',
    'location',
    'server',
    'orderType',
    'covers',
    'foodAmt',
    'drinkAmt',
    'discountAmt',
    'tipAmt',
    'totalAmt',
    'paymentType',
  ];
  return table(
    'checks',
    'pos_checks.csv',
    headers,
    rows,
    (r) => r.openedAt,
    (r) => [
      r.id,
      r.openedAt,
      r.location,
      r.server,
      r.orderType,
      r.covers,
      money(r.food),
      money(r.drink),
      money(r.discount),
      m2(r.tip),
      money(r.total),
      r.payment,
    ],
  );
}

// ---- insurance claims (entities: one row per claim) -----------------------------------------------

export interface Claim {
  no: string;
  policyType: string;
  region: string;
  incidentDate: string;
  reportedDate: string;
  claimed: number;
  /** Null while the claim is open; 0.00 when denied. */
  paid: number | null;
  status: string;
  adjuster: string | null;
  daysToClose: number | null;
  fraud: string;
}

const POLICIES = [
  { name: 'Auto', w: 0.38, median: 3200, spread: 0.8 },
  { name: 'Home', w: 0.27, median: 5400, spread: 1 },
  { name: 'Travel', w: 0.14, median: 900, spread: 0.7 },
  { name: 'Pet', w: 0.12, median: 620, spread: 0.6 },
  { name: 'Liability', w: 0.09, median: 12000, spread: 1.1 },
];
const CLAIMS_END = '2024-12-31';

function claim(rng: Rng, adjusters: string[]): Omit<Claim, 'no'> {
  const p = rng.weighted(
    POLICIES,
    POLICIES.map((x) => x.w),
  );
  const winter = p.name === 'Home' || p.name === 'Auto';
  const incidentDate = drawDate(
    rng,
    [2021, 2022, 2023, 2024],
    [0.2, 0.24, 0.27, 0.29],
    winter ? [1.5, 1.4, 1.1, 0.9, 0.8, 0.8, 0.8, 0.8, 0.9, 1, 1.2, 1.5] : [1, 1, 1, 1, 1, 1.2, 1.5, 1.5, 1, 1, 1, 1.2],
  );
  const reported = addDays(incidentDate, Math.min(90, Math.round(rng.logNormal(3, 1))));
  const reportedDate = reported > CLAIMS_END ? CLAIMS_END : reported;
  const claimed = round2(rng.logNormal(p.median, p.spread));
  const closes = addDays(reportedDate, Math.round(rng.logNormal(32, 0.7)));
  const fraud = rng.chance(claimed > 20000 ? 0.15 : 0.03) ? 'Yes' : 'No';
  const region = rng.weighted(['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West'], [0.24, 0.21, 0.2, 0.15, 0.2]);
  const base = { policyType: p.name, region, incidentDate, reportedDate, claimed, fraud };
  if (closes > CLAIMS_END) {
    const status = rng.chance(0.55) ? 'In Review' : 'Open';
    return { ...base, paid: null, status, adjuster: status === 'Open' && rng.chance(0.5) ? null : rng.pick(adjusters), daysToClose: null };
  }
  const denied = rng.chance(fraud === 'Yes' ? 0.6 : 0.12);
  const paid = denied ? 0 : round2(claimed * rng.between(0.55, 1));
  return { ...base, paid, status: denied ? 'Denied' : 'Paid', adjuster: rng.pick(adjusters), daysToClose: daysBetween(reportedDate, closes) };
}

export function claims(): Table<Claim> {
  const rng = new Rng('business-training:claims');
  const adjusters = people(rng, 9);
  const drawn = Array.from({ length: 1400 }, () => claim(rng, adjusters)).sort((a, b) => a.reportedDate.localeCompare(b.reportedDate));
  const seq = new Map<string, number>();
  const rows: Claim[] = drawn.map((c) => {
    const y = c.reportedDate.slice(0, 4);
    seq.set(y, (seq.get(y) ?? 0) + 1);
    return { no: `CLM-${y}-${pad(seq.get(y)!, 4)}`, ...c };
  });
  const headers = [
    'Claim No',
    'Policy Type',
    'Region',
    'Incident Date',
    'Reported Date',
    'Claimed Amount (USD)',
    'Paid Amount (USD)',
    'Status',
    'Adjuster',
    'Days To Close',
    'Fraud Suspected',
  ];
  return table(
    'claims',
    'Claims Register.csv',
    headers,
    rows,
    (r) => r.reportedDate,
    (r) => [r.no, r.policyType, r.region, r.incidentDate, r.reportedDate, money(r.claimed), m2(r.paid), r.status, r.adjuster, r.daysToClose, r.fraud],
  );
}

// ---- product usage events (events: many rows per workspace, timestamped) --------------------------

export interface UsageEvent {
  id: string;
  time: string;
  workspace: string;
  plan: string;
  feature: string;
  platform: string;
  durationSec: number;
  actions: number;
  errors: number;
  appVersion: string;
}

const FEATURES = [
  { name: 'Dashboards', w: 0.28, sec: 140 },
  { name: 'Reports', w: 0.2, sec: 210 },
  { name: 'Search', w: 0.16, sec: 35 },
  { name: 'Exports', w: 0.1, sec: 60 },
  { name: 'Alerts', w: 0.1, sec: 25 },
  { name: 'Sharing', w: 0.09, sec: 45 },
  { name: 'API', w: 0.07, sec: 8 },
];
const VERSIONS: [string, string][] = [
  ['2024-01-01', 'v4.8'],
  ['2024-05-14', 'v4.9'],
  ['2024-10-01', 'v5.0'],
  ['2025-03-18', 'v5.1'],
  ['2025-08-26', 'v5.2'],
];

function usageEvent(rng: Rng, day: () => string, workspaces: { name: string; plan: string }[], weights: number[]): Omit<UsageEvent, 'id'> {
  const ws = rng.weighted(workspaces, weights);
  const paid = ws.plan === 'Business' || ws.plan === 'Enterprise';
  const features = FEATURES.filter((f) => f.name !== 'API' || paid);
  const f = rng.weighted(
    features,
    features.map((x) => x.w),
  );
  const date = day();
  const platform = f.name === 'API' ? 'API' : rng.weighted(['Web', 'Desktop', 'iOS', 'Android'], [0.6, 0.18, 0.13, 0.09]);
  const errorRate = platform === 'Android' ? 0.16 : platform === 'API' ? 0.12 : 0.05;
  return {
    time: `${date} ${timeOfDay(rng, [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1, 2, 3, 3, 2.8, 2, 2.6, 2.9, 2.7, 2.2, 1.5, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2], true)}`,
    workspace: ws.name,
    plan: ws.plan,
    feature: f.name,
    platform,
    durationSec: Math.max(1, Math.round(rng.logNormal(f.sec, 0.9))),
    actions: Math.max(1, Math.round(rng.logNormal(f.name === 'API' ? 40 : 6, 0.8))),
    errors: rng.chance(errorRate) ? rng.weighted([1, 2, 3, 5], [0.6, 0.25, 0.1, 0.05]) : 0,
    appVersion: VERSIONS.filter(([from]) => from <= date).at(-1)![1],
  };
}

export function usage(): Table<UsageEvent> {
  const rng = new Rng('business-training:usage');
  const names = companies(rng, 55);
  const workspaces = names.map((name, i) => ({
    name,
    plan: i < 4 ? 'Enterprise' : rng.weighted(['Free', 'Team', 'Business', 'Enterprise'], [0.36, 0.36, 0.2, 0.08]),
  }));
  const pickDay = dayPicker(
    '2024-01-01',
    '2025-12-31',
    (d) => (weekday(d) === 0 || weekday(d) === 6 ? 0.25 : 1) * (d >= '2025' ? 1.5 : 1) * (monthNo(d) === 8 ? 0.8 : 1),
  );
  const weights = zipf(names.length, 0.9);
  const drawn = Array.from({ length: 3000 }, () => usageEvent(rng, () => pickDay(rng), workspaces, weights)).sort((a, b) => a.time.localeCompare(b.time));
  const rows: UsageEvent[] = drawn.map((e, i) => ({ id: `ev_${pad(880001 + i, 7)}`, ...e }));
  const headers = ['event.id', 'event.time', 'workspace', 'plan', 'feature', 'platform', 'duration.sec', 'actions', 'errors', 'app.version'];
  return table(
    'usage',
    'product_events.csv',
    headers,
    rows,
    (r) => r.time,
    (r) => [r.id, r.time, r.workspace, r.plan, r.feature, r.platform, r.durationSec, r.actions, r.errors, r.appVersion],
  );
}

// ---- retail store weekly sales (events: one row per store and week) -------------------------------

export interface StoreWeek {
  weekEnding: string;
  storeNo: string;
  storeName: string;
  region: string;
  format: string;
  netSales: number;
  txnCnt: number;
  unitsSold: number;
  returnsAmt: number;
  /** Null on the weeks the door counter was down. */
  footfall: number | null;
  staffHrs: number;
  convPct: number | null;
}

const STORES: { name: string; region: string; format: string; size: number; opened?: string }[] = [
  { name: 'Brookfield Mall', region: 'North', format: 'Mall', size: 1.6 },
  { name: 'Castlegate', region: 'North', format: 'High Street', size: 0.9 },
  { name: 'Ashford Retail Park', region: 'South', format: 'Retail Park', size: 1.3 },
  { name: 'Dunmore High Street', region: 'West', format: 'High Street', size: 0.7 },
  { name: 'Elmstead Outlet', region: 'East', format: 'Outlet', size: 1.1 },
  { name: 'Fernhill Centre', region: 'Central', format: 'Mall', size: 1.45 },
  { name: 'Glenrock', region: 'North', format: 'High Street', size: 0.62 },
  { name: 'Hollis Park', region: 'South', format: 'Retail Park', size: 1.05 },
  { name: 'Ivybridge', region: 'West', format: 'High Street', size: 0.78 },
  { name: 'Juniper Square', region: 'Central', format: 'Mall', size: 1.22 },
  { name: 'Kingsmere Outlet', region: 'South', format: 'Outlet', size: 0.95 },
  { name: 'Larkspur Lane', region: 'East', format: 'High Street', size: 0.55 },
  { name: 'Millbrook Galleria', region: 'East', format: 'Mall', size: 1.35 },
  { name: 'Northcote', region: 'North', format: 'Retail Park', size: 0.85 },
  { name: 'Oakhurst Village', region: 'West', format: 'High Street', size: 0.5 },
  { name: 'Pembury Outlet', region: 'Central', format: 'Outlet', size: 1 },
  { name: 'Quayside', region: 'South', format: 'High Street', size: 0.82, opened: '2023-04-02' },
  { name: 'Redwater Park', region: 'West', format: 'Retail Park', size: 1.15, opened: '2024-02-04' },
];
const BASKET: Record<string, number> = { Mall: 46, 'High Street': 38, Outlet: 57, 'Retail Park': 64 };

function storeWeek(rng: Rng, s: (typeof STORES)[number], i: number, weekEnding: string): StoreWeek {
  const m = monthNo(weekEnding);
  const d = Number(weekEnding.slice(8, 10));
  const season = m === 12 ? (d <= 24 ? 1.85 : 1.3) : m === 11 ? (d >= 22 ? 1.6 : 1.15) : m === 1 ? 0.78 : m === 2 ? 0.82 : [7, 8].includes(m) ? 1.08 : 1;
  const growth = { 2022: 1, 2023: 1.045, 2024: 1.08 }[Number(weekEnding.slice(0, 4)) as 2022 | 2023 | 2024];
  const netSales = round2(52000 * s.size * season * growth * rng.between(0.9, 1.1));
  const txnCnt = Math.round(netSales / (BASKET[s.format]! * rng.between(0.94, 1.06)));
  const conv = (s.format === 'Outlet' ? 0.31 : s.format === 'Mall' ? 0.19 : 0.24) * rng.between(0.9, 1.1);
  const footfall = rng.chance(0.017) ? null : Math.round(txnCnt / conv);
  return {
    weekEnding,
    storeNo: `S${pad(101 + i, 3)}`,
    storeName: s.name,
    region: s.region,
    format: s.format,
    netSales,
    txnCnt,
    unitsSold: Math.round(txnCnt * rng.between(1.8, 2.6)),
    returnsAmt: round2(netSales * rng.between(0.02, m === 1 ? 0.11 : 0.065)),
    footfall,
    staffHrs: Math.round((netSales / 95) * rng.between(0.92, 1.08) * 2) / 2,
    convPct: footfall === null ? null : round2((100 * txnCnt) / footfall),
  };
}

export function stores(): Table<StoreWeek> {
  const rng = new Rng('business-training:stores');
  const weeks = Array.from({ length: 157 }, (_, k) => addDays('2022-01-02', 7 * k));
  const rows = weeks.flatMap((w) => STORES.flatMap((s, i) => (s.opened && w < s.opened ? [] : [storeWeek(rng, s, i, w)])));
  const headers = [
    'WEEK_ENDING',
    'STORE_NO',
    'STORE_NAME',
    'REGION',
    'FORMAT',
    'NET_SALES',
    'TXN_CNT',
    'UNITS_SOLD',
    'RETURNS_AMT',
    'FOOTFALL',
    'STAFF_HRS',
    'CONV_PCT',
  ];
  return table(
    'stores',
    'STORE_WEEKLY_KPI.csv',
    headers,
    rows,
    (r) => r.weekEnding,
    (r) => [
      r.weekEnding,
      r.storeNo,
      r.storeName,
      r.region,
      r.format,
      money(r.netSales),
      r.txnCnt,
      r.unitsSold,
      money(r.returnsAmt),
      r.footfall,
      r.staffHrs,
      m2(r.convPct),
    ],
  );
}

// ---- energy meter readings (events: one row per meter and month) ----------------------------------

export interface Reading {
  meterNo: string;
  site: string;
  siteType: string;
  /** The month's last day. */
  readingDate: string;
  kwh: number;
  /** Null where the export writes "n/a" or "-" (peakText). */
  peakKw: number | null;
  peakText: string | null;
  cost: number;
  tariff: string;
  estimated: string;
  co2Kg: number;
}

const SITE_TYPES: Record<string, { kwh: number; heat: number }> = {
  'Data Centre': { kwh: 180000, heat: 0.05 },
  Factory: { kwh: 62000, heat: 0.12 },
  Warehouse: { kwh: 17000, heat: 0.3 },
  Office: { kwh: 9200, heat: 0.35 },
  Retail: { kwh: 6400, heat: 0.25 },
};
const SITES: [string, string, number][] = [
  ['Northgate Depot', 'Warehouse', 5],
  ['Eastfield Plant', 'Factory', 6],
  ['Bramley House', 'Office', 4],
  ['Canal Wharf', 'Warehouse', 5],
  ['Sterling Point', 'Data Centre', 3],
  ['Westbrook Works', 'Factory', 7],
  ['Hawthorn Court', 'Office', 5],
  ['Lindale Store', 'Retail', 4],
  ['Moorside Store', 'Retail', 4],
  ['Kelvin Park', 'Data Centre', 2],
  ['Pinecroft Offices', 'Office', 6],
  ['Riverbank Mill', 'Factory', 5],
  ['Tollgate Hub', 'Warehouse', 6],
  ['Vale Road Store', 'Retail', 4],
];
const PRICE: Record<string, number> = { 2021: 0.14, 2022: 0.22, 2023: 0.19 };

function meterMonths(rng: Rng, meterNo: string, site: string, type: string, start: number): Reading[] {
  const t = SITE_TYPES[type]!;
  const size = rng.logNormal(1, 0.45);
  const tariff = rng.weighted(['Standard', 'Time-of-use', 'Green'], [0.5, 0.3, 0.2]);
  const loadFactor = type === 'Data Centre' ? 0.85 : rng.between(0.35, 0.6);
  const out: Reading[] = [];
  for (let k = start; k < 36; k++) {
    const y = 2021 + Math.floor(k / 12);
    const mo = (k % 12) + 1;
    const winter = [12, 1, 2].includes(mo) ? 1 : [11, 3].includes(mo) ? 0.5 : [6, 7, 8].includes(mo) ? -0.3 : 0;
    const kwh = Math.round(t.kwh * size * (1 + t.heat * winter) * (y === 2023 ? 0.96 : 1) * rng.between(0.92, 1.08) * 10) / 10;
    const price = PRICE[y]! * (tariff === 'Green' ? 1.06 : tariff === 'Time-of-use' ? 0.93 : 1);
    out.push({
      meterNo,
      site,
      siteType: type,
      readingDate: `${y}-${pad(mo, 2)}-${pad(daysInMonth(y, mo), 2)}`,
      kwh,
      peakKw: Math.round((kwh / (daysInMonth(y, mo) * 24 * loadFactor)) * rng.between(0.95, 1.15) * 10) / 10,
      peakText: null,
      cost: round2(kwh * price + 45),
      tariff,
      estimated: rng.chance(0.06) ? 'Y' : 'N',
      co2Kg: Math.round(kwh * (tariff === 'Green' ? 0.02 : 0.21)),
    });
  }
  return out;
}

export function meters(): Table<Reading> {
  const rng = new Rng('business-training:meters');
  const numbers = rng.sample(
    Array.from({ length: 900 }, (_, i) => 10100 + i),
    70,
  );
  let n = 0;
  const rows = SITES.flatMap(([site, type, count]) =>
    Array.from({ length: count }, () => meterMonths(rng, `MTR-${numbers[n++]}`, site, type, rng.chance(0.12) ? rng.int(6, 20) : 0)).flat(),
  ).sort((a, b) => a.readingDate.localeCompare(b.readingDate) || a.meterNo.localeCompare(b.meterNo));
  // Peak demand is missing where the meter has no interval data: "n/a" from one system, "-" from another.
  for (const i of rng.sample(
    rows.map((_, i) => i),
    70,
  )) {
    rows[i]!.peakKw = null;
    rows[i]!.peakText = rng.chance(0.6) ? 'n/a' : '-';
  }
  const headers = [
    'Meter No',
    'Site',
    'Site Type',
    'Reading Date',
    'Consumption (kWh)',
    'Peak Demand (kW)',
    'Cost (USD)',
    'Tariff',
    'Estimated',
    'Emissions (kg CO2e)',
  ];
  return table(
    'meters',
    'meter_readings_2021-2023.csv',
    headers,
    rows,
    (r) => r.readingDate,
    (r) => [r.meterNo, r.site, r.siteType, r.readingDate, r.kwh, r.peakKw ?? r.peakText, money(r.cost), r.tariff, r.estimated, r.co2Kg],
  );
}

// ---- leave requests (events: one row per request) -------------------------------------------------

export interface LeaveRequest {
  reqNo: string;
  employee: string;
  dept: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  /** Working days; half days for some annual leave. */
  days: number;
  status: string;
  approvedBy: string | null;
  submitted: string;
}

const DEPTS: [string, number][] = [
  ['Engineering', 0.3],
  ['Sales', 0.2],
  ['Operations', 0.2],
  ['Finance', 0.1],
  ['Marketing', 0.1],
  ['HR', 0.05],
  ['Legal', 0.05],
];
const LEAVE_TYPES = [
  { name: 'Annual', w: 0.55, months: [0.5, 0.6, 0.8, 1.1, 1, 1.2, 1.9, 2, 1, 1, 0.8, 1.7] },
  { name: 'Sick', w: 0.25, months: [1.8, 1.6, 1.2, 0.9, 0.7, 0.6, 0.5, 0.5, 0.8, 1, 1.3, 1.6] },
  { name: 'Training', w: 0.07, months: [1, 1, 1.3, 1, 1, 1, 0.3, 0.3, 1.3, 1.3, 1.2, 0.4] },
  { name: 'Unpaid', w: 0.05, months: Array(12).fill(1) as number[] },
  { name: 'Bereavement', w: 0.04, months: Array(12).fill(1) as number[] },
  { name: 'Parental', w: 0.04, months: Array(12).fill(1) as number[] },
];

/** The last working day of a leave of `days` working days from a weekday start. */
function endOfLeave(start: string, days: number): string {
  let d = start;
  let left = Math.max(1, Math.ceil(days)) - 1;
  while (left > 0) {
    d = addDays(d, 1);
    if (weekday(d) !== 0 && weekday(d) !== 6) left--;
  }
  return d;
}

function leaveRequest(rng: Rng, staff: { name: string; dept: string }[], heads: Map<string, string>): Omit<LeaveRequest, 'reqNo'> {
  const who = rng.pick(staff);
  const t = rng.weighted(
    LEAVE_TYPES,
    LEAVE_TYPES.map((x) => x.w),
  );
  const days: number =
    t.name === 'Annual'
      ? rng.chance(0.12)
        ? 0.5
        : rng.weighted([1, 2, 3, 4, 5, 10, 15], [0.2, 0.15, 0.12, 0.1, 0.28, 0.12, 0.03])
      : t.name === 'Sick'
        ? rng.weighted([1, 2, 3, 5, 10], [0.45, 0.25, 0.15, 0.1, 0.05])
        : t.name === 'Parental'
          ? rng.pick([20, 40, 60, 90])
          : rng.int(1, 5);
  // A leave lies within 2022-2024: a start whose leave would run past the export's last day is drawn again.
  let startDate = '';
  let endDate = '9999';
  while (endDate > '2024-12-31') {
    startDate = drawDate(rng, [2022, 2023, 2024], [0.3, 0.33, 0.37], t.months);
    while (weekday(startDate) === 0 || weekday(startDate) === 6) startDate = addDays(startDate, 1);
    endDate = endOfLeave(startDate, days);
  }
  const submitted = t.name === 'Sick' || t.name === 'Bereavement' ? addDays(endDate, rng.int(0, 3)) : addDays(startDate, -rng.int(5, 70));
  const recent = submitted >= '2024-11-25';
  const status = recent && rng.chance(0.5) ? 'Pending' : rng.weighted(['Approved', 'Rejected', 'Cancelled'], [0.9, 0.06, 0.04]);
  const approvedBy = status === 'Pending' ? null : heads.get(who.dept)!;
  return {
    employee: who.name,
    dept: who.dept,
    leaveType: t.name,
    startDate,
    endDate,
    days,
    status,
    approvedBy,
    submitted: submitted > '2024-12-31' ? '2024-12-31' : submitted,
  };
}

export function leave(): Table<LeaveRequest> {
  const rng = new Rng('business-training:leave');
  const names = people(rng, 167);
  const heads = new Map(DEPTS.map(([d], i) => [d, names[160 + i]!]));
  const staff = names.slice(0, 160).map((name) => ({
    name,
    dept: rng.weighted(
      DEPTS,
      DEPTS.map((d) => d[1]),
    )[0],
  }));
  const drawn = Array.from({ length: 1900 }, () => leaveRequest(rng, staff, heads)).sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.employee.localeCompare(b.employee),
  );
  const rows: LeaveRequest[] = drawn.map((l, i) => ({ reqNo: `LR-${pad(i + 1, 5)}`, ...l }));
  const headers = ['Req no', 'Employee', 'Dept', 'Leave type', 'Start date', 'End date', 'No. of days', 'Status', 'Approved by', 'Submitted'];
  return table(
    'leave',
    'leave requests.csv',
    headers,
    rows,
    (r) => r.startDate,
    (r) => [r.reqNo, r.employee, r.dept, r.leaveType, r.startDate, r.endDate, r.days, r.status, r.approvedBy, r.submitted],
  );
}

// ---- rental fleet (entities: one row per vehicle) -------------------------------------------------

export interface Vehicle {
  id: string;
  make: string;
  model: string;
  vclass: string;
  branch: string;
  modelYear: number;
  acquired: string;
  odometerKm: number;
  dailyRate: number;
  /** Days rented in 2024. */
  rentalDays: number;
  revenue: number;
  utilPct: number;
  status: string;
  lastService: string | null;
  fuel: string;
}

const MODELS: { vclass: string; rate: number; w: number; models: [string, string][] }[] = [
  {
    vclass: 'Economy',
    rate: 39,
    w: 0.25,
    models: [
      ['Mirela', 'Luma'],
      ['Halden', 'Civo'],
    ],
  },
  {
    vclass: 'Compact',
    rate: 45,
    w: 0.24,
    models: [
      ['Tessaro', 'Nova'],
      ['Corvan', 'Breeze'],
    ],
  },
  {
    vclass: 'Midsize',
    rate: 58,
    w: 0.18,
    models: [
      ['Halden', 'Aria'],
      ['Tessaro', 'Vista'],
    ],
  },
  {
    vclass: 'SUV',
    rate: 74,
    w: 0.18,
    models: [
      ['Vantor', 'Trek'],
      ['Corvan', 'Ridge'],
    ],
  },
  {
    vclass: 'Van',
    rate: 89,
    w: 0.07,
    models: [
      ['Vantor', 'Cargo'],
      ['Corvan', 'Haul'],
    ],
  },
  {
    vclass: 'Premium',
    rate: 119,
    w: 0.08,
    models: [
      ['Tessaro', 'Grand'],
      ['Halden', 'Lux'],
    ],
  },
];
const BRANCHES = ['Central Station', 'Airport North', 'Airport South', 'Harbourside', 'University', 'Westgate', 'Riverside Park'];

function vehicle(rng: Rng): Omit<Vehicle, 'id'> {
  const c = rng.weighted(
    MODELS,
    MODELS.map((x) => x.w),
  );
  const [make, model] = rng.pick(c.models);
  const branch = rng.weighted(BRANCHES, [0.22, 0.2, 0.16, 0.12, 0.1, 0.1, 0.1]);
  const acquired = drawDate(
    rng,
    [2018, 2019, 2020, 2021, 2022, 2023, 2024],
    [0.05, 0.08, 0.06, 0.12, 0.18, 0.24, 0.27],
    [1.4, 1, 1.2, 1.3, 1.1, 0.9, 0.7, 0.8, 1, 1, 0.9, 1],
  );
  const ageDays = daysBetween(acquired, '2024-12-31');
  const odometerKm = Math.round(ageDays * rng.between(55, 140));
  const airport = branch.startsWith('Airport');
  const dailyRate = Math.round(c.rate * (airport ? 1.12 : 1) + rng.int(-3, 4)) - 0.01;
  const available = Math.min(366, daysBetween(acquired > '2024-01-01' ? acquired : '2024-01-01', '2024-12-31') + 1);
  const rentalDays = Math.round(available * rng.between(0.35, airport ? 0.9 : 0.8));
  const old = acquired < '2020-06-01';
  return {
    make,
    model,
    vclass: c.vclass,
    branch,
    modelYear: Number(acquired.slice(0, 4)) + (monthNo(acquired) >= 9 ? 1 : 0),
    acquired,
    odometerKm,
    dailyRate,
    rentalDays,
    revenue: round2(rentalDays * dailyRate * rng.between(0.84, 1)),
    utilPct: Math.round((1000 * rentalDays) / available) / 10,
    status: old && rng.chance(0.45) ? 'Retired' : rng.weighted(['Available', 'On Rent', 'In Service'], [0.4, 0.49, 0.11]),
    lastService: ageDays < 120 && rng.chance(0.6) ? null : addDays('2024-12-31', -rng.int(3, 300)),
    fuel: rng.weighted(['Petrol', 'Diesel', 'Hybrid', 'Electric'], [0.45, 0.2, 0.25, 0.1]),
  };
}

export function fleet(): Table<Vehicle> {
  const rng = new Rng('business-training:fleet');
  const drawn = Array.from({ length: 420 }, () => vehicle(rng)).sort((a, b) => a.acquired.localeCompare(b.acquired));
  const ids = rng.sample(
    Array.from({ length: 2000 }, (_, i) => 1000 + i),
    drawn.length,
  );
  const rows: Vehicle[] = drawn.map((v, i) => ({ id: `VH-${ids[i]}`, ...v }));
  respell(
    rng,
    rows,
    (r) => r.vclass,
    (r, v) => (r.vclass = v),
    'SUV',
    'suv',
    9,
  );
  const headers = [
    'Vehicle ID',
    'Make',
    'Model',
    'Class',
    'Branch',
    'Model Year',
    'Acquired',
    'Odometer (km)',
    'Daily Rate (USD)',
    'Rental Days 2024',
    'Revenue 2024 (USD)',
    'Util %',
    'Status',
    'Last Service',
    'Fuel',
  ];
  return table(
    'fleet',
    'Fleet list Dec 2024.csv',
    headers,
    rows,
    (r) => r.acquired,
    (r) => [
      r.id,
      r.make,
      r.model,
      r.vclass,
      r.branch,
      r.modelYear,
      r.acquired,
      r.odometerKm,
      money(r.dailyRate),
      r.rentalDays,
      money(r.revenue),
      r.utilPct,
      r.status,
      r.lastService,
      r.fuel,
    ],
  );
}

// ---- e-commerce returns (events: one row per returned line) ---------------------------------------

export interface ReturnLine {
  rma: string;
  orderNo: string;
  returnDate: string;
  product: string;
  category: string;
  reason: string;
  qty: number;
  /** Refunded to the card or as store credit; 0.00 for an exchange. */
  refundAmt: number;
  restockFee: number;
  condition: string;
  resolution: string;
  /** Days from delivery to the return; null when the order's date was not linked. */
  daysToReturn: number | null;
}

const PRODUCTS: Record<string, [string, number][]> = {
  Apparel: [
    ['Trailrunner Jacket', 129],
    ['Merino Base Layer', 64.5],
    ['Canvas Chinos', 59],
    ['Linen Shirt', 48],
    ['Wool Beanie', 22],
    ['Rain Shell Parka', 174],
  ],
  Footwear: [
    ['Summit Hiking Boot', 159],
    ['City Sneaker', 89],
    ['Trail Sandal', 54],
    ['Leather Loafer', 112],
  ],
  Electronics: [
    ['Wireless Earbuds Pro', 149],
    ['Smart Scale', 79],
    ['Action Camera Mini', 229],
    ['Bluetooth Speaker Go', 69],
    ['Fitness Band', 99],
    ['Noise Cancelling Headphones', 279],
  ],
  Home: [
    ['Ceramic Pour Over', 38],
    ['Linen Duvet Set', 139],
    ['Cast Iron Skillet', 45],
    ['Arc Desk Lamp', 74],
    ['Wool Throw Blanket', 89],
  ],
  Outdoor: [
    ['Ultralight Tent', 349],
    ['Down Sleeping Bag', 219],
    ['Trekking Poles', 79],
    ['Camp Stove', 89],
    ['Hydration Pack', 64],
  ],
  Beauty: [
    ['Vitamin C Serum', 36],
    ['Ionic Hair Dryer', 119],
    ['Clay Face Mask', 24],
    ['Beard Trimmer', 59],
  ],
};
const REASONS = ['Wrong size', 'Defective', 'Changed mind', 'Not as described', 'Damaged in transit', 'Arrived late', 'Other'];
const REASON_WEIGHTS: Record<string, number[]> = {
  Apparel: [0.5, 0.03, 0.2, 0.12, 0.04, 0.05, 0.06],
  Footwear: [0.55, 0.05, 0.15, 0.1, 0.04, 0.05, 0.06],
  Electronics: [0, 0.38, 0.2, 0.15, 0.12, 0.07, 0.08],
  Home: [0, 0.12, 0.3, 0.22, 0.2, 0.08, 0.08],
  Outdoor: [0.08, 0.15, 0.3, 0.2, 0.1, 0.09, 0.08],
  Beauty: [0, 0.1, 0.38, 0.25, 0.1, 0.07, 0.1],
};
const CATEGORIES = Object.keys(PRODUCTS);

function returnLine(rng: Rng, orderNo: string): Omit<ReturnLine, 'rma'> {
  const category = rng.weighted(CATEGORIES, [0.34, 0.2, 0.17, 0.12, 0.1, 0.07]);
  const [product, price] = rng.pick(PRODUCTS[category]!);
  const reason = rng.weighted(REASONS, REASON_WEIGHTS[category]!);
  const qty = rng.weighted([1, 2, 3], [0.87, 0.1, 0.03]);
  const condition = reason === 'Defective' || reason === 'Damaged in transit' ? 'Damaged' : rng.weighted(['Unopened', 'Opened'], [0.5, 0.5]);
  const resolution =
    reason === 'Wrong size' ? rng.weighted(['Exchange', 'Refund'], [0.55, 0.45]) : rng.weighted(['Refund', 'Store credit', 'Exchange'], [0.7, 0.2, 0.1]);
  const value = round2(qty * price * (rng.chance(0.15) ? 0.8 : 1));
  const restockFee = resolution === 'Refund' && category === 'Electronics' && condition === 'Opened' && reason === 'Changed mind' ? round2(value * 0.15) : 0;
  const returnDate = drawDate(rng, [2023, 2024, 2025], [0.27, 0.33, 0.4], [1.9, 1.3, 0.8, 0.8, 0.8, 0.8, 0.9, 0.9, 0.8, 0.9, 1, 1.2]);
  return {
    orderNo,
    returnDate,
    product,
    category,
    reason,
    qty,
    refundAmt: resolution === 'Exchange' ? 0 : round2(value - restockFee),
    restockFee,
    condition,
    resolution,
    daysToReturn: rng.chance(0.012) ? null : Math.min(90, Math.max(1, Math.round(rng.logNormal(9, 0.7)))),
  };
}

export function returns(): Table<ReturnLine> {
  const rng = new Rng('business-training:returns');
  const orderNos = rng.sample(
    Array.from({ length: 90000 }, (_, i) => 210000 + i),
    1760,
  );
  // Forty orders came back with two lines.
  const lines = [...orderNos, ...orderNos.slice(0, 40)].map((n) => returnLine(rng, `SO-${n}`));
  const drawn = lines.sort((a, b) => a.returnDate.localeCompare(b.returnDate) || a.orderNo.localeCompare(b.orderNo));
  const rows: ReturnLine[] = drawn.map((l, i) => ({ rma: `RMA${pad(70001 + i, 6)}`, ...l }));
  const headers = [
    'rma no',
    'order no',
    'return date',
    'product',
    'category',
    'reason',
    'qty',
    'refund amt',
    'restock fee',
    'condition',
    'resolution',
    'days to return',
  ];
  return table(
    'returns',
    'returns_log.csv',
    headers,
    rows,
    (r) => r.returnDate,
    (r) => [
      r.rma,
      r.orderNo,
      r.returnDate,
      r.product,
      r.category,
      r.reason,
      r.qty,
      money(r.refundAmt),
      money(r.restockFee),
      r.condition,
      r.resolution,
      r.daysToReturn,
    ],
  );
}

// ---- call-centre calls (events: one row per inbound call, timestamped) ----------------------------

export interface Call {
  id: string;
  start: string;
  queue: string;
  /** Null for an abandoned call. */
  agent: string | null;
  language: string;
  waitSec: number;
  talkMin: number | null;
  outcome: string;
  csat: number | null;
  transferred: string;
}

const QUEUES = [
  { name: 'Billing', w: 0.32, talk: 5.5 },
  { name: 'Tech Support', w: 0.3, talk: 9.5 },
  { name: 'Sales', w: 0.16, talk: 7 },
  { name: 'Retention', w: 0.12, talk: 11 },
  { name: 'General', w: 0.1, talk: 4 },
];
const CALL_HOURS = [0, 0, 0, 0, 0, 0, 0, 0, 1.6, 2.4, 2.2, 2, 1.5, 1.7, 1.9, 1.7, 1.3, 0.8, 0, 0, 0, 0, 0, 0];

function call(rng: Rng, day: () => string, agents: string[]): Omit<Call, 'id'> {
  const q = rng.weighted(
    QUEUES,
    QUEUES.map((x) => x.w),
  );
  const date = day();
  const busy = (weekday(date) === 1 ? 1.4 : 1) * (monthNo(date) === 1 ? 1.3 : 1);
  const waitSec = Math.max(2, Math.round(rng.logNormal(42 * busy, 0.95)));
  const abandoned = rng.chance(Math.min(0.6, waitSec / 900 + 0.02));
  const language = rng.weighted(['English', 'Spanish', 'French'], [0.78, 0.14, 0.08]);
  const start = `${date} ${timeOfDay(rng, CALL_HOURS, true)}`;
  if (abandoned) return { start, queue: q.name, agent: null, language, waitSec, talkMin: null, outcome: 'Abandoned', csat: null, transferred: 'N' };
  const outcome = rng.weighted(['Resolved', 'Escalated', 'Callback Scheduled'], [0.78, 0.12, 0.1]);
  const talkMin = Math.round(rng.logNormal(q.talk * (outcome === 'Escalated' ? 1.4 : 1), 0.5) * 10) / 10;
  const csat = rng.chance(0.36) ? Math.max(1, Math.min(5, Math.round(rng.normal(outcome === 'Resolved' ? 4.2 : 2.8, 0.9) - waitSec / 400))) : null;
  return { start, queue: q.name, agent: rng.pick(agents), language, waitSec, talkMin, outcome, csat, transferred: rng.chance(0.09) ? 'Y' : 'N' };
}

export function calls(): Table<Call> {
  const rng = new Rng('business-training:calls');
  const agents = people(rng, 16);
  const pickDay = dayPicker(
    '2024-01-01',
    '2024-12-31',
    (d) => (weekday(d) === 0 ? 0 : weekday(d) === 6 ? 0.15 : 1) * (monthNo(d) === 12 && d >= '2024-12-24' ? 0.4 : 1),
  );
  const drawn = Array.from({ length: 3000 }, () => call(rng, () => pickDay(rng), agents)).sort((a, b) => a.start.localeCompare(b.start));
  const rows: Call[] = drawn.map((c, i) => ({ id: `CL-${pad(240001 + i, 6)}`, ...c }));
  respell(
    rng,
    rows,
    (r) => r.queue,
    (r, v) => (r.queue = v),
    'Billing',
    'billing',
    14,
  );
  const headers = ['CALL ID', 'START TIME', 'QUEUE', 'AGENT', 'LANGUAGE', 'WAIT (SEC)', 'TALK (MIN)', 'OUTCOME', 'CSAT', 'TRANSFERRED'];
  return table(
    'calls',
    'CALL_LOG_2024.csv',
    headers,
    rows,
    (r) => r.start,
    (r) => [r.id, r.start, r.queue, r.agent, r.language, r.waitSec, r.talkMin, r.outcome, r.csat, r.transferred],
  );
}

// ---- consultants' timesheets (events: one row per time entry) -------------------------------------

export interface TimeEntry {
  no: string;
  date: string;
  consultant: string;
  practice: string;
  client: string;
  project: string;
  taskType: string;
  hours: number;
  billable: string;
  /** The consultant's hourly rate, USD; null on non-billable time. */
  rate: number | null;
  amount: number | null;
}

const PRACTICES = ['Data', 'Cloud', 'Design', 'Strategy'];
const PROJECT_NAMES = [
  'Atlas Migration',
  'Beacon Portal',
  'Cobalt Data Lake',
  'Delta Pricing',
  'Ember CRM Rollout',
  'Falcon Analytics',
  'Granite ERP',
  'Harbor Mobile App',
  'Iris Forecasting',
  'Juno Rebrand',
  'Keystone Audit',
  'Lumen Dashboard',
  'Mosaic Design System',
  'Nimbus Cloud Move',
  'Orbit Supply Chain',
  'Pioneer Onboarding',
  'Quartz Billing',
  'Relay Integration',
  'Summit Strategy Review',
  'Tidal Data Quality',
  'Umbra Security Review',
  'Vertex Web Relaunch',
  'Willow Customer Survey',
  'Zephyr Automation',
];
const TASKS: Record<string, string[]> = {
  Data: ['Development', 'Analysis', 'Testing', 'Meetings'],
  Cloud: ['Development', 'Testing', 'Project Management', 'Meetings'],
  Design: ['Design', 'Analysis', 'Meetings'],
  Strategy: ['Analysis', 'Meetings', 'Project Management'],
};

function timeEntry(
  rng: Rng,
  day: () => string,
  staff: { name: string; practice: string; rate: number }[],
  projects: { client: string; project: string; w: number }[],
): Omit<TimeEntry, 'no'> {
  const who = rng.pick(staff);
  const date = day();
  const internal = rng.chance(0.12);
  const hours = Math.max(0.25, Math.min(10, Math.round(rng.normal(internal ? 2.5 : 5.5, 2) * 4) / 4));
  if (internal) {
    const [project, taskType] = rng.pick([
      ['Bench Time', 'Admin'],
      ['Training', 'Training'],
      ['Presales', 'Presales'],
    ] as const);
    return { date, consultant: who.name, practice: who.practice, client: 'Internal', project, taskType, hours, billable: 'No', rate: null, amount: null };
  }
  const p = rng.weighted(
    projects,
    projects.map((x) => x.w),
  );
  const taskType = rng.pick(TASKS[who.practice]!);
  const rate = round2(who.rate * (date >= '2024' ? 1.05 : 1));
  return {
    date,
    consultant: who.name,
    practice: who.practice,
    client: p.client,
    project: p.project,
    taskType,
    hours,
    billable: 'Yes',
    rate,
    amount: round2(hours * rate),
  };
}

export function timesheets(): Table<TimeEntry> {
  const rng = new Rng('business-training:timesheets');
  const names = people(rng, 15);
  const staff = names.map((name, i) => ({ name, practice: PRACTICES[i % 4]!, rate: rng.pick([135, 150, 165, 185, 210, 240]) + rng.pick([0, 0.5]) * 5 }));
  const clients = companies(rng, 18);
  const projects = PROJECT_NAMES.map((project, i) => ({ project, client: clients[i < 18 ? i : rng.int(0, 5)]!, w: zipf(PROJECT_NAMES.length, 0.8)[i]! }));
  const pickDay = dayPicker(
    '2023-01-02',
    '2024-12-31',
    (d) => (weekday(d) === 0 || weekday(d) === 6 ? 0 : 1) * (monthNo(d) === 8 || monthNo(d) === 12 ? 0.7 : 1) * (d >= '2024' ? 1.2 : 1),
  );
  const drawn = Array.from({ length: 2700 }, () => timeEntry(rng, () => pickDay(rng), staff, projects)).sort(
    (a, b) => a.date.localeCompare(b.date) || a.consultant.localeCompare(b.consultant),
  );
  const rows: TimeEntry[] = drawn.map((t, i) => ({ no: `TE${pad(i + 1, 6)}`, ...t }));
  const headers = ['Entry_No', 'Work_Date', 'Consultant', 'Practice', 'Client', 'Project', 'Task_Type', 'Hours', 'Billable', 'Rate_USD', 'Amount_USD'];
  return table(
    'timesheets',
    'Timesheets_2023-2024.csv',
    headers,
    rows,
    (r) => r.date,
    (r) => [r.no, r.date, r.consultant, r.practice, r.client, r.project, r.taskType, r.hours, r.billable, m2(r.rate), m2(r.amount)],
  );
}

// ---- all tables -----------------------------------------------------------------------------------

export interface TrainingTables {
  bookings: Table<Booking>;
  shipments: Table<Shipment>;
  checks: Table<Check>;
  claims: Table<Claim>;
  usage: Table<UsageEvent>;
  stores: Table<StoreWeek>;
  meters: Table<Reading>;
  leave: Table<LeaveRequest>;
  fleet: Table<Vehicle>;
  returns: Table<ReturnLine>;
  calls: Table<Call>;
  timesheets: Table<TimeEntry>;
}

/** Generates the twelve tables afresh (the determinism test calls it twice). */
export function generateTables(): TrainingTables {
  return {
    bookings: bookings(),
    shipments: shipments(),
    checks: checks(),
    claims: claims(),
    usage: usage(),
    stores: stores(),
    meters: meters(),
    leave: leave(),
    fleet: fleet(),
    returns: returns(),
    calls: calls(),
    timesheets: timesheets(),
  };
}

let cached: TrainingTables | undefined;
/** The twelve tables, generated once per process. */
export const trainingTables = (): TrainingTables => (cached ??= generateTables());
