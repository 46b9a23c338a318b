import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Below OWASP's N=2^17 (128 MiB per check) to keep a login near 100 ms on a 2-core host; the
// parameters are stored with each hash, so they can be raised later without breaking old accounts.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SCRYPT_OPTIONS: ScryptOptions = { ...PARAMS, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Stored as scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_OPTIONS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_OPTIONS.maxmem };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const UNKNOWN_ACCOUNT_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Spends the same time as a real check, so a login cannot tell which e-mails have accounts. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(password, await UNKNOWN_ACCOUNT_HASH);
  return false;
}
