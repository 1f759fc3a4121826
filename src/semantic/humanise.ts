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
});

/** Acronyms written in capitals whatever the header's case. */
const ACRONYMS = new Set(
  'id sku url uri usd eur gbp jpy chf cad aud kpi ctr cpc cpm roi mrr arr nps csat gdp vat ip uuid isbn ean upc utc api crm erp hr it'.split(' '),
);

/** Units written in mixed case: kept whole when a header is cut into words. */
const CASED_UNITS = new Set(['kwh', 'mwh', 'gwh', 'kw', 'mw', 'gw', 'mah', 'kva']);

/** One header cut into its words: separators, camel case, letters against digits; a trailing "(unit)" kept apart. */
export function headerParts(header: string): { words: string[]; unit?: string } {
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
            .split(' '),
    )
    .filter((w) => w.length > 0);
  return m && body !== header ? { words, unit: m[2]!.trim() } : { words };
}

/**
 * The header as people write it: words apart, abbreviations expanded, sentence case (acronyms and
 * words written in capitals inside a mixed-case header keep them). A header with no letter is kept.
 */
export function humanise(header: string): string {
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
    const expanded = (lower === 'prod' ? prodMeant(words, i) : undefined) ?? ABBREVIATIONS[lower];
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
