/**
 * Ten public tables for the parser's analytics DEVELOPMENT set (questions.ts), none of them a demo
 * table: the demo's cars, seattle-weather, penguins and stocks stay the held-out test set.
 *
 * `seedAnalyticsSpecs` loads each file through the product's own services, exactly as the demo seed
 * (src/demo/seed.ts) and the join fixture (test/agent/fixture/flights.ts) do: one customer (a unique
 * owner username), then per table an upload, one labelled module (finalized and imported), its own
 * project at exposure full and a trained spec. One project and one spec PER TABLE, so that a
 * question is always asked of one table's spec.
 *
 * The labels are what a customer would type in the module builder: a human name for the module and
 * a few columns, a few synonyms, and other names of a column's values only where a column holds
 * codes (gapminder's region numbers, population's sex 1/2) or where the value's own name is longer
 * than what people say ("Nuclear Energy" → "nuclear").
 *
 * `raw` reads the same files straight from disk (a real CSV parser) for computing expected answers;
 * it never touches the database.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../../src/db/db.js';
import type { SpecDoc } from '../../../src/semantic/spec.types.js';
import { parseCsvQuoted } from '../../../test/agent/fixture/flights.js';
import { auditLog } from '../../../src/audit/audit.log.js';

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'node_modules', 'vega-datasets', 'data');

/** The tables of the set, by key. */
export type TableKey = 'movies' | 'gapminder' | 'barley' | 'iowa' | 'disasters' | 'jobs' | 'population' | 'unemployment' | 'income' | 'employment';

interface ColumnLabels {
  label?: string;
  synonyms?: string[];
  values?: { value: string; synonyms: string[] }[];
}

export interface AnalyticsModuleDef {
  key: TableKey;
  file: string;
  name: string;
  project: string;
  synonyms: string[];
  /** By column name as the module builder makes it from the header ("Worldwide Gross" → worldwide_gross). */
  labels: Record<string, ColumnLabels>;
}

