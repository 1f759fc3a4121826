import { Type } from 'typebox';

/** A username as it is given: 1 to 100 characters, no space at either end. */
export const Username = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' });
/** A password a person chooses (the password rule of src/auth/password-policy.ts applies too). */
export const NewPassword = Type.String({ minLength: 8, maxLength: 1024 });
/** A password as it is presented to sign in. */
export const Password = Type.String({ minLength: 1, maxLength: 1024 });

/**
 * The form in which usernames are unique across the service (CONTRACT B.4: "unique
 * case-insensitively"). Case-insensitive alone let look-alikes through — "ｋira" (fullwidth) and
 * "kıra" (dotless ı) were separate accounts of "kira", and an audit trail naming one read as the
 * other. The key is Unicode NFKC with full case folding, close to Unicode's NFKC_Casefold:
 *  - NFKC maps compatibility forms to their plain letters (fullwidth ｋ, the Kelvin sign K, ligatures
 *    ﬁ, long ſ, superscripts, no-break and ideographic spaces);
 *  - lower, upper, lower again is JavaScript's way to full case folding (ß and ẞ → ss), locale-free;
 *    it also folds the dotless ı (ı → I → i), which plain case folding keeps apart, and the final
 *    sigma and "i" with a combining dot (from İ) are folded to σ and i explicitly;
 *  - default-ignorable code points (zero-width space and joiners, soft hyphen, variation
 *    selectors, bidirectional marks) are invisible and are dropped.
 * Computed here, not in SQL: PostgreSQL's lower() depends on the server's locale, and the key
 * must be the same on PGlite and on any server.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

export function usernameKey(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase();
  return folded
    .replace(/ς/g, 'σ')
    .replace(/i\u0307/g, 'i')
    .replace(IGNORABLE, '')
    .normalize('NFKC');
}

/**
 * The longest key stored, in UTF-8 bytes. A 100-character username stays far below it, except with
 * the few characters NFKC expands many times (U+FDFA is 18 letters); such a name is refused rather
 * than overflowing the unique index's row (about 2,700 bytes).
 */
export const MAX_KEY_BYTES = 1000;
