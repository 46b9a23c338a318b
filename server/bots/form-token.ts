import { randomBytes } from 'node:crypto';
import { FORM_TOKEN_LIFETIME_MS, isGuardedForm, type GuardedForm } from '@/lib/bot-signals/bot-signals';
import type { PurposeKey } from '../security/purpose-keys';

export type FormTokenVerdict =
  | { verdict: 'missing' }
  | { verdict: 'forged' }
  | { verdict: 'expired'; issuedAt: number; nonce: string }
  | { verdict: 'ok'; issuedAt: number; nonce: string };

/** Clocks of instances sharing a database disagree a little; a token from further ahead than this was not ours. */
const CLOCK_SKEW_MS = 60_000;

/** `v1.<form>.<issuedAtMs>.<nonce>`, then its MAC (`<keyId>:<mac>`): no part holds a dot. */
const TOKEN_PATTERN = /^v1\.([a-z]+)\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{43})$/;

/** Signed form tokens (docs/bots.md): which form they were issued for, when, and a nonce that is spent once. */
export function createFormTokens(key: PurposeKey, clock: () => number) {
  return {
    issue(form: GuardedForm): string {
      const signed = `v1.${form}.${clock()}.${randomBytes(16).toString('base64url')}`;
      return `${signed}.${key.sign(signed)}`;
    },
    verify(token: string | undefined, form: GuardedForm): FormTokenVerdict {
      if (token === undefined || token.trim() === '') return { verdict: 'missing' };
      const match = TOKEN_PATTERN.exec(token.trim());
      if (!match) return { verdict: 'forged' };
      const [, tokenForm, issued, nonce, mac] = match as unknown as [string, string, string, string, string];
      if (!isGuardedForm(tokenForm) || tokenForm !== form || !key.verify(`v1.${tokenForm}.${issued}.${nonce}`, mac)) return { verdict: 'forged' };
      const issuedAt = Number(issued);
      const age = clock() - issuedAt;
      if (age < -CLOCK_SKEW_MS) return { verdict: 'forged' };
      return { verdict: age > FORM_TOKEN_LIFETIME_MS ? 'expired' : 'ok', issuedAt, nonce };
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
