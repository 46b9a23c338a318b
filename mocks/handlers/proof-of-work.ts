import { createChallenge, sha } from 'altcha/lib';

/** What the server answers a hurried submission with (docs/bots.md). */
export const CHECKING_YOUR_REQUEST = 'Checking your request';

/**
 * A real ALTCHA challenge, as altcha-lib 2 on the server makes one, cheap enough for a story: the solver finds
 * its counter within a few dozen SHA-256 digests.
 */
export function mockChallenge() {
  return createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 10 + Math.floor(Math.random() * 40), deriveKey: sha.deriveKey, hmacSignatureSecret: 'mock-proof-of-work' });
}
