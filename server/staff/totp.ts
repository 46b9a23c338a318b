import { Secret, TOTP } from 'otpauth';
import { siteConfig } from '@/lib/site-config';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** A code of the step before or after now is accepted too: phones' clocks drift. */
const WINDOW = 1;
/** 160 bits, RFC 4226's recommended key length. */
const SECRET_BYTES = 20;

/** A new key, as base32 text: what the enrolment page shows beside the QR code. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: siteConfig.brandName, label: email, algorithm: ALGORITHM, digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** The otpauth:// URI an app scans: issuer, the staff member's e-mail, the key and its parameters. */
export const otpauthUriOf = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The time step `code` belongs to, if it is the code of the step before, at or after `now`; else undefined. */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_S) + delta;
}
