import { isEnglishWord } from './english.js';

/**
 * Human names of columns as people say them: "UnitPrice" → "Unit price", "order_qty" → "Order
 * quantity", "CUSTOMER_ID" → "Customer ID", "Address2" → "Address 2". Used for matching words of a
 * question and for answers. General language only: abbreviations of business tables everywhere.
 */

/** Common abbreviations in headers and what they stand for (lower case; acronyms keep their capitals). */
const ABBREVIATIONS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  id: 'ID',
  no: 'number',
  nbr: 'number',
  num: 'number',
  qty: 'quantity',
  amt: 'amount',
  pct: 'percent',
  perc: 'percent',
  yn: 'yes/no',
  avg: 'average',
  cnt: 'count',
  desc: 'description',
  dt: 'date',
  addr: 'address',
  dept: 'department',
  mgr: 'manager',
  acct: 'account',
  cust: 'customer',
  emp: 'employee',
  txn: 'transaction',
  qtr: 'quarter',
  yr: 'year',
  temp: 'temperature',
  svc: 'service',
  lvl: 'level',
  deliv: 'delivery',
  dest: 'destination',
  orig: 'origin',
  src: 'source',
  ref: 'reference',
  est: 'estimated',
  freq: 'frequency',
  loc: 'location',
  pmt: 'payment',
  pymt: 'payment',
  prod: 'product',
  rej: 'rejected',
  mach: 'machine',
  hrs: 'hours',
  mins: 'minutes',
  secs: 'seconds',
  mfg: 'manufacturing',
  maint: 'maintenance',
  equip: 'equipment',
  insp: 'inspection',
  kwh: 'kWh',
  mwh: 'MWh',
  cat: 'category',
  tot: 'total',
  bal: 'balance',
  wt: 'weight',
  dur: 'duration',
  mfr: 'manufacturer',
  whse: 'warehouse',
  msg: 'message',
  resp: 'response',
  recv: 'received',
  rcvd: 'received',
  sched: 'scheduled',
  proj: 'project',
  mktg: 'marketing',
  mgmt: 'management',
  intl: 'international',
  govt: 'government',
  ot: 'overtime',
  impr: 'impressions',
  imps: 'impressions',
  rev: 'revenue',
  fname: 'first name',
  lname: 'last name',
});

/** A name's initial before "name" ("FName", "L_name"): the first, last or middle name. */
const NAME_INITIALS: Record<string, string> = { f: 'first', l: 'last', m: 'middle' };

/** Acronyms written in capitals whatever the header's case. */
const ACRONYMS = new Set(
  'id sku url uri usd eur gbp jpy chf cad aud kpi ctr cpc cpm cpa cpl roi roas mrr arr acv aov ltv cac arpu nps csat sla gdp vat ip uuid isbn ean upc utc api crm erp hr it'.split(
    ' ',
  ),
);

/** Units written in mixed case: kept whole when a header is cut into words. */
const CASED_UNITS = new Set(['kwh', 'mwh', 'gwh', 'kw', 'mw', 'gw', 'mah', 'kva']);

/** A piece of a word run together: an abbreviation or acronym of headers, or a word of English of three letters or more. */
const pieceOf = (w: string) => w in ABBREVIATIONS || ACRONYMS.has(w) || (w.length >= 3 && isEnglishWord(w));
const abbreviation = (w: string) => w in ABBREVIATIONS || ACRONYMS.has(w);

/** The last words of headers run together ("gross|pay", "period|end", "place|name"): what a cut must end in. */
const HEAD_WORDS = new Set(
  `pay name date day time end start type code number count total amount hours minutes rate value price cost fee tax score level status
  year month week team city country state title group class size weight length age income balance sales units unit hrs mins qty`.split(/\s+/),
);

/**
 * Words a legacy export ran together ("GROSSPAY", "periodend", "EMPID"): cut into two or three pieces
 * that each read as a word, the fewest pieces first, then the longest shortest piece; a word of
 * English itself ("hometown"), a word no cut explains and one in mixed case ("McDonald") are kept whole.
 */
