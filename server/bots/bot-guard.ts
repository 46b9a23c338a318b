import type { FieldKeyring } from '../security/field-cipher';
import { createPurposeKey } from '../security/purpose-keys';
import type { BotSignalStore } from '../storage/bot-signals';
import { createFormTokens } from './form-token';
import { createProofOfWork } from './proof-of-work';
import { createSubmissionSignals, type BotLimits } from './submission-signals';

/**
 * Everything the routes need to keep bots out (issue 41), keyed from the field keys every instance shares. The
 * client's address is only ever kept as a keyed hash of `request.ip` (which honours TRUST_PROXY).
 */
export function createBotGuard(keyring: FieldKeyring, store: BotSignalStore, limits: BotLimits, clock: () => number) {
  const addressKey = createPurposeKey(keyring, 'client address limits');
  const formTokens = createFormTokens(createPurposeKey(keyring, 'form token'), clock);
  const proofOfWork = createProofOfWork(createPurposeKey(keyring, 'proof of work'), clock);
  const addressKeyOf = (request: { ip: string }) => addressKey.sign(request.ip);
  return {
    formTokens,
    addressKeyOf,
    signals: createSubmissionSignals({ formTokens, proofOfWork, store, addressKeyOf, limits, clock }),
  };
}

export type BotGuard = ReturnType<typeof createBotGuard>;
