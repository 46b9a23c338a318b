import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES } from '@/features/onboarding/api/document-rules';
import { HttpError, ProofOfWorkRequired, TooManyRequestsError, reasonPhrase, type FieldErrors } from './http-error';
import { FORBIDDEN_FIELD_NAME_MESSAGE } from './json-body';

/** Clear text for the 4xx errors Fastify and its plugins raise themselves. */
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_REQ_FILE_TOO_LARGE: DOCUMENT_MESSAGES.tooLarge,
  FST_FILES_LIMIT: 'Too many files in one request',
  FST_FIELDS_LIMIT: 'Too many fields in one request',
  FST_PARTS_LIMIT: 'Too many parts in one request',
  FST_PROTO_VIOLATION: FORBIDDEN_FIELD_NAME_MESSAGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field declared as JSON is not valid JSON',
};

/** Plugins' codes whose own status is wrong for what happened (406 is about the Accept header). */
const STATUS_BY_CODE: Record<string, number> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_INVALID_JSON_FIELD_ERROR: 400,
};

type ErrorBody = { message: string; error: string; fields?: FieldErrors };

export const STORAGE_UNAVAILABLE_MESSAGE = 'We cannot save anything right now. Nothing was stored; please try again in a minute.';
const STORAGE_RETRY_AFTER_S = 30;

type ErrorHandlingOptions = {
  serveSite: boolean;
  /** The storage engine's judgement: the database is down or cannot write, so the answer is a 503. */
  isStorageUnavailable: (error: unknown) => boolean;
};

function describe(error: FastifyError | HttpError): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message, error: reasonPhrase(error.statusCode) };
    if (error.fields && Object.keys(error.fields).length > 0) body.fields = error.fields;
    return { statusCode: error.statusCode, body };
  }
  const ownStatus = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  const statusCode = STATUS_BY_CODE[error.code] ?? ownStatus;
  const known = MESSAGES_BY_CODE[error.code];
  const message = statusCode >= 500 ? 'Something went wrong on our side. Please try again.' : (known ?? error.message);
  return { statusCode, body: { message, error: reasonPhrase(statusCode) } };
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  return { message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}`, error: 'Not Found' };
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (options.isStorageUnavailable(error)) {
      request.log.error({ err: error }, 'storage unavailable');
      reply.header('Retry-After', String(STORAGE_RETRY_AFTER_S));
      return reply.code(503).type('application/json; charset=utf-8').send({ message: STORAGE_UNAVAILABLE_MESSAGE, error: reasonPhrase(503) });
    }
    // The shape the forms' solver reads (ProofOfWorkRequest in src/lib/bot-signals/bot-signals.ts).
    if (error instanceof ProofOfWorkRequired) return reply.code(428).type('application/json; charset=utf-8').send({ error: error.message, challenge: error.challenge });
    const { statusCode, body } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (statusCode === 401) reply.header('WWW-Authenticate', 'Bearer realm="healvia"');
    if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });

  if (!options.serveSite) {
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(notFoundBody(request));
    });
  }
}
