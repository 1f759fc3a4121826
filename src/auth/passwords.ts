import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { ValidationError } from '../errors.js';
import { passwordFault } from './password-policy.js';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

// Verified against when the username is unknown, so that an unknown user costs the same as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * 144 bits from the system CSPRNG, URL-safe, shown to the person once and never stored in clear.
 * It follows the rule a chosen password follows: drawn again in the rare case it holds the
 * username (a 3-letter name turns up in about one draw in 1,500).
 */
export function generatePassword(username: string): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (passwordFault(password, username) === undefined) return password;
  }
}

/** A password a person chose, refused with a 400 naming the field and the rule it breaks. */
export function assertPasswordAllowed(password: string, username: string, path: string): void {
  const fault = passwordFault(password, username);
  if (fault) throw new ValidationError([{ path, message: fault }]);
}
