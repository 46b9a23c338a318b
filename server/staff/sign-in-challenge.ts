import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PurposeKey } from '../security/purpose-keys';

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

const payloadSchema = z.object({
  staffId: z.string(),
  expiresAt: z.number(),
  /** The staff member's last accepted TOTP step when the password was right: a sign-in since ends the challenge. */
  lastStep: z.number().nullable(),
  nonce: z.string(),
});

export type ChallengeSubject = { staffId: string; lastStep: number | null };

/**
 * What the password step hands back for the code step: `<payload>.<keyId>:<HMAC>`, base64url. It holds no
 * session and no secret, only which staff member passed the password and until when; the HMAC (a key derived
 * from the field-encryption keys, shared by every instance) means only this server can have made it.
 */
export function createSignInChallenges(key: PurposeKey, clock: () => number) {
  return {
    issue({ staffId, lastStep }: ChallengeSubject): string {
      const payload = { staffId, expiresAt: clock() + CHALLENGE_LIFETIME_MS, lastStep, nonce: randomBytes(12).toString('base64url') };
      const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return `${encoded}.${key.sign(`staff sign-in challenge:${encoded}`)}`;
    },
    /** The subject of an authentic challenge that has not expired; undefined for anything else. */
    open(challenge: string): ChallengeSubject | undefined {
      const [encoded, mac, ...rest] = challenge.split('.');
      if (!encoded || !mac || rest.length > 0 || !key.verify(`staff sign-in challenge:${encoded}`, mac)) return undefined;
      let parsed;
      try {
        parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
      } catch {
        return undefined;
      }
      if (!parsed.success || parsed.data.expiresAt <= clock()) return undefined;
      return { staffId: parsed.data.staffId, lastStep: parsed.data.lastStep };
    },
  };
}

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
