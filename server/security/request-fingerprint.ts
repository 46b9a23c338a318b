import type { FieldKeyring } from './field-cipher';
import { createPurposeKey } from './purpose-keys';

/** Plain data with keys in a fixed order, so the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (item === null || typeof item !== 'object') return item;
    const entries = Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, child]) => [key, sorted(child)]));
  };
  return JSON.stringify(sorted(JSON.parse(JSON.stringify(value) ?? 'null')));
}

/**
 * `<keyId>:<HMAC-SHA256>` of a request's validated content, told apart from another request's without
 * keeping it. Keyed (from the field-encryption key, which instances sharing a database share): a plain
 * hash of a body holding a phone or Aadhaar number could be reversed by trying every number.
 */
export function createRequestFingerprints(keyring: FieldKeyring) {
  const key = createPurposeKey(keyring, 'idempotency fingerprint');
  return {
    of: (content: unknown): string => key.sign(canonicalJson(content)),
    /** Whether `stored` was made from this content; false when its key is no longer configured. */
    matches: (stored: string | null, content: unknown): boolean => stored !== null && key.verify(canonicalJson(content), stored),
  };
}

export type RequestFingerprints = ReturnType<typeof createRequestFingerprints>;
