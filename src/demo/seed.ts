import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.js';
import type { Actor } from '../auth/principal.js';
import { generatePassword } from '../auth/passwords.js';
import { projectRoot } from '../paths.js';
import { customersService } from '../customers/customers.service.js';
import { customersRepo } from '../customers/customers.repo.js';
import { apiUsersService } from '../users/api-users.service.js';
import { datasetsService } from '../datasets/datasets.service.js';
import { modulesService } from '../modules/modules.service.js';
import { projectsService } from '../projects/projects.service.js';
import { auditLog } from '../audit/audit.log.js';
import { semanticService } from '../semantic/semantic.service.js';

/** The public sample tables of the demo, from the vega-datasets package. */
export const DEMO_DATA_DIR = join(projectRoot, 'node_modules', 'vega-datasets', 'data');

interface DemoModule {
  file: string;
  name: string;
  synonyms: string[];
  labels: Record<string, { label?: string; synonyms?: string[]; values?: { value: string; synonyms: string[] }[] }>;
}

export const DEMO_MODULES: readonly DemoModule[] = [
  {
    file: 'cars.json',
    name: 'Cars',
    synonyms: ['car', 'vehicle', 'vehicles', 'automobile', 'automobiles'],
    labels: {
      name: { label: 'Model name', synonyms: ['model', 'car name'] },
      miles_per_gallon: { label: 'Miles per gallon', synonyms: ['mpg', 'fuel economy', 'fuel efficiency'] },
      horsepower: { label: 'Horsepower', synonyms: ['hp', 'power'] },
      weight_in_lbs: { label: 'Weight (lbs)', synonyms: ['weight', 'mass'] },
      year: { label: 'Model year', synonyms: ['year'] },
      origin: {
        label: 'Origin',
        synonyms: ['region', 'country of origin'],
        values: [
          { value: 'USA', synonyms: ['american', 'america', 'united states', 'us', 'domestic'] },
          { value: 'Japan', synonyms: ['japanese'] },
          { value: 'Europe', synonyms: ['european', 'europeans'] },
        ],
      },
    },
  },
  {
    file: 'seattle-weather.csv',
    name: 'Seattle Weather',
    synonyms: ['weather', 'seattle'],
    labels: {
      precipitation: { label: 'Precipitation (mm)', synonyms: ['rain', 'rainfall'] },
      temp_max: { label: 'Maximum temperature (°C)', synonyms: ['high', 'max temperature'] },
      temp_min: { label: 'Minimum temperature (°C)', synonyms: ['low', 'min temperature'] },
      wind: { label: 'Wind speed (m/s)', synonyms: ['wind speed'] },
      weather: {
        label: 'Weather',
        synonyms: ['conditions', 'sky', 'weather type', 'type of weather', 'kind of weather'],
        values: [{ value: 'sun', synonyms: ['sunshine', 'clear'] }],
      },
    },
  },
  {
    file: 'penguins.json',
    name: 'Penguins',
    synonyms: ['penguin'],
    labels: {
      species: { synonyms: ['kind of penguin', 'type of penguin', 'kinds', 'breed'] },
      sex: {
        synonyms: ['gender'],
        values: [
          { value: 'MALE', synonyms: ['males', 'men'] },
          { value: 'FEMALE', synonyms: ['females', 'women'] },
        ],
      },
      body_mass_g: { synonyms: ['weight', 'mass', 'body mass', 'heavy'] },
      flipper_length_mm: { synonyms: ['flipper', 'flipper length', 'flippers'] },
      beak_length_mm: { synonyms: ['bill length', 'bill'] },
      beak_depth_mm: { synonyms: ['bill depth'] },
    },
  },
  {
    file: 'stocks.csv',
    name: 'Stocks',
    synonyms: ['stock', 'share prices', 'stock prices', 'market'],
    labels: {
      symbol: {
        label: 'Ticker symbol',
        synonyms: ['ticker', 'company', 'companies', 'stock'],
        values: [
          { value: 'AAPL', synonyms: ['apple'] },
          { value: 'MSFT', synonyms: ['microsoft'] },
          { value: 'AMZN', synonyms: ['amazon'] },
          { value: 'GOOG', synonyms: ['google', 'alphabet'] },
          { value: 'IBM', synonyms: ['international business machines'] },
        ],
      },
      price: { label: 'Price (USD)', synonyms: ['share price', 'close'] },
    },
  },
];

export interface DemoSeed {
  customerId: string;
  owner: { id: string; username: string; password: string };
  api: { id: string; username: string; password: string };
  projectId: string;
  specId: string;
  moduleIds: Record<string, string>;
}

export interface SeedDeps {
  db: Db;
  /** The data plane; the control database when absent. */
  data?: Db;
  tiers?: string[];
  defaultTier?: string;
  /** The server's AUDIT_CHAIN_KEY, so that anything the seed audits is sealed like the rest. */
  auditChainKey?: string;
}