function runTogether(part: string): string[] {
  const w = part.toLowerCase();
  if (w.length < 5 || !/^(\p{Lu}?\p{Ll}+|\p{Lu}+)$/u.test(part) || pieceOf(w)) return [part];
  const cuts = (rest: string, pieces: number): string[][] => {
    if (pieces === 1) return pieceOf(rest) ? [[rest]] : [];
    const out: string[][] = [];
    for (let i = 2; i <= rest.length - 2; i++)
      if (pieceOf(rest.slice(0, i))) for (const tail of cuts(rest.slice(i), pieces - 1)) out.push([rest.slice(0, i), ...tail]);
    return out;
  };
  for (const pieces of [2, 3]) {
    // A compound ends in a word headers end in, or starts with an abbreviation: "Washington" is no "washing ton".
    const found = cuts(w, pieces).filter((c) => HEAD_WORDS.has(c.at(-1)!) || abbreviation(c.at(-1)!) || abbreviation(c[0]!));
    if (found.length === 0) continue;
    const shortest = (c: string[]) => Math.min(...c.map((x) => x.length));
    const best = found.reduce((a, b) => (shortest(b) > shortest(a) ? b : a));
    // Kept in the header's case, so that a shouted header still reads as shouted.
    let at = 0;
    return best.map((x) => {
      const piece = part.slice(at, at + x.length);
      at += x.length;
      return piece;
    });
  }
  return [part];
}

/**
 * A name of records run together from two words of English ("countrylanguage", "invoiceline"): its two
 * words, the cut with the longest shorter piece; a word of English itself and any other name stay whole.
 */
export function recordsCompound(name: string): string[] {
  const w = name.toLowerCase();
  if (w.length < 8 || !/^\p{Ll}+$/u.test(w) || isEnglishWord(w)) return [name];
  let best: [string, string] | undefined;
  for (let i = 4; i <= w.length - 4; i++) {
    const cut: [string, string] = [w.slice(0, i), w.slice(i)];
    if (isEnglishWord(cut[0]) && isEnglishWord(cut[1]) && (!best || Math.min(i, w.length - i) > Math.min(best[0].length, best[1].length))) best = cut;
  }
  return best ?? [name];
}

