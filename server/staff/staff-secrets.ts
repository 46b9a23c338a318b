import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: enrolment tokens, session ids and CSRF tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What is stored in place of a token: a plain SHA-256 is enough for 256 random bits (nothing to guess), and
 * a copy of the database then opens no session and no enrolment.
 */
export const digestOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');

export const isoAt = (time: number): string => new Date(time).toISOString();

/** Compares a received token with the expected one in constant time. */
export function sameToken(received: unknown, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const [a, b] = [Buffer.from(received), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
