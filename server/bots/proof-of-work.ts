import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { PurposeKey } from '../security/purpose-keys';

const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * The solver tries counters from 0 up to the one drawn here, one SHA-256 each. Measured on this project's 2-core
 * server with altcha-lib's WebCrypto solver (what a browser runs): 5,000 attempts take 90–130 ms warm (530 ms
 * cold, under load); a mid-range phone is 3–5× slower, so even the largest draw stays well under a second there.
 */
const COUNTER_RANGE = { min: 1_000, max: 5_000 } as const;

/** Decoded from the `Altcha` header (base64 JSON, ALTCHA's payload); anything else is no solution at all. */
function decodePayload(header: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = payload?.challenge?.parameters;
    if (!payload?.solution || typeof parameters !== 'object' || parameters === null || typeof parameters.salt !== 'string') return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA challenges signed with keys derived from the field keys, so every instance verifies every other's.
 * A verified solution is named by its challenge's salt: the caller spends `pow:<salt>` once.
 */
export function createProofOfWork(key: PurposeKey, clock: () => number) {
  const hmacSignatureSecret = key.sign('challenge signature');
  const hmacKeySignatureSecret = key.sign('derived key signature');
  return {
    create(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(COUNTER_RANGE.min, COUNTER_RANGE.max),
        deriveKey,
        expiresAt: new Date(clock() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    /** The nonce to spend for a valid, unexpired solution in `header`; undefined for anything else. */
    async verify(header: string | undefined): Promise<string | undefined> {
      const payload = header ? decodePayload(header) : undefined;
      if (!payload) return undefined;
      try {
        const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
        return result.verified ? `pow:${payload.challenge.parameters.salt}` : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
