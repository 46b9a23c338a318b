import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { IDEMPOTENCY_KEY_MESSAGES } from '../http/idempotency-key';
import type { RequestFingerprints } from '../security/request-fingerprint';
import type { IdempotencyClaim, SavedRecord } from '../storage/insert-once';

/**
 * Saves a request's record once per Idempotency-Key and returns its id: the new record's, or, for a retry
 * of a request already stored, the first one's — so the answer is the first answer. A key already used for
 * other content is refused with a 422, never answered with someone else's record.
 */
export function createSaveOnce(fingerprints: RequestFingerprints) {
  return async function saveOnce(request: FastifyRequest, content: unknown, save: (claim?: IdempotencyClaim) => Promise<SavedRecord>): Promise<string> {
    const key = request.idempotencyKey;
    const saved = await save(key === undefined ? undefined : { key, fingerprint: fingerprints.of(content) });
    if (saved.earlier && !fingerprints.matches(saved.earlier.fingerprint, content)) throw new HttpError(422, IDEMPOTENCY_KEY_MESSAGES.reused);
    return saved.id;
  };
}

export type SaveOnce = ReturnType<typeof createSaveOnce>;
