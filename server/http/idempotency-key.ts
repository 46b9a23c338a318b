import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's Idempotency-Key, set by `readIdempotencyKey`; undefined when none was sent. */
    idempotencyKey?: string;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_LENGTH = { min: 16, max: 255 } as const;
/** UUIDs, ULIDs, hex and (URL-safe) base64 all fit; nothing here needs escaping in a log, a query or JSON. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._~+/=:-]+$/;

export const IDEMPOTENCY_KEY_MESSAGES = {
  empty: 'The Idempotency-Key header is empty; send a random key such as a UUID',
  several: 'Send one Idempotency-Key header, not several',
  characters: 'The Idempotency-Key header may hold only ASCII letters, digits and - _ . ~ + / = :',
  length: `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_LENGTH.min} to ${IDEMPOTENCY_KEY_LENGTH.max} characters long`,
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

/**
 * The key as sent, or undefined without the header. Spaces and tabs around it are not part of it (as on the
 * wire); the quoted form of the IETF draft ("…", a structured-field string) is the same key unquoted.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGES.several);
  const trimmed = header.replace(/^[ \t]+|[ \t]+$/g, '');
  const key = /^"(.*)"$/s.exec(trimmed)?.[1] ?? trimmed;
  if (key === '') throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGES.empty);
  // Node joins repeated headers with commas.
  if (key.includes(',')) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGES.several);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGES.characters);
  if (key.length < IDEMPOTENCY_KEY_LENGTH.min || key.length > IDEMPOTENCY_KEY_LENGTH.max) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGES.length);
  return key;
}

/** Refuses a malformed key before the body is read, and keeps a well-formed one on the request. */
export const readIdempotencyKey: onRequestAsyncHookHandler = async (request) => {
  request.idempotencyKey = parseIdempotencyKey(request.headers['idempotency-key']);
};
