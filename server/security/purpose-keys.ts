import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FieldKeyring } from './field-cipher';

/**
 * HMAC keys for one purpose, derived from the field-encryption keys (which every instance sharing a database
 * shares), so no further secret needs configuring. A MAC is `<keyId>:<HMAC-SHA256>`: it still verifies under a
 * retired key, and a rotation shows in the values rather than breaking them silently.
 */
export function createPurposeKey(keyring: FieldKeyring, purpose: string) {
  const derived = new Map<string, Buffer>();
  const keyOf = (keyId: string): Buffer | undefined => {
    const fieldKey = keyring.byId.get(keyId);
    if (!fieldKey) return undefined;
    let key = derived.get(keyId);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', fieldKey, Buffer.alloc(0), `healvia ${purpose} v1`, 32));
      derived.set(keyId, key);
    }
    return key;
  };
  const macOf = (key: Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('base64url');

  return {
    sign(data: string): string {
      const { id } = keyring.current;
      return `${id}:${macOf(keyOf(id)!, data)}`;
    },
    /** Whether `signed` is `data`'s MAC under a configured key; compared in constant time. */
    verify(data: string, signed: string): boolean {
      const separator = signed.lastIndexOf(':');
      const key = separator > 0 ? keyOf(signed.slice(0, separator)) : undefined;
      if (!key) return false;
      const expected = Buffer.from(macOf(key, data));
      const actual = Buffer.from(signed.slice(separator + 1));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type PurposeKey = ReturnType<typeof createPurposeKey>;