export const ANALYTICS_MODULES: readonly AnalyticsModuleDef[] = [
  {
    key: 'movies',
    file: 'movies.json',
    name: 'Movies',
    project: 'Box office',
    synonyms: ['movie', 'films', 'film'],
    labels: {
      title: { label: 'Title', synonyms: ['movie title', 'film title'] },
      us_gross: { label: 'US gross (USD)', synonyms: ['domestic gross', 'domestic box office'] },
      worldwide_gross: { label: 'Worldwide gross (USD)', synonyms: ['box office', 'worldwide revenue'] },
      production_budget: { label: 'Production budget (USD)', synonyms: ['budget', 'cost'] },
      release_date: { label: 'Release date', synonyms: ['released', 'release'] },
      major_genre: { label: 'Genre', synonyms: ['major genre'] },
      mpaa_rating: { label: 'MPAA rating', synonyms: ['rated', 'age rating'] },
      imdb_rating: { label: 'IMDB rating', synonyms: ['imdb score'] },
      rotten_tomatoes_rating: { label: 'Rotten Tomatoes rating', synonyms: ['tomatometer', 'rt score'] },
      running_time_min: { label: 'Running time (min)', synonyms: ['runtime', 'length'] },
      distributor: { label: 'Distributor', synonyms: ['studio'] },
    },
  },
  {
    key: 'gapminder',
    file: 'gapminder.json',
    name: 'Country indicators',
    project: 'World development',
    synonyms: ['gapminder', 'countries'],
    labels: {
      pop: { label: 'Population', synonyms: ['people', 'inhabitants'] },
      life_expect: { label: 'Life expectancy (years)', synonyms: ['lifespan'] },
      fertility: { label: 'Fertility (children per woman)', synonyms: ['fertility rate', 'births per woman'] },
      cluster: {
        label: 'Region',
        synonyms: ['world region'],
        values: [
          { value: '0', synonyms: ['South Asia'] },
          { value: '1', synonyms: ['Europe & Central Asia', 'Europe'] },
          { value: '2', synonyms: ['Sub-Saharan Africa', 'Africa'] },
          { value: '3', synonyms: ['America', 'the Americas'] },
          { value: '4', synonyms: ['East Asia & Pacific', 'East Asia'] },
          { value: '5', synonyms: ['Middle East & North Africa', 'Middle East'] },
        ],
      },
    },
  },
  {
    key: 'barley',
    file: 'barley.json',
    name: 'Barley trials',
    project: 'Barley field trials',
    synonyms: ['barley', 'harvest'],
    labels: {
      yield: { label: 'Yield (bushels per acre)', synonyms: ['bushels', 'harvest'] },
      variety: { label: 'Variety', synonyms: ['strain', 'cultivar'] },
      site: { label: 'Site', synonyms: ['farm', 'location'] },
    },
  },
  {
    key: 'iowa',
    file: 'iowa-electricity.csv',
    name: 'Iowa electricity',
    project: 'Iowa power generation',
    synonyms: ['electricity', 'power generation'],
    labels: {
      source: {
        label: 'Energy source',
        synonyms: ['source', 'fuel'],
        values: [
          { value: 'Nuclear Energy', synonyms: ['nuclear'] },
          { value: 'Fossil Fuels', synonyms: ['fossil'] },
          { value: 'Renewables', synonyms: ['renewable'] },
        ],
      },
      net_generation: { label: 'Net generation (GWh)', synonyms: ['generation', 'output'] },
    },
  },
  {
    key: 'disasters',
    file: 'disasters.csv',
    name: 'Natural disasters',
    project: 'Disaster deaths',
    synonyms: ['disasters', 'disaster deaths'],
    labels: {
      entity: { label: 'Disaster type', synonyms: ['disaster', 'type of disaster'] },
      deaths: { label: 'Deaths', synonyms: ['fatalities', 'death toll'] },
    },
  },
  {
    key: 'jobs',
    file: 'jobs.json',
    name: 'Occupations by sex',
    project: 'Census occupations',
    synonyms: ['jobs', 'occupations', 'workforce'],
    labels: {
      job: { label: 'Occupation', synonyms: ['job', 'profession'] },
      sex: {
        label: 'Sex',
        synonyms: ['gender'],
        values: [
          { value: 'men', synonyms: ['male', 'man'] },
          { value: 'women', synonyms: ['female', 'woman'] },
        ],
      },
      count: { label: 'Workers', synonyms: ['number of workers', 'employed'] },
      perc: { label: 'Share of workforce', synonyms: ['percentage of workforce'] },
    },
  },
  {
    key: 'population',
    file: 'population.json',
    name: 'US population',
    project: 'US census population',
    synonyms: ['population', 'census'],
    labels: {
      age: { label: 'Age group', synonyms: ['age'] },
      sex: {
        label: 'Sex',
        synonyms: ['gender'],
        values: [
          { value: '1', synonyms: ['male', 'men'] },
          { value: '2', synonyms: ['female', 'women'] },
        ],
      },
      people: { label: 'People', synonyms: ['persons', 'headcount'] },
    },
  },
  {
    key: 'unemployment',
    file: 'unemployment-across-industries.json',
    name: 'Unemployment by industry',
    project: 'Labour market',
    synonyms: ['unemployment', 'jobless'],
    labels: {
      series: { label: 'Industry', synonyms: ['sector'] },
      count: { label: 'Unemployed (thousands)', synonyms: ['unemployed', 'jobless count'] },
      rate: { label: 'Unemployment rate (%)', synonyms: ['jobless rate'] },
      date: { label: 'Month', synonyms: ['date'] },
    },
  },
  {
    key: 'income',
    file: 'income.json',
    name: 'Household income',
    project: 'Household income by state',
    synonyms: ['income', 'households'],
    labels: {
      name: { label: 'State', synonyms: ['state name'] },
      pct: { label: 'Share of households', synonyms: ['percentage of households'] },
      total: { label: 'Households in state', synonyms: ['number of households'] },
      group: { label: 'Income bracket', synonyms: ['income group', 'income range'] },
      id: { label: 'State FIPS code', synonyms: ['fips'] },
    },
  },
  {
    key: 'employment',
    file: 'us-employment.csv',
    name: 'US employment',
    project: 'Monthly payrolls',
    synonyms: ['employment', 'payrolls'],
    labels: {
      month: { label: 'Month', synonyms: ['date'] },
      nonfarm: { label: 'Nonfarm payrolls (thousands)', synonyms: ['nonfarm', 'total employment'] },
      nonfarm_change: { label: 'Change in nonfarm payrolls (thousands)', synonyms: ['jobs added', 'job gains'] },
      manufacturing: { label: 'Manufacturing (thousands)', synonyms: ['factory jobs'] },
      construction: { label: 'Construction (thousands)' },
      government: { label: 'Government (thousands)', synonyms: ['public sector'] },
      trade_transportation_utilties: { label: 'Trade, transportation and utilities (thousands)' },
      leisure_and_hospitality: { label: 'Leisure and hospitality (thousands)', synonyms: ['hospitality'] },
    },
  },
];

