import { createRequire } from 'node:module';
import { usernameKey } from '../contracts/accounts.js';

/**
 * What a password chosen by a person must be (NIST SP 800-63B, 5.1.1.2): at least 8 characters,
 * not only whitespace, not a commonly used or breached password, nor a repeated or sequential run,
 * and not containing the username. No composition rules (no "a digit and a symbol"): the standard
 * advises against them. Each rule has its own message, so the person knows which one failed.
 */
export const MIN_PASSWORD_CHARS = 8;

/** A username shorter than this is not looked for in the password: "ab" would forbid half the words. */
const MIN_USERNAME_CHARS_LOOKED_FOR = 3;

type CommonList = { dictionary: { 'passwords-common': string[] } };
let common: Set<string> | undefined;

/**
 * The zxcvbn-ts list of common passwords (@zxcvbn-ts/language-common: the passwords seen more than
 * ten times in a ten-million-password breach corpus, lower-cased, 49,233 of them), the ones of 8
 * characters or more. Read on first use (about 35 ms, from the package: nothing is downloaded).
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const list = (createRequire(import.meta.url)('@zxcvbn-ts/language-common') as CommonList).dictionary['passwords-common'];
    common = new Set(list.filter((p) => [...p].length >= MIN_PASSWORD_CHARS));
  }
  return common;
}

/**
 * The list leaves out what zxcvbn's own patterns catch ("aaaaaaaa", "abcdefgh", "12341234"): those
 * are a short block repeated, or characters each one after (or before) the previous.
 */
function repeatedOrSequential(chars: string[]): boolean {
  const s = chars.join('');
  if (/^(.{1,4})\1+$/su.test(s)) return true;
  const step = chars[1]!.codePointAt(0)! - chars[0]!.codePointAt(0)!;
  if (step !== 1 && step !== -1) return false;
  return chars.every((c, i) => i === 0 || c.codePointAt(0)! - chars[i - 1]!.codePointAt(0)! === step);
}

/** Which rule the password breaks, in words, or undefined when it is acceptable. */
export function passwordFault(password: string, username: string): string | undefined {
  const chars = [...password];
  if (chars.length < MIN_PASSWORD_CHARS) return `must be at least ${MIN_PASSWORD_CHARS} characters`;
  if (/^\s+$/u.test(password)) return 'must not be only whitespace';
  // Compared as usernames are (NFKC, case folded), so "ＫＩＲＡ-2024" holds "kira".
  const folded = usernameKey(password);
  const name = usernameKey(username);
  if ([...name].length >= MIN_USERNAME_CHARS_LOOKED_FOR && folded.includes(name)) return 'must not contain the username';
  if (commonPasswords().has(folded)) return 'is a commonly used password (found in breached password lists)';
  if (repeatedOrSequential([...folded])) return 'must not be a repeated or sequential run of characters';
  return undefined;
}
