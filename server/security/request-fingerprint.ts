import { createHmac, hkdfSync } from 'node:crypto';
import type { FieldKeyring } from './field-cipher';

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
  const macKeys = new Map<string, Buffer>();
  const macKeyOf = (keyId: string): Buffer | undefined => {
    const fieldKey = keyring.byId.get(keyId);
    if (!fieldKey) return undefined;
    let macKey = macKeys.get(keyId);
    if (!macKey) {
      macKey = Buffer.from(hkdfSync('sha256', fieldKey, Buffer.alloc(0), 'healvia idempotency fingerprint v1', 32));
      macKeys.set(keyId, macKey);
    }
    return macKey;
  };
  const fingerprint = (keyId: string, macKey: Buffer, content: unknown) =>
    `${keyId}:${createHmac('sha256', macKey).update(canonicalJson(content)).digest('base64url')}`;

  return {
    of(content: unknown): string {
      const { id } = keyring.current;
      return fingerprint(id, macKeyOf(id)!, content);
    },
    /** Whether `stored` was made from this content; false when its key is no longer configured. */
    matches(stored: string | null, content: unknown): boolean {
      const keyId = stored?.slice(0, stored.lastIndexOf(':')) ?? '';
      const macKey = macKeyOf(keyId);
      return macKey !== undefined && fingerprint(keyId, macKey, content) === stored;
    },
  };
}

export type RequestFingerprints = ReturnType<typeof createRequestFingerprints>;