// ---- the raw files, for expected answers ----------------------------------------------------------

type Cell = string | number | null;
const json = (file: string) => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as Record<string, Cell>[];
const csv = (file: string) => parseCsvQuoted(readFileSync(join(DATA_DIR, file), 'utf8'));
const num = (v: Cell | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const str = (v: Cell | undefined): string | null => (v === null || v === undefined ? null : String(v));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "Jun 12 1998" → "1998-06-12". */
export function isoDate(v: string): string {
  const m = /^([A-Za-z]{3}) (\d{1,2}),? (\d{4})$/.exec(v);
  if (!m) throw new Error(`not a date: ${v}`);
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

export interface Movie {
  /** Null once; nine titles are JSON numbers in the file (300, 21, 9, 54, 1776, …), read here as text. */
  title: string | null;
  usGross: number | null;
  worldGross: number | null;
  dvd: number | null;
  budget: number | null;
  /** ISO; old films are dated a century late (Gone with the Wind: 2039-12-15), eight films 1969-12-31. */
  date: string;
  mpaa: string | null;
  runtime: number | null;
  distributor: string | null;
  source: string | null;
  genre: string | null;
  creative: string | null;
  director: string | null;
  rt: number | null;
  imdb: number | null;
  votes: number | null;
}
export interface Gap {
  year: number;
  country: string;
  cluster: number;
  pop: number;
  life: number;
  fertility: number;
}
export interface Barley {
  yield: number;
  variety: string;
  year: number;
  site: string;
}
export interface Iowa {
  /** ISO date, always January 1st */ year: string;
  source: string;
  gen: number;
}
export interface Disaster {
  entity: string;
  year: number;
  deaths: number;
}
export interface Job {
  job: string;
  sex: string;
  year: number;
  count: number;
  perc: number;
}
export interface Pop {
  year: number;
  age: number;
  sex: number;
  people: number;
}
export interface Unemp {
  series: string;
  year: number;
  month: number;
  count: number;
  rate: number /** "2000-01-01T08:00:00.000Z" */;
  date: string;
}
export interface Income {
  name: string;
  region: string;
  id: number;
  pct: number;
  total: number;
  group: string;
}
/** us-employment.csv: one row per month, one column per industry (thousands of jobs). */
export type Employment = { month: string } & Record<string, number>;

export const raw = {
  movies: (): Movie[] =>
    json('movies.json').map((r) => ({
      title: str(r.Title),
      usGross: num(r['US Gross']),
      worldGross: num(r['Worldwide Gross']),
      dvd: num(r['US DVD Sales']),
      budget: num(r['Production Budget']),
      date: isoDate(String(r['Release Date'])),
      mpaa: str(r['MPAA Rating']),
      runtime: num(r['Running Time min']),
      distributor: str(r.Distributor),
      source: str(r.Source),
      genre: str(r['Major Genre']),
      creative: str(r['Creative Type']),
      director: str(r.Director),
      rt: num(r['Rotten Tomatoes Rating']),
      imdb: num(r['IMDB Rating']),
      votes: num(r['IMDB Votes']),
    })),
  gapminder: (): Gap[] =>
    json('gapminder.json').map((r) => ({
      year: Number(r.year),
      country: String(r.country),
      cluster: Number(r.cluster),
      pop: Number(r.pop),
      life: Number(r.life_expect),
      fertility: Number(r.fertility),
    })),
  barley: (): Barley[] => json('barley.json').map((r) => ({ yield: Number(r.yield), variety: String(r.variety), year: Number(r.year), site: String(r.site) })),
  iowa: (): Iowa[] => csv('iowa-electricity.csv').map((r) => ({ year: String(r.year), source: String(r.source), gen: Number(r.net_generation) })),
  disasters: (): Disaster[] => csv('disasters.csv').map((r) => ({ entity: String(r.Entity), year: Number(r.Year), deaths: Number(r.Deaths) })),
  jobs: (): Job[] =>
    json('jobs.json').map((r) => ({ job: String(r.job), sex: String(r.sex), year: Number(r.year), count: Number(r.count), perc: Number(r.perc) })),
  population: (): Pop[] => json('population.json').map((r) => ({ year: Number(r.year), age: Number(r.age), sex: Number(r.sex), people: Number(r.people) })),
  unemployment: (): Unemp[] =>
    json('unemployment-across-industries.json').map((r) => ({
      series: String(r.series),
      year: Number(r.year),
      month: Number(r.month),
      count: Number(r.count),
      rate: Number(r.rate),
      date: String(r.date),
    })),
  income: (): Income[] =>
    json('income.json').map((r) => ({
      name: String(r.name),
      region: String(r.region),
      id: Number(r.id),
      pct: Number(r.pct),
      total: Number(r.total),
      group: String(r.group),
    })),
  employment: (): Employment[] =>
    csv('us-employment.csv').map((r) => {
      const out: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(r)) out[k] = k === 'month' ? String(v) : Number(v);
      return out as Employment;
    }),
};

// ---- seeding through the product ------------------------------------------------------------------

export interface SeededSpec {
  table: TableKey;
  specId: string;
  doc: SpecDoc;
}

/**
 * The ten tables as the product builds them: migrations, one new customer (unique owner username),
 * then per table an upload, a labelled module (finalized and imported), a project of its own at
 * exposure full, and a trained spec read back as stored (semantic_specs.spec).
 */
export async function seedAnalyticsSpecs(db: Db): Promise<{ specs: SeededSpec[] }> {
  const { migrate } = await import('../../../src/db/migrate.js');
  const { generatePassword } = await import('../../../src/auth/passwords.js');
  const { customersService } = await import('../../../src/customers/customers.service.js');
  const { datasetsService } = await import('../../../src/datasets/datasets.service.js');
  const { modulesService } = await import('../../../src/modules/modules.service.js');
  const { projectsService } = await import('../../../src/projects/projects.service.js');
  const { semanticService } = await import('../../../src/semantic/semantic.service.js');
  await migrate(db);

  const tag = Math.random().toString(36).slice(2, 10);
  const customer = await customersService({ db, tiers: ['standard'], defaultTier: 'standard' }).provision({
    name: `Analytics development ${tag}`,
    owner_username: `analytics-owner-${tag}`,
    owner_password: generatePassword(),
  });
  const owner = customer.owner!;
  const actor = { id: owner.id, username: owner.username, customerId: customer.id, isOwner: true };

  const datasets = datasetsService({ db });
  const modules = modulesService({ db });
  const projects = projectsService({ db, audit: auditLog({}) });
  const semantic = semanticService({ db, waitMs: 0 });
  const specs: SeededSpec[] = [];
  for (const def of ANALYTICS_MODULES) {
    const batch = await datasets.upload(actor, customer.id, {
      name: def.file,
      format: def.file.endsWith('.json') ? 'json' : 'csv',
      body: createReadStream(join(DATA_DIR, def.file)),
    });
    const m = await modules.create(actor, { import_batch_id: batch.id, name: def.name });
    const missing = Object.keys(def.labels).filter((name) => !m.columns.some((c) => c.name === name));
    if (missing.length > 0) throw new Error(`module ${def.name} has no column ${missing.join(', ')} (columns: ${m.columns.map((c) => c.name).join(', ')})`);
    await modules.labels(actor, m.id, { synonyms: def.synonyms, columns: Object.entries(def.labels).map(([name, l]) => ({ name, ...l })) });
    await modules.finalize(actor, m.id);
    const loaded = await modules.runImport(actor, m.id);
    if (!loaded.row_count) throw new Error(`module ${def.name} loaded no rows`);

    const project = await projects.create(actor, { name: def.project, exposure: 'full', module_ids: [m.id] });
    const started = await semantic.build(actor, project.id, { name: `${def.project} spec` });
    await semantic.whenIdle();
    const specId = started.body.id;
    const { rows } = await db.query<{ spec: SpecDoc | null }>('SELECT spec FROM semantic_specs WHERE id = $1', [specId]);
    const doc = rows[0]?.spec;
    if (!doc) {
      const view = await semantic.get(actor, project.id, specId);
      throw new Error(`the ${def.key} spec did not train: ${view.error ?? view.status}`);
    }
    specs.push({ table: def.key, specId, doc });
  }
  return { specs };
}
