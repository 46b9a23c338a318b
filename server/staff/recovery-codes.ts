import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET } from '@/features/staff/api/sign-in-schema';

export const RECOVERY_CODE_COUNT = 10;
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** "7kq2-9xmd-ra4p-w3ze": 16 characters of base32, 80 random bits each. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: GROUPS * GROUP_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return Array.from({ length: GROUPS }, (_, group) => characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join('')).join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * Stored in place of a code (normalised, without hyphens). 80 random bits cannot be found by trying codes
 * against a SHA-256, so no slow hash is needed; the staff id makes equal codes of two people differ.
 */
export const recoveryCodeDigest = (staffId: string, normalisedCode: string): string =>
  createHash('sha256').update(`${staffId}:${normalisedCode}`, 'utf8').digest('base64url');
