import type { FastifyRequest } from 'fastify';

/**
 * Whether the request's `Origin` is this server's own: the scheme and Host it was reached at (X-Forwarded-*
 * only when TRUST_PROXY says so). Browsers send Origin on every POST, so a missing one is refused too.
 */
export function comesFromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || !URL.canParse(origin) || !URL.canParse(`${request.protocol}://${request.host}`)) return false;
  return new URL(origin).origin === origin && origin === new URL(`${request.protocol}://${request.host}`).origin;
}
