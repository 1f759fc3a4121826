/**
 * The inference benchmark's data, built through the product's own services by the one seeding path
 * (src/provisioning: upload → module → import → project → trained spec): a sales table of N rows,
 * and a schema of twenty modules — four fact tables and sixteen dimension tables — whose joins the
 * spec build discovers from the keys.
 */
import { Readable } from 'node:stream';
import type { Actor } from '../src/auth/principal.js';
import type { Db } from '../src/db/db.js';
import { provisioningService } from '../src/provisioning/provisioning.service.js';
import type { SpecDoc } from '../src/contracts/spec.js';
import { DEFAULT_ROLLUP_BOUNDS, type RollupBounds } from '../src/semantic/rollups.js';

/** A question of a scenario and its right answer (each group's figure). */
export interface Asked {
  question: string;
  expected: Map<string, number>;
}

export interface Scenario {
  name: string;
  question: string;
  /** Builds the spec; the rows it generates also give `expected`, computed here and never by the service. */
  build(db: Db, actor: Actor): Promise<{ id: string; doc: SpecDoc }>;
  /** The right answer: each group's total (to the cent), known once `build` has run. */
  expected: Map<string, number>;
}

/** Adds a row's amount to its group's total, in cents so that the sum is exact. */
function tally(totals: Map<string, number>, key: string, amount: string): void {
  totals.set(key, (totals.get(key) ?? 0) + Math.round(Number(amount) * 100));
}
const inUnits = (cents: Map<string, number>) => new Map([...cents].map(([k, v]) => [k, v / 100]));

