import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FieldKeyring } from '../../server/security/field-cipher';
import { createRequestFingerprints } from '../../server/security/request-fingerprint';

const keyOf = (id: string, byte: number) => ({ id, key: Buffer.alloc(32, byte) });
const ringOf = (current: { id: string; key: Buffer }, ...retired: { id: string; key: Buffer }[]): FieldKeyring => ({
  current,
  byId: new Map([current, ...retired].map(({ id, key }) => [id, key])),
});

const callback = { phone: '+919876543210' };

describe('request fingerprints', () => {
  it('name the key they were made with and cannot be recomputed without it', () => {
    const fingerprint = createRequestFingerprints(ringOf(keyOf('old', 1))).of(callback);

    expect(fingerprint).toMatch(/^old:[A-Za-z0-9_-]{43}$/);
    const plainHash = createHash('sha256').update(JSON.stringify(callback)).digest('base64url');
    expect(fingerprint).not.toContain(plainHash);
    expect(createRequestFingerprints(ringOf(keyOf('old', 2))).matches(fingerprint, callback)).toBe(false);
  });

  it('match the same content whatever the order of its keys, and no other content', () => {
    const fingerprints = createRequestFingerprints(ringOf(keyOf('k1', 1)));
    const contact = { name: 'Rohan', email: 'rohan@example.com', tags: ['a', 'b'] };
    const stored = fingerprints.of(contact);

    expect(fingerprints.matches(stored, { tags: ['a', 'b'], email: 'rohan@example.com', name: 'Rohan' })).toBe(true);
    expect(fingerprints.matches(stored, { ...contact, tags: ['b', 'a'] })).toBe(false);
    expect(fingerprints.matches(stored, { ...contact, name: 'Rohit' })).toBe(false);
    expect(fingerprints.matches(null, contact)).toBe(false);
  });

  it('still match after the key is rotated, while the old key is kept for reading', () => {
    const stored = createRequestFingerprints(ringOf(keyOf('old', 1))).of(callback);

    expect(createRequestFingerprints(ringOf(keyOf('new', 2), keyOf('old', 1))).matches(stored, callback)).toBe(true);
    expect(createRequestFingerprints(ringOf(keyOf('new', 2))).matches(stored, callback)).toBe(false);
  });
});
