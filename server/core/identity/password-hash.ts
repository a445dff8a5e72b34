import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

/**
 * Passwords at rest: scrypt over what the client sends (the lowercase MD5 hex of the plain
 * password, contract §2.1), with a per-user random salt, stored as one self-describing string.
 */
export async function hashPassword(clientMd5: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(clientMd5.toLowerCase(), salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(clientMd5: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, rr, pp, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(clientMd5.toLowerCase(), Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return timingSafeEqual(actual, expected);
}

/** MD5 hex, as the browser computes it before sending a password. */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** A client password must be 32 hex characters; anything else is refused before hashing. */
export const MD5_PATTERN = /^[0-9a-fA-F]{32}$/;