/** A deterministic generator (the same data every run). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Rows as CSV, in chunks of about 64 KiB. */
function* csv(header: string[], rows: number, row: (i: number) => (string | number)[]): Generator<string> {
  yield `${header.join(',')}\n`;
  let chunk = '';
  for (let i = 1; i <= rows; i++) {
    chunk += `${row(i).join(',')}\n`;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** One CSV through upload → module → import (the body is generated as it is read). */
async function moduleOf(db: Db, actor: Actor, name: string, body: Iterable<string>): Promise<string> {
  const owner = { actor, customerId: actor.customerId };
  return (await provisioningService({ db }).module(owner, { name, file: `${name}.csv`, body: () => Readable.from(body) })).moduleId;
}

async function specOf(db: Db, actor: Actor, name: string, moduleIds: string[], rollups?: RollupBounds): Promise<{ id: string; doc: SpecDoc }> {
  // The sales and twenty-module scenarios time the agent over the table: their specs have no rollups.
  const { specId, doc } = await provisioningService({ db, rollups }).spec({ actor, customerId: actor.customerId }, { name, moduleIds });
  return { id: specId, doc };
}

export function salesScenario(rows: number): Scenario {
  const cents = new Map<string, number>();
  return {
    name: `one module of ${rows.toLocaleString('en')} sales rows`,
    question: 'What is the total revenue by region?',
    get expected() {
      return inUnits(cents);
    },
    async build(db, actor) {
      const regions = ['North', 'South', 'East', 'West', 'Central'];
      const products = ['Widget', 'Gadget', 'Gizmo', 'Doohickey', 'Sprocket', 'Flange', 'Bracket', 'Valve'];
      const channels = ['online', 'retail', 'partner'];
      const rand = random(42);
      const body = csv(['order_id', 'order_date', 'region', 'product', 'channel', 'units', 'unit_price', 'revenue'], rows, (i) => {
        const d = new Date(Date.UTC(2022, 0, 1) + Math.floor(rand() * 1095) * 86400000).toISOString().slice(0, 10);
        const units = 1 + Math.floor(rand() * 50);
        const price = Math.round((5 + rand() * 195) * 100) / 100;
        const region = regions[Math.floor(rand() * 5)]!;
        const revenue = (units * price).toFixed(2);
        tally(cents, region, revenue);
        return [i, d, region, products[Math.floor(rand() * 8)]!, channels[Math.floor(rand() * 3)]!, units, price, revenue];
      });
      const id = await moduleOf(db, actor, 'Sales', body);
      return specOf(db, actor, `Sales ${rows}`, [id]);
    },
  };
}

/** Dimension tables: name, rows, and their attributes (each a small set of values). */
const DIMENSIONS: [string, number, Record<string, string[]>][] = [
  ['Customers', 2000, { segment: ['Consumer', 'Corporate', 'Home Office', 'Small Business'], country: ['France', 'Chile', 'Kenya', 'Canada', 'Vietnam'] }],
  ['Products', 500, { category: ['Hardware', 'Software', 'Services', 'Supplies'] }],
  ['Stores', 200, { state: ['Ohio', 'Texas', 'Oregon', 'Maine', 'Utah'] }],
  ['Promotions', 40, { kind: ['Discount', 'Bundle', 'Coupon'] }],
  ['Channels', 5, { medium: ['Web', 'Phone', 'Shop'] }],
  ['Suppliers', 100, { tier: ['Gold', 'Silver', 'Bronze'] }],
  ['Warehouses', 50, { climate: ['Dry', 'Cold', 'Mild'] }],
  ['Carriers', 20, { mode: ['Road', 'Rail', 'Air', 'Sea'] }],
  ['Employees', 300, { department: ['Sales', 'Support', 'Logistics'] }],
  ['Currencies', 10, { zone: ['Euro', 'Dollar', 'Other'] }],
  ['Campaigns', 60, { audience: ['Youth', 'Family', 'Seniors'] }],
  ['Categories', 30, { family: ['Durable', 'Consumable'] }],
  ['Brands', 80, { tier: ['Premium', 'Standard', 'Value'] }],
  ['Cities', 150, { size: ['Large', 'Medium', 'Small'] }],
  ['Methods', 8, { kind: ['Card', 'Cash', 'Transfer'] }],
  ['Regions', 10, { hemisphere: ['North', 'South'] }],
];

/** Fact tables: name, and the dimensions they reference (by <dimension>_id). */
const FACTS: [string, string[], string][] = [
  ['Orders', ['Customers', 'Products', 'Stores', 'Promotions', 'Channels'], 'revenue'],
  ['Shipments', ['Carriers', 'Warehouses', 'Suppliers', 'Cities'], 'cost'],
  ['Payments', ['Methods', 'Currencies', 'Campaigns'], 'amount'],
  ['Returns', ['Employees', 'Categories', 'Brands', 'Regions'], 'refund'],
];

const idColumn = (dimension: string) => `${dimension.toLowerCase().replace(/s$/, '').replace(/ie$/, 'y')}_id`;

export function starScenario(factRows = 25_000): Scenario {
  const cents = new Map<string, number>();
  return {
    name: `twenty modules with joins (four fact tables of ${factRows.toLocaleString('en')} rows, sixteen dimensions)`,
    question: 'What is the total revenue by customer segment?',
    get expected() {
      return inUnits(cents);
    },
    async build(db, actor) {
      const ids: string[] = [];
      const rand = random(7);
      const segments = DIMENSIONS[0]![2].segment!;
      for (const [name, rows, attrs] of DIMENSIONS) {
        const cols = Object.keys(attrs);
        ids.push(
          await moduleOf(
            db,
            actor,
            name,
            csv(['id', 'name', ...cols], rows, (i) => [i, `${name.slice(0, -1)} ${i}`, ...cols.map((c) => attrs[c]![i % attrs[c]!.length]!)]),
          ),
        );
      }
      for (const [name, dims, measure] of FACTS) {
        const sizes = dims.map((d) => DIMENSIONS.find((x) => x[0] === d)![1]);
        const header = [`${name.toLowerCase().replace(/s$/, '')}_id`, ...dims.map(idColumn), 'day', measure];
        const body = csv(header, factRows, (i) => {
          const keys = sizes.map((n) => 1 + Math.floor(rand() * n));
          const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(rand() * 365) * 86400000).toISOString().slice(0, 10);
          const amount = (rand() * 500).toFixed(2);
          // The question's answer: each order's revenue under its customer's segment (customer i has segment i mod 4).
          if (name === 'Orders') tally(cents, segments[keys[0]! % segments.length]!, amount);
          return [i, ...keys, day, amount];
        });
        ids.push(await moduleOf(db, actor, name, body));
      }
      return specOf(db, actor, 'Twenty modules', ids);
    },
  };
}

/**
 * A fact table of `rows` orders (a date over three years, four dimensions, three measures), its
 * spec built with rollups, and three grouped questions with their answers computed here.
 */
export function factScenario(rows = 10_000_000) {
  const revenueByRegion = new Map<string, number>();
  const revenueByMonth = new Map<string, number>();
  const ordersByChannel = new Map<string, number>();
  const asked: Asked[] = [
    { question: 'What is the total revenue by region?', expected: revenueByRegion },
    { question: 'What is the total revenue by month?', expected: revenueByMonth },
    { question: 'What is the number of orders by channel?', expected: ordersByChannel },
  ];
  return {
    name: `one fact table of ${rows.toLocaleString('en')} orders (a date, four dimensions, three measures)`,
    asked,
    async build(db: Db, actor: Actor): Promise<{ id: string; doc: SpecDoc }> {
      const regions = ['North', 'South', 'East', 'West', 'Central'];
      const categories = ['Hardware', 'Software', 'Services', 'Supplies', 'Furniture', 'Toys', 'Books', 'Garden'];
      const channels = ['Online', 'Retail', 'Partner', 'Phone'];
      const segments = ['Consumer', 'Corporate', 'Home Office'];
      const rand = random(2024);
      const body = csv(['order_id', 'order_date', 'region', 'category', 'channel', 'segment', 'units', 'revenue', 'cost'], rows, (i) => {
        const d = new Date(Date.UTC(2022, 0, 1) + Math.floor(rand() * 1095) * 86400000).toISOString().slice(0, 10);
        const region = regions[Math.floor(rand() * 5)]!;
        const channel = channels[Math.floor(rand() * 4)]!;
        const units = 1 + Math.floor(rand() * 50);
        const revenue = (rand() * 1000).toFixed(2);
        tally(revenueByRegion, region, revenue);
        tally(revenueByMonth, d.slice(0, 7), revenue);
        // Counted in hundredths like the amounts in cents: every map is divided by 100 at the end.
        ordersByChannel.set(channel, (ordersByChannel.get(channel) ?? 0) + 100);
        return [i, d, region, categories[Math.floor(rand() * 8)]!, channel, segments[Math.floor(rand() * 3)]!, units, revenue, (rand() * 500).toFixed(2)];
      });
      const id = await moduleOf(db, actor, 'Orders', body);
      const spec = await specOf(db, actor, `Orders ${rows}`, [id], DEFAULT_ROLLUP_BOUNDS);
      for (const a of asked) a.expected = inUnits(a.expected);
      return spec;
    },
  };
}
