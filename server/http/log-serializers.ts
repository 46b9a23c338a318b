import type { FastifyRequest } from 'fastify';

/** Paths that carry a secret: the one-time enrolment links of the staff console. */
const SECRET_IN_PATH = /^(\/api\/staff\/enrolments\/)[^/?#]+/;

/** The URL as it may be logged: an enrolment token is a credential for 24 hours, so it never reaches a log line. */
export const loggableUrl = (url: string): string => url.replace(SECRET_IN_PATH, '$1[token]');

/** Fastify's own request serializer, with the URL made loggable. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
