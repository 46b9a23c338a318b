import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Refuses, before any body is read, a request whose Content-Type the route does not take. */
export function requireMediaType(expected: 'application/json' | 'multipart/form-data'): onRequestAsyncHookHandler {
  return async (request) => {
    if (mediaTypeOf(request) !== expected) throw new HttpError(415, `Send the request body as ${expected}`);
  };
}
