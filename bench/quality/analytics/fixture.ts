/**
 * Twenty-six public tables for the parser's analytics DEVELOPMENT set (questions.ts), none of them a demo
 * table: the demo's cars, seattle-weather, penguins and stocks stay the held-out test set (and the
 * join set's airports and flights are not used either).
 *
 * `seedAnalyticsSpecs` loads each file through the product's own services, by the one seeding path
 * (src/provisioning) of the demo seed and the join fixture (test/agent/fixture/flights.ts): one customer (a unique
 * owner username), then per table an upload, one labelled module (finalized and imported), its own
 * project at exposure full and a trained spec. One project and one spec PER TABLE, so that a
 * question is always asked of one table's spec.
 *
 * The labels are what a customer would type in the module builder: a human name for the module and
 * a few columns, a few synonyms, and other names of a column's values only where a column holds
 * codes (gapminder's region numbers, population's sex 1/2, health and income's snake_case regions)
 * or where the value's own name is longer than what people say ("Nuclear Energy" → "nuclear").
 * Labels carry the data's unit in parentheses where it has one ("Total cost (USD)", "CO2 (ppm)").
 *
 * The eight tables of the third batch need two more things a customer does in the module builder:
 * a column's type where inference leaves a date as text (political-contributions.json's
 * "01/31/2015" → date, github.csv's "2015/01/01 01:00:00" → timestamp; PostgreSQL reads both), and a
 * column's role where the build proposes a category for a count or an amount (hurricanes, and three
 * dollar columns of the campaign filings with few distinct values). State postal codes ("TX") get
 * their state's name as a value synonym, as for any coded column.
 *
 * `raw` reads the same files straight from disk (a real CSV parser) for computing expected answers;
 * it never touches the database.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../../src/db/db.js';
import type { ColumnType } from '../../../src/contracts/columns.js';
import type { SpecDoc } from '../../../src/contracts/spec.js';
import type { ColumnLabels } from '../../../src/provisioning/provisioning.service.js';
import { parseCsvQuoted, STATE_NAMES as US_STATE_NAMES } from '../../../test/agent/fixture/flights.js';

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'node_modules', 'vega-datasets', 'data');

/** The tables of the set, by key. */
export type TableKey =
  | 'movies'
  | 'gapminder'
  | 'barley'
  | 'iowa'
  | 'disasters'
  | 'jobs'
  | 'population'
  | 'unemployment'
  | 'income'
  | 'employment'
  | 'birdstrikes'
  | 'football'
  | 'sp500'
  | 'co2'
  | 'riots'
  | 'crimea'
  | 'healthincome'
  | 'globaltemp'
  | 'contributions'
  | 'vix'
  | 'engineers'
  | 'burtin'
  | 'github'
  | 'zipcodes'
  | 'species'
  | 'driving';

export interface AnalyticsModuleDef {
  key: TableKey;
  file: string;
  name: string;
  project: string;
  synonyms: string[];
  /** By column name as the module builder makes it from the header ("Worldwide Gross" → worldwide_gross). */
  labels: Record<string, ColumnLabels>;
  /**
   * Column types the customer sets in the module builder where the inferred one is not what the
   * column holds (dates written "01/31/2015" or "2015/01/01 01:00:00" are inferred as text).
   */
  types?: Record<string, ColumnType>;
}