/** One header cut into its words: separators, camel case, letters against digits; a trailing "(unit)" kept apart. */
export function headerParts(header: string): { words: string[]; unit?: string } {
  // A CRM's custom-field suffix ("ARR__c", "Renewal_Date__c") is no word of the name.
  header = header.trim().replace(/(?<=\p{L}|\p{N})__c$/iu, '');
  // A unit in round or square brackets: "Weight (kg)", "Total [EUR]".
  const m = /^(.*?)\s*[([]([^()[\]]{1,20})[)\]]\s*$/u.exec(header.trim());
  const body = m && /\p{L}/u.test(m[1]!) ? m[1]! : header;
  const words = body
    .split(/[^\p{L}\p{N}%#°/$€£]+/u)
    .flatMap((part) =>
      // A unit written in mixed case ("kWh", "MWh") is one word, not camel case.
      CASED_UNITS.has(part.toLowerCase())
        ? [part]
        : part
            .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
            .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
            .replace(/(\p{L})(\p{N})/gu, '$1 $2')
            .replace(/(\p{N})(\p{L})/gu, '$1 $2')
            .split(' ')
            .flatMap(runTogether),
    )
    .filter((w) => w.length > 0);
  return m && body !== header ? { words, unit: m[2]!.trim() } : { words };
}

/** A word's singular, for comparing the words of a path ("opens" of "opens_total", "clicks" of "click_rate"). */
const singular = (w: string) =>
  w
    .toLowerCase()
    .replace(/(ies)$/, 'y')
    .replace(/(ses|xes|ches|shes)$/, (x) => x.slice(0, -2))
    .replace(/(?<=[^s])s$/, '');
/** The words of a path's segment ("billing_address" → billing, address), a custom field's "cf" left out. */
const segmentWords = (seg: string) =>
  headerParts(seg)
    .words.map((w) => w.toLowerCase())
    .filter((w, i, all) => !(i === 0 && w === 'cf' && all.length > 1));

/**
 * A header that is a path of an export's nested records ("subscriptions.plan_id", "opens.opens_total",
 * "customers.cf_lead_source") said as people say it: a record's own name ("subscriptions." of the
 * Subscriptions) and a segment the next one repeats ("opens." of "opens_total") are left out, a
 * record named before its field is singular ("Customer company"), a custom field's "cf_" is no word.
 * Headers of abbreviations cut by dots ("qty.prod", "dt.min") are left as they are.
 */
function pathHeader(header: string, records?: string): string | undefined {
  const segments = header.split('.');
  if (segments.length < 2 || segments.some((x) => !/^\p{L}[\p{L}\p{N}_]*$/u.test(x))) return undefined;
  const words = segments.map(segmentWords);
  if (!words.every((w) => w.length > 0)) return undefined;
  const own = records ? new Set(labelWordsOf(records).map(singular)) : new Set<string>();
  const kept: string[][] = [];
  words.forEach((w, i) => {
    const last = i === words.length - 1;
    const later = new Set(
      words
        .slice(i + 1)
        .flat()
        .map(singular),
    );
    if (!last && (w.every((x) => later.has(singular(x))) || (w.length === 1 && own.has(singular(w[0]!))))) return;
    kept.push(last ? w : [...w.slice(0, -1), singular(w.at(-1)!) === w.at(-1)!.replace(/s$/, '') ? singular(w.at(-1)!) : w.at(-1)!]);
  });
  const path = kept.flat();
  // A dotted header whose pieces are not words of English ("mach.hrs") is an abbreviation, not a path.
  if (segments.every((x) => x.length <= 4 && !/_/.test(x))) return undefined;
  return path.join('_');
}
const labelWordsOf = (s: string) => headerParts(s).words.map((w) => w.toLowerCase());

/**
 * The header as people write it: words apart, abbreviations expanded, sentence case (acronyms and
 * words written in capitals inside a mixed-case header keep them). A header with no letter is kept.
 * `records`, the module's name, lets a path leave out the records' own name ("subscriptions.status").
 */
export function humanise(header: string, records?: string): string {
  const path = pathHeader(header.trim(), records);
  if (path !== undefined) header = path;
  const trimmed = header.trim();
  if (!/\p{L}/u.test(trimmed)) return trimmed;
  const { words, unit } = headerParts(trimmed);
  if (words.length === 0) return trimmed;
  // A header in capitals ("ORDER_DATE") is shouted, not an acronym; one short word in capitals ("GDP") may be one.
  const shouted = (t: string) => t === t.toUpperCase() && (words.length > 1 || words[0]!.length > 3);
  let out = spell(words, shouted(trimmed));
  // What reads as shouting once written is shouting: the label then reads the same when humanised again.
  if (!shouted(trimmed) && shouted(out.join(' '))) out = spell(words, true);
  return unit ? `${out.join(' ')} (${unit})` : out.join(' ');
}

/**
 * "prod" is a product ("prod_id", "prod name") unless it says what was made: "qty.prod" is the
 * quantity produced, "prod.date" and "prod_line" the production's.
 */
function prodMeant(words: string[], i: number): string | undefined {
  const before = words[i - 1]?.toLowerCase() ?? '';
  const after = words[i + 1]?.toLowerCase() ?? '';
  if (/^(qty|quantity|units?|pcs|pieces|volume|amt|amount|tot|total)$/.test(before)) return 'produced';
  if (/^(date|dt|day|time|start|end|line|run|shift|rate|hours|hrs|order|plan|cost|volume)$/.test(after)) return 'production';
  return undefined;
}

function spell(words: string[], shouting: boolean): string[] {
  return words.map((w, i) => {
    const lower = w.toLowerCase();
    // "conv" alone counts conversions; before another word ("conv value") it qualifies it.
    const conv = lower === 'conv' ? (i === words.length - 1 ? 'conversions' : 'conversion') : undefined;
    const initial = words[i + 1]?.toLowerCase() === 'name' ? NAME_INITIALS[lower] : undefined;
    const expanded = conv ?? initial ?? (lower === 'prod' ? prodMeant(words, i) : undefined) ?? ABBREVIATIONS[lower];
    if (expanded) return i === 0 && expanded === expanded.toLowerCase() ? capitalise(expanded) : expanded;
    if (ACRONYMS.has(lower)) return lower.toUpperCase();
    // "GDP per capita": capitals inside a header that is not all capitals are an acronym.
    if (!shouting && w.length > 1 && w === w.toUpperCase() && /\p{Lu}/u.test(w)) return w;
    return i === 0 ? capitalise(lower) : lower;
  });
}

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The lower-case words of a label, for matching (units in brackets included). */
export function labelWords(label: string): string[] {
  const { words, unit } = headerParts(label);
  const all = unit ? [...words, ...unit.split(/\s+/)] : words;
  return all.map((w) => w.toLowerCase());
}
