/**
 * The adjective of a country's people ("French" of France, "Dutch" of the Netherlands): the names of
 * countries from i18n-iso-countries, their peoples' adjectives from i18n-nationality (English, both
 * maintained lists of ISO 3166-1), and the Americas'. Regular adjectives ("Kenyan") are also made by
 * load-index.ts; these are the ones no rule derives.
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import nationalities from 'i18n-nationality';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** Continents of two words (the one-word ones are regular: "Asian", "African"). */
const CONTINENTS: Record<string, string> = {
  'north america': 'north american',
  'south america': 'south american',
};

/**
 * The adjective of a place's people, lower-cased ("France" → "french"), if the place is a continent or
 * a country named in full, or by its two-letter code where `byCode` (a column of countries).
 */
export function demonymOf(place: string, byCode = false): string | undefined {
  const w = place.trim().toLowerCase();
  if (CONTINENTS[w]) return CONTINENTS[w];
  const code = byCode && /^[A-Z]{2}$/.test(place.trim()) ? place.trim() : countries.getAlpha2Code(place.trim(), 'en');
  const name = code ? nationalities.getName(code, 'en') : undefined;
  return name ? name.toLowerCase() : undefined;
}