/** US state and territory postal codes, as a customer names a column of them (value synonyms): the join fixture's states and DC and Puerto Rico, and the other territories. */
const STATE_NAMES: Record<string, string> = {
  ...US_STATE_NAMES,
  VI: 'US Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
};
/** Value synonyms naming each of these codes' state. */
const stateValues = (codes: string[]) => codes.map((c) => ({ value: c, synonyms: [STATE_NAMES[c]!] }));
/** A state's name from its postal code (for the questions' expectations). */
export const stateName = (code: string): string => {
  const n = STATE_NAMES[code];
  if (!n) throw new Error(`no state ${code}`);
  return n;
};

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
  {
    key: 'birdstrikes',
    file: 'birdstrikes.csv',
    name: 'Bird strikes',
    project: 'Wildlife strikes on aircraft',
    synonyms: ['bird strikes', 'strikes', 'wildlife strikes', 'incidents'],
    labels: {
      airport_name: { label: 'Airport', synonyms: ['airport name'] },
      aircraft_make_model: { label: 'Aircraft model', synonyms: ['aircraft', 'plane', 'aircraft type'] },
      effect_amount_of_damage: { label: 'Damage', synonyms: ['amount of damage', 'damage level'] },
      flight_date: { label: 'Flight date', synonyms: ['date', 'day'] },
      aircraft_airline_operator: { label: 'Airline', synonyms: ['operator', 'carrier'] },
      origin_state: { label: 'State', synonyms: ['origin state'] },
      phase_of_flight: { label: 'Phase of flight', synonyms: ['flight phase', 'phase'] },
      wildlife_size: { label: 'Wildlife size', synonyms: ['bird size', 'animal size'] },
      wildlife_species: { label: 'Species', synonyms: ['bird species', 'wildlife', 'animal'] },
      time_of_day: { label: 'Time of day' },
      cost_other: { label: 'Other cost (USD)', synonyms: ['other costs'] },
      cost_repair: { label: 'Repair cost (USD)', synonyms: ['repair bill', 'repairs'] },
      cost_total: { label: 'Total cost (USD)', synonyms: ['cost', 'damage cost'] },
      speed_ias_in_knots: { label: 'Speed (knots)', synonyms: ['airspeed', 'speed'] },
    },
  },
  {
    key: 'football',
    file: 'football.json',
    name: 'Football matches',
    project: 'European football leagues',
    synonyms: ['matches', 'games', 'soccer', 'fixtures'],
    labels: {
      date: { label: 'Match date', synonyms: ['date', 'matchday'] },
      division: { label: 'League', synonyms: ['division', 'competition'] },
      home_team: { label: 'Home team', synonyms: ['hosts'] },
      away_team: { label: 'Away team', synonyms: ['visitors', 'visiting team'] },
      home_score: { label: 'Home goals', synonyms: ['home score'] },
      away_score: { label: 'Away goals', synonyms: ['away score'] },
    },
  },
  {
    key: 'sp500',
    file: 'sp500-2000.csv',
    name: 'S&P 500 daily',
    project: 'Stock market index',
    synonyms: ['S&P 500', 'sp500', 'S&P', 'index', 'market'],
    labels: {
      date: { label: 'Trading day', synonyms: ['date', 'day'] },
      open: { label: 'Open (points)', synonyms: ['opening level', 'opening price'] },
      high: { label: 'High (points)', synonyms: ['daily high', 'intraday high'] },
      low: { label: 'Low (points)', synonyms: ['daily low', 'intraday low'] },
      close: { label: 'Close (points)', synonyms: ['closing level', 'closing price', 'price', 'level'] },
      adjclose: { label: 'Adjusted close (points)', synonyms: ['adj close'] },
      volume: { label: 'Volume (shares)', synonyms: ['trading volume', 'shares traded'] },
    },
  },
  {
    key: 'co2',
    file: 'co2-concentration.csv',
    name: 'CO2 concentration',
    project: 'Mauna Loa CO2 record',
    synonyms: ['co2', 'carbon dioxide', 'keeling curve'],
    labels: {
      date: { label: 'Month', synonyms: ['date'] },
      co2: { label: 'CO2 (ppm)', synonyms: ['co2 level', 'carbon dioxide', 'concentration'] },
      adjusted_co2: { label: 'Seasonally adjusted CO2 (ppm)', synonyms: ['adjusted co2', 'deseasonalized co2'] },
    },
  },
  {
    key: 'riots',
    file: 'la-riots.csv',
    name: 'LA riots deaths',
    project: '1992 Los Angeles riots',
    synonyms: ['riots', 'victims', 'deaths', 'LA riots'],
    labels: {
      first_name: { label: 'First name', synonyms: ['given name'] },
      last_name: { label: 'Last name', synonyms: ['surname', 'family name'] },
      age: { label: 'Age (years)', synonyms: ['age'] },
      gender: { label: 'Gender', synonyms: ['sex'] },
      race: { label: 'Race', synonyms: ['ethnicity'] },
      death_date: { label: 'Date of death', synonyms: ['date', 'died on'] },
      address: { label: 'Address', synonyms: ['location', 'street'] },
      neighborhood: { label: 'Neighborhood', synonyms: ['neighbourhood', 'area'] },
      type: { label: 'Type of death', synonyms: ['cause', 'kind of death', 'cause of death'] },
    },
  },
  {
    key: 'crimea',
    file: 'crimea.json',
    name: 'Crimean War deaths',
    project: 'Nightingale mortality',
    synonyms: ['crimea', 'crimean war', 'army deaths', 'mortality'],
    labels: {
      date: { label: 'Month', synonyms: ['date'] },
      wounds: { label: 'Deaths from wounds', synonyms: ['wounds', 'battle deaths', 'killed in action'] },
      other: { label: 'Deaths from other causes', synonyms: ['other causes', 'other deaths'] },
      disease: { label: 'Deaths from disease', synonyms: ['disease', 'disease deaths', 'sickness'] },
      army_size: { label: 'Army size (soldiers)', synonyms: ['troops', 'army strength', 'soldiers'] },
    },
  },
  {
    key: 'healthincome',
    file: 'gapminder-health-income.csv',
    name: 'Health and income',
    project: 'Wealth and health of nations',
    synonyms: ['health and income', 'nations', 'wealth and health'],
    labels: {
      country: { label: 'Country', synonyms: ['nation'] },
      income: { label: 'Income per person (USD)', synonyms: ['income', 'gdp per capita', 'wealth'] },
      health: { label: 'Health (life expectancy, years)', synonyms: ['health', 'life expectancy'] },
      population: { label: 'Population', synonyms: ['people', 'inhabitants'] },
      region: {
        label: 'Region',
        synonyms: ['world region'],
        values: [
          { value: 'south_asia', synonyms: ['South Asia'] },
          { value: 'europe_central_asia', synonyms: ['Europe & Central Asia', 'Europe'] },
          { value: 'sub_saharan_africa', synonyms: ['Sub-Saharan Africa', 'Africa'] },
          { value: 'america', synonyms: ['America', 'the Americas'] },
          { value: 'east_asia_pacific', synonyms: ['East Asia & Pacific', 'East Asia'] },
          { value: 'middle_east_north_africa', synonyms: ['Middle East & North Africa', 'Middle East'] },
        ],
      },
    },
  },
  {
    key: 'globaltemp',
    file: 'global-temp.csv',
    name: 'Global temperature',
    project: 'Global warming record',
    synonyms: ['global temperature', 'global warming', 'climate'],
    labels: {
      year: { label: 'Year' },
      temp: { label: 'Temperature anomaly (°C)', synonyms: ['temperature', 'anomaly', 'temp', 'warming'] },
    },
  },
  // ---- the third batch ----
  {
    key: 'contributions',
    file: 'political-contributions.json',
    name: 'Candidate filings',
    project: 'House campaign finance',
    synonyms: ['campaign finance', 'candidates', 'filings', 'political contributions'],
    labels: {
      candidate_name: { label: 'Candidate', synonyms: ['candidate name', 'name'] },
      candidate_identification: { label: 'FEC candidate ID', synonyms: ['candidate id'] },
      incumbent_challenger_status: {
        label: 'Incumbency',
        synonyms: ['status', 'incumbent or challenger'],
        values: [
          { value: 'C', synonyms: ['challenger', 'challengers'] },
          { value: 'I', synonyms: ['incumbent', 'incumbents'] },
          { value: 'O', synonyms: ['open seat', 'open seats'] },
        ],
      },
      party_affiliation: {
        label: 'Party',
        synonyms: ['political party', 'affiliation'],
        values: [
          { value: 'DEM', synonyms: ['Democrat', 'Democrats', 'Democratic'] },
          { value: 'REP', synonyms: ['Republican', 'Republicans', 'GOP'] },
          { value: 'DFL', synonyms: ['Democratic-Farmer-Labor'] },
          { value: 'IND', synonyms: ['Independent', 'Independents'] },
          { value: 'AIP', synonyms: ['American Independent Party'] },
          { value: 'LIB', synonyms: ['Libertarian', 'Libertarians'] },
          { value: 'OTH', synonyms: ['other party'] },
        ],
      },
      party_code: { label: 'Party code' },
      candidate_state: {
        label: 'State',
        synonyms: ['candidate state'],
        values: stateValues([
          'AL',
          'AR',
          'AZ',
          'CA',
          'CO',
          'CT',
          'DE',
          'FL',
          'GA',
          'ID',
          'IL',
          'KS',
          'LA',
          'MA',
          'MI',
          'MN',
          'MO',
          'NC',
          'NE',
          'NJ',
          'NY',
          'OH',
          'PA',
          'RI',
          'TN',
          'TX',
          'VA',
          'WA',
        ]),
      },
      candidate_district: { label: 'District', synonyms: ['congressional district'] },
      total_receipts: { label: 'Total receipts (USD)', synonyms: ['receipts', 'money raised'] },
      total_disbursements: { label: 'Total disbursements (USD)', synonyms: ['disbursements', 'spending'] },
      beginning_cash: { label: 'Beginning cash (USD)', synonyms: ['starting cash', 'opening cash'] },
      ending_cash: { label: 'Ending cash (USD)', synonyms: ['cash on hand', 'closing cash'] },
      debts_owed_by: { label: 'Debts owed (USD)', synonyms: ['debt', 'debts'] },
      contributions_from_candidate: { label: 'Contributions from the candidate (USD)', synonyms: ['self-funding'] },
      loans_from_candidate: { label: 'Loans from the candidate (USD)', synonyms: ['candidate loans'], role: 'measure' },
      candidate_loan_repayments: { label: 'Candidate loan repayments (USD)' },
      total_individual_contributions: {
        label: 'Individual contributions (USD)',
        synonyms: ['individual donations', 'donations from individuals'],
        role: 'measure',
      },
      refunds_to_individuals: { label: 'Refunds to individuals (USD)', role: 'measure' },
      coverage_end_date: { label: 'Coverage end date', synonyms: ['period end', 'report date'] },
    },
    types: { coverage_end_date: 'date' },
  },
  {
    key: 'vix',
    file: 'ohlc.json',
    name: 'VIX daily',
    project: 'Volatility index summer 2009',
    synonyms: ['VIX', 'volatility index', 'volatility', 'ohlc'],
    labels: {
      date: { label: 'Trading day', synonyms: ['date', 'day'] },
      open: { label: 'Open (points)', synonyms: ['opening level'] },
      high: { label: 'High (points)', synonyms: ['daily high', 'intraday high'] },
      low: { label: 'Low (points)', synonyms: ['daily low', 'intraday low'] },
      close: { label: 'Close (points)', synonyms: ['closing level', 'level'] },
      signal: { label: 'Signal', synonyms: ['trading signal', 'position'] },
      ret: { label: 'Return (%)', synonyms: ['return', 'returns'] },
    },
  },
  {
    key: 'engineers',
    file: 'population_engineers_hurricanes.csv',
    name: 'State facts',
    project: 'US states: population, engineers and hurricanes',
    synonyms: ['states', 'state facts'],
    labels: {
      state: { label: 'State', synonyms: ['state name'] },
      id: { label: 'State FIPS code', synonyms: ['fips'] },
      population: { label: 'Population', synonyms: ['people', 'residents', 'inhabitants'] },
      engineers: { label: 'Engineers (share of population)', synonyms: ['engineers', 'share of engineers'] },
      hurricanes: { label: 'Hurricanes', synonyms: ['hurricane strikes', 'hurricane landfalls'], role: 'measure' },
    },
  },
  {
    key: 'burtin',
    file: 'burtin.json',
    name: 'Antibiotic effectiveness',
    project: "Burtin's antibiotics",
    synonyms: ['antibiotics', 'bacteria', 'burtin'],
    labels: {
      bacteria: { label: 'Bacterium', synonyms: ['bacteria', 'organism', 'germ'] },
      penicillin: { label: 'Penicillin MIC (µg/ml)', synonyms: ['penicillin'] },
      streptomycin: { label: 'Streptomycin MIC (µg/ml)', synonyms: ['streptomycin'] },
      neomycin: { label: 'Neomycin MIC (µg/ml)', synonyms: ['neomycin'] },
      gram_staining: {
        label: 'Gram stain',
        synonyms: ['gram staining', 'gram'],
        values: [
          { value: 'positive', synonyms: ['gram-positive', 'gram positive'] },
          { value: 'negative', synonyms: ['gram-negative', 'gram negative'] },
        ],
      },
      genus: { label: 'Genus' },
    },
  },
  {
    key: 'github',
    file: 'github.csv',
    name: 'GitHub commits',
    project: 'Repository activity',
    synonyms: ['commits', 'github', 'repository activity'],
    labels: {
      time: { label: 'Hour', synonyms: ['time', 'date'] },
      count: { label: 'Commits', synonyms: ['number of commits', 'commit count'] },
    },
    types: { time: 'timestamp' },
  },
  {
    key: 'zipcodes',
    file: 'zipcodes.csv',
    name: 'US ZIP codes',
    project: 'Postal geography',
    synonyms: ['zip codes', 'zips', 'postal codes'],
    labels: {
      zip_code: { label: 'ZIP code', synonyms: ['zip', 'zipcode', 'postal code'] },
      latitude: { label: 'Latitude (degrees)', synonyms: ['lat'] },
      longitude: { label: 'Longitude (degrees)', synonyms: ['lon', 'lng'] },
      city: { label: 'City', synonyms: ['town'] },
      state: { label: 'State', synonyms: ['state code'], values: stateValues(Object.keys(STATE_NAMES)) },
      county: { label: 'County' },
    },
  },
  {
    key: 'species',
    file: 'species.csv',
    name: 'Species habitat by county',
    project: 'GAP species habitat',
    synonyms: ['species', 'habitat'],
    labels: {
      item_id: { label: 'Item ID' },
      common_name: { label: 'Species', synonyms: ['common name', 'animal'] },
      scientific_name: { label: 'Scientific name', synonyms: ['latin name'] },
      gap_species_code: { label: 'GAP species code', synonyms: ['species code'] },
      county_id: { label: 'County FIPS code', synonyms: ['county', 'county id'] },
      habitat_yearround_pct: { label: 'Year-round habitat (share of county)', synonyms: ['habitat', 'habitat share', 'year-round habitat'] },
    },
  },
  {
    key: 'driving',
    file: 'driving.json',
    name: 'Driving and gas prices',
    project: 'US driving since 1956',
    synonyms: ['driving', 'gas prices'],
    labels: {
      year: { label: 'Year' },
      miles: { label: 'Miles driven per person', synonyms: ['miles', 'miles driven', 'distance driven'] },
      gas: { label: 'Gas price (USD per gallon)', synonyms: ['gas', 'gas price', 'gasoline price'] },
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

/** birdstrikes.csv: one row per strike; the costs are whole dollars (mostly 0), the speed is empty on 2,836 rows. */
export interface Strike {
  airport: string;
  model: string;
  /** None, Minor, Medium, Substantial, and two bare codes: C (14 rows) and B (1 row). */
  damage: string;
  /** ISO date, 1990-01-08 … 2002-07-25. */
  date: string;
  airline: string;
  state: string;
  phase: string;
  size: string;
  species: string;
  time: string;
  costOther: number;
  costRepair: number;
  costTotal: number;
  speed: number | null;
}
/** football.json: one row per match, 2013-07-20 … 2017-05-28; four matches have no score (null). */
export interface Match {
  date: string;
  division: string;
  home: string;
  away: string;
  homeGoals: number | null;
  awayGoals: number | null;
}
/** sp500-2000.csv: one row per trading day, 2000-01-03 … 2020-04-17. */
export interface Sp500 {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  adjclose: number;
  volume: number;
}
/** co2-concentration.csv: monthly Mauna Loa readings (ISO date, the 1st), 1958-03 … 2020-04, some months missing. */
export interface Co2 {
  date: string;
  co2: number;
  adjusted: number;
}
/** la-riots.csv: one row per person who died; age is empty once. */
export interface Riot {
  first: string;
  last: string;
  age: number | null;
  gender: string;
  race: string;
  date: string;
  address: string;
  neighborhood: string;
  type: string;
}
/** crimea.json: monthly deaths of the British army, 1854-04 … 1856-03. */
export interface Crimea {
  date: string;
  wounds: number;
  other: number;
  disease: number;
  army: number;
}
/** gapminder-health-income.csv: one row per country (no year); region is a snake_case code. */
export interface Nation {
  country: string;
  income: number;
  health: number;
  population: number;
  region: string;
}
/** global-temp.csv: the yearly global temperature anomaly (°C), 1880 … 2023. */
export interface Temp {
  year: number;
  temp: number;
}

/** political-contributions.json: one FEC filing per row (58), House and a few Senate candidates, 2015. */
export interface Filing {
  id: string;
  /** As filed: "SMITH, JESSE TREMAIN"; two candidates filed twice (REYNOLDS, CONRAD EARL and D'ANNUNZIO, TIMOTHY BRUCE). */
  name: string;
  /** C, I, O; one filing has an empty status ("", loaded as an empty text, not a null). */
  status: string;
  partyCode: number;
  party: string;
  /** A postal code; "00" once (a presidential filer). */
  state: string;
  district: number;
  receipts: number;
  disbursements: number;
  beginningCash: number;
  endingCash: number;
  fromCandidate: number;
  loansFromCandidate: number;
  loanRepayments: number;
  debts: number;
  individual: number;
  refunds: number;
  /** ISO, from "01/31/2015". */
  coverageEnd: string;
}
/** ohlc.json: the VIX, one row per trading day, 2009-06-01 … 2009-07-31 (44 days). */
export interface Vix {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** short, long, neutral */
  signal: string;
  ret: number;
}
/** population_engineers_hurricanes.csv: 50 states, DC and Puerto Rico. engineers is a fraction of the population. */
export interface StateFact {
  state: string;
  id: number;
  population: number;
  engineers: number;
  hurricanes: number;
}
/** burtin.json: 16 bacteria, the minimum inhibitory concentration (µg/ml) of three antibiotics: lower is more effective. */
export interface Bacterium {
  bacteria: string;
  penicillin: number;
  streptomycin: number;
  neomycin: number;
  gram: string;
  genus: string;
}
/** github.csv: commits per hour (hours without a commit are absent), 2015-01-01 … 2015-05-30. */
export interface CommitHour {
  /** ISO "2015-01-01T01:00:00", from "2015/01/01 01:00:00". */
  time: string;
  count: number;
}
/** zipcodes.csv: one row per ZIP code (42,049), the code kept as text ("00501"). */
export interface Zip {
  zip: string;
  lat: number;
  lon: number;
  city: string;
  state: string;
  county: string;
}
/** species.csv: four species × 3,090 counties, the share of the county that is year-round habitat (0 … 1). */
export interface Habitat {
  species: string;
  scientific: string;
  code: string;
  /** A county FIPS code as text: 1,148 rows start with a zero ("09005"). */
  county: string;
  habitat: number;
}
/** driving.json: miles driven per person and the gas price, one row per year 1956 … 2010 (side: a chart's label position). */
export interface Driving {
  side: string;
  year: number;
  miles: number;
  gas: number;
}

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
  birdstrikes: (): Strike[] =>
    csv('birdstrikes.csv').map((r) => ({
      airport: String(r['Airport Name']),
      model: String(r['Aircraft Make Model']),
      damage: String(r['Effect Amount of damage']),
      date: String(r['Flight Date']),
      airline: String(r['Aircraft Airline Operator']),
      state: String(r['Origin State']),
      phase: String(r['Phase of flight']),
      size: String(r['Wildlife Size']),
      species: String(r['Wildlife Species']),
      time: String(r['Time of day']),
      costOther: Number(r['Cost Other']),
      costRepair: Number(r['Cost Repair']),
      costTotal: Number(r['Cost Total $']),
      speed: num(r['Speed IAS in knots']),
    })),
  football: (): Match[] =>
    json('football.json').map((r) => ({
      date: String(r.date),
      division: String(r.division),
      home: String(r.home_team),
      away: String(r.away_team),
      homeGoals: num(r.home_score),
      awayGoals: num(r.away_score),
    })),
  sp500: (): Sp500[] =>
    csv('sp500-2000.csv').map((r) => ({
      date: String(r.date),
      open: Number(r.open),
      high: Number(r.high),
      low: Number(r.low),
      close: Number(r.close),
      adjclose: Number(r.adjclose),
      volume: Number(r.volume),
    })),
  co2: (): Co2[] => csv('co2-concentration.csv').map((r) => ({ date: String(r.Date), co2: Number(r.CO2), adjusted: Number(r['adjusted CO2']) })),
  riots: (): Riot[] =>
    csv('la-riots.csv').map((r) => ({
      first: String(r.first_name),
      last: String(r.last_name),
      age: num(r.age),
      gender: String(r.gender),
      race: String(r.race),
      date: String(r.death_date),
      address: String(r.address),
      neighborhood: String(r.neighborhood),
      type: String(r.type),
    })),
  crimea: (): Crimea[] =>
    json('crimea.json').map((r) => ({
      date: String(r.date),
      wounds: Number(r.wounds),
      other: Number(r.other),
      disease: Number(r.disease),
      army: Number(r.army_size),
    })),
  healthincome: (): Nation[] =>
    csv('gapminder-health-income.csv').map((r) => ({
      country: String(r.country),
      income: Number(r.income),
      health: Number(r.health),
      population: Number(r.population),
      region: String(r.region),
    })),
  globaltemp: (): Temp[] => csv('global-temp.csv').map((r) => ({ year: Number(r.year), temp: Number(r.temp) })),
  contributions: (): Filing[] =>
    json('political-contributions.json').map((r) => {
      const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(r.Coverage_End_Date));
      if (!d) throw new Error(`not a date: ${r.Coverage_End_Date}`);
      return {
        id: String(r.Candidate_Identification),
        name: String(r.Candidate_Name),
        status: String(r.Incumbent_Challenger_Status),
        partyCode: Number(r.Party_Code),
        party: String(r.Party_Affiliation),
        state: String(r.Candidate_State),
        district: Number(r.Candidate_District),
        receipts: Number(r.Total_Receipts),
        disbursements: Number(r.Total_Disbursements),
        beginningCash: Number(r.Beginning_Cash),
        endingCash: Number(r.Ending_Cash),
        fromCandidate: Number(r.Contributions_from_Candidate),
        loansFromCandidate: Number(r.Loans_from_Candidate),
        loanRepayments: Number(r.Candidate_Loan_Repayments),
        debts: Number(r.Debts_Owed_By),
        individual: Number(r.Total_Individual_Contributions),
        refunds: Number(r.Refunds_to_Individuals),
        coverageEnd: `${d[3]}-${d[1]}-${d[2]}`,
      };
    }),
  vix: (): Vix[] =>
    json('ohlc.json').map((r) => ({
      date: String(r.date),
      open: Number(r.open),
      high: Number(r.high),
      low: Number(r.low),
      close: Number(r.close),
      signal: String(r.signal),
      ret: Number(r.ret),
    })),
  engineers: (): StateFact[] =>
    csv('population_engineers_hurricanes.csv').map((r) => ({
      state: String(r.state),
      id: Number(r.id),
      population: Number(r.population),
      engineers: Number(r.engineers),
      hurricanes: Number(r.hurricanes),
    })),
  burtin: (): Bacterium[] =>
    json('burtin.json').map((r) => ({
      bacteria: String(r.Bacteria),
      penicillin: Number(r.Penicillin),
      streptomycin: Number(r.Streptomycin),
      neomycin: Number(r.Neomycin),
      gram: String(r.Gram_Staining),
      genus: String(r.Genus),
    })),
  github: (): CommitHour[] =>
    csv('github.csv').map((r) => {
      const t = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(String(r.time));
      if (!t) throw new Error(`not a time: ${r.time}`);
      return { time: `${t[1]}-${t[2]}-${t[3]}T${t[4]}`, count: Number(r.count) };
    }),
  zipcodes: (): Zip[] =>
    csv('zipcodes.csv').map((r) => ({
      zip: String(r.zip_code),
      lat: Number(r.latitude),
      lon: Number(r.longitude),
      city: String(r.city),
      state: String(r.state),
      county: String(r.county),
    })),
  species: (): Habitat[] =>
    csv('species.csv').map((r) => ({
      species: String(r.common_name),
      scientific: String(r.scientific_name),
      code: String(r.gap_species_code),
      county: String(r.county_id),
      habitat: Number(r.habitat_yearround_pct),
    })),
  driving: (): Driving[] => json('driving.json').map((r) => ({ side: String(r.side), year: Number(r.year), miles: Number(r.miles), gas: Number(r.gas) })),
};

// ---- seeding through the product ------------------------------------------------------------------

export interface SeededSpec {
  table: TableKey;
  specId: string;
  doc: SpecDoc;
}

/**
 * The twenty-six tables as the product builds them: migrations, one new customer (unique owner username),
 * then per table an upload, a labelled module (column types set where the definition gives them,
 * finalized and imported), a project of its own at exposure full, and a trained spec read back as
 * stored (semantic_specs.spec).
 */
export async function seedAnalyticsSpecs(db: Db): Promise<{ specs: SeededSpec[] }> {
  const { seededCustomer } = await import('../seed.js');
  const { provisioning, customer } = await seededCustomer(db, 'Analytics development', 'analytics-owner');
  const specs: SeededSpec[] = [];
  for (const def of ANALYTICS_MODULES) {
    // The customer sets the columns' types of `def.types` in the module builder (the rest keep the inferred one).
    const table = { ...def, body: () => createReadStream(join(DATA_DIR, def.file)), rows: 'some' as const };
    const { specId, doc } = await provisioning.project(customer, { name: def.project, tables: [table] });
    specs.push({ table: def.key, specId, doc });
  }
  return { specs };
}