export interface SeedOptions {
  customerName?: string;
  ownerUsername?: string;
  apiUsername?: string;
  /** One line per step, for a command line. */
  onProgress?: (line: string) => void;
}

/**
 * Provisions the demo customer through the same services the portal uses: owner, API user, the
 * four sample tables uploaded as import batches, one module each (labelled), the project
 * "Demo analytics" (exposure full) and a trained spec. Usable on any database (tests pass their
 * own usernames, which are unique across the service).
 */
export async function seedDemo(deps: SeedDeps, opts: SeedOptions = {}): Promise<DemoSeed> {
  const { db, data } = deps;
  const say = opts.onProgress ?? (() => {});
  const ownerUsername = opts.ownerUsername ?? 'demo';
  const ownerPassword = generatePassword(ownerUsername);
  const customers = customersService({ db, tiers: deps.tiers ?? ['standard'], defaultTier: deps.defaultTier ?? 'standard' });
  const customer = await customers.provision({
    name: opts.customerName ?? 'Demo Company',
    owner_username: ownerUsername,
    owner_password: ownerPassword,
  });
  const owner = customer.owner!;
  const actor: Actor = { id: owner.id, username: owner.username, customerId: customer.id, isOwner: true };
  const api = await apiUsersService({ db }).create(actor, { username: opts.apiUsername ?? 'demo-api' });

  const datasets = datasetsService({ db, data });
  const modules = modulesService({ db, data });
  const moduleIds: Record<string, string> = {};
  for (const def of DEMO_MODULES) {
    const batch = await datasets.upload(actor, customer.id, {
      name: def.file,
      format: def.file.endsWith('.json') ? 'json' : 'csv',
      body: createReadStream(join(DEMO_DATA_DIR, def.file)),
    });
    say(`imported ${def.file}: ${batch.row_count} rows, ${batch.columns.length} columns`);
    const m = await modules.create(actor, { import_batch_id: batch.id, name: def.name });
    const columns = Object.entries(def.labels)
      .filter(([name]) => m.columns.some((c) => c.name === name))
      .map(([name, l]) => ({ name, ...l }));
    await modules.labels(actor, m.id, { synonyms: def.synonyms, columns });
    await modules.finalize(actor, m.id);
    const loaded = await modules.runImport(actor, m.id);
    say(`module ${def.name}: ${loaded.row_count} rows loaded`);
    moduleIds[def.name] = m.id;
  }

  const project = await projectsService({ db, audit: auditLog({ chainKey: deps.auditChainKey }) }).create(actor, {
    name: 'Demo analytics',
    exposure: 'full',
    module_ids: Object.values(moduleIds),
  });
  const semantic = semanticService({ db, data, waitMs: 0 });
  const started = await semantic.build(actor, project.id, { name: 'Demo analytics spec' });
  await semantic.whenIdle();
  const spec = await semantic.get(actor, project.id, started.body.id);
  if (spec.status !== 'trained') throw new Error(`the demo spec did not train: ${spec.error ?? spec.status}`);
  say(`spec ${spec.id} trained`);

  return {
    customerId: customer.id,
    owner: { id: owner.id, username: owner.username, password: ownerPassword },
    api: { id: api.id, username: api.username, password: api.password },
    projectId: project.id,
    specId: spec.id,
    moduleIds,
  };
}

/** The lines printed after a first start: credentials, the spec id and ready curl commands. */
export function demoBanner(seed: DemoSeed, baseUrl: string): string {
  const authorize = `curl -s -X POST ${baseUrl}/api/v1/authorize -H 'Content-Type: application/json' -d '{"username":"${seed.api.username}","password":"${seed.api.password}"}'`;
  const infer =
    `curl -s -X POST ${baseUrl}/api/v1/infer -H 'Content-Type: application/json' -H "Authorization: Bearer $TOKEN" ` +
    `-d '{"prompt":"What is the average miles per gallon by origin?","spec_ids":["${seed.specId}"]}'`;
  return [
    '',
    '==================== Specgate demo ====================',
    `Portal (${baseUrl}/)  owner: ${seed.owner.username} / ${seed.owner.password}`,
    `API user:             ${seed.api.username} / ${seed.api.password}`,
    `Project "Demo analytics" (exposure full), spec id: ${seed.specId}`,
    '',
    'Get a token:',
    `  TOKEN=$(${authorize} | sed -E 's/.*"token":"([^"]+)".*/\\1/')`,
    'Ask a question:',
    `  ${infer}`,
    '=======================================================',
    '',
  ].join('\n');
}

/** On the first start of an empty database: seed the demo and print how to use it. */
export async function seedDemoOnFirstStart(deps: SeedDeps & { baseUrl: string; print?: (text: string) => void }): Promise<DemoSeed | undefined> {
  if (await customersRepo(deps.db).any()) return undefined;
  const print = deps.print ?? ((t: string) => console.log(t));
  const seed = await seedDemo(deps, { onProgress: (line) => print(`demo: ${line}`) });
  print(demoBanner(seed, deps.baseUrl));
  return seed;
}
