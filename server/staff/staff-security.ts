import type { FastifyRequest } from 'fastify';
import type { FieldKeyring } from '../security/field-cipher';
import { createPurposeKey } from '../security/purpose-keys';
import { createSignInChallenges } from './sign-in-challenge';

/** What the staff routes share beyond the stores: the clock, the sign-in challenges, the address hashing. */
export function createStaffSecurity(keyring: FieldKeyring, clock: () => number) {
  const addressKey = createPurposeKey(keyring, 'audit client address');
  return {
    clock,
    challenges: createSignInChallenges(createPurposeKey(keyring, 'staff sign-in challenge'), clock),
    /**
     * A keyed hash of the client's address (`request.ip`, which honours TRUST_PROXY): entries from one address
     * can be told apart from another's, but the address cannot be read back or found by hashing candidates.
     */
    clientHashOf: (request: FastifyRequest): string => addressKey.sign(request.ip),
  };
}

export type StaffSecurity = ReturnType<typeof createStaffSecurity>;
