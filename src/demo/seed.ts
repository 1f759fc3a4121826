import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { customersRepo } from '../customers/customers.repo.js';
import { apiUsersService } from '../users/api-users.service.js';
import { type ColumnLabels, type ProvisioningDeps, provisioningService } from '../provisioning/provisioning.service.js';

/** The public sample tables of the demo, from the vega-datasets package. */
export const DEMO_DATA_DIR = join(projectRoot, 'node_modules', 'vega-datasets', 'data');

interface DemoModule {
  file: string;
  name: string;
  synonyms: string[];
  labels: Record<string, ColumnLabels>;
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

export type SeedDeps = ProvisioningDeps;

export interface SeedOptions {
  customerName?: string;
  ownerUsername?: string;
  apiUsername?: string;
  /** One line per step, for a command line. */
  onProgress?: (line: string) => void;
}

/**
 * Provisions the demo customer by the one seeding path (src/provisioning): owner, API user, the
 * four sample tables uploaded as import batches, one module each (labelled), the project
 * "Demo analytics" (exposure full) and a trained spec. Usable on any database (tests pass their
 * own usernames, which are unique across the service).
 */
export async function seedDemo(deps: SeedDeps, opts: SeedOptions = {}): Promise<DemoSeed> {
  const provisioning = provisioningService(deps);
  const customer = await provisioning.customer({ name: opts.customerName ?? 'Demo Company', ownerUsername: opts.ownerUsername ?? 'demo' });
  const api = await apiUsersService({ db: deps.db }).create(customer.actor, { username: opts.apiUsername ?? 'demo-api' });
  const project = await provisioning.project(customer, {
    name: 'Demo analytics',
    tables: DEMO_MODULES.map((def) => ({ ...def, body: () => createReadStream(join(DEMO_DATA_DIR, def.file)) })),
    onProgress: opts.onProgress,
  });
  opts.onProgress?.(`spec ${project.specId} trained`);

  return {
    customerId: customer.customerId,
    owner: customer.owner,
    api: { id: api.id, username: api.username, password: api.password },
    projectId: project.projectId,
    specId: project.specId,
    moduleIds: Object.fromEntries(project.modules.map((m) => [m.name, m.moduleId])),
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
