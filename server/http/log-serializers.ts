import type { FastifyRequest } from 'fastify';
import { VITALS_PATH } from '@/lib/vitals/vitals-beacon';

/** Paths that carry a secret: the one-time enrolment links of the staff console. */
const SECRET_IN_PATH = /^(\/api\/staff\/enrolments\/)[^/?#]+/;

/** The staff inbox's search (a phone number or an e-mail address) in the query of its list and its export. */
const SEARCH_IN_QUERY = /([?&]q=)[^&#]*/g;

/**
 * The URL as it may be logged: an enrolment token is a credential for 24 hours, and a search names a person, so
 * neither reaches a log line.
 */
export const loggableUrl = (url: string): string => url.replace(SECRET_IN_PATH, '$1[token]').replace(SEARCH_IN_QUERY, '$1[search]');

/** The field speed beacons promise to keep nothing of who sent them (docs/field-speed.md), the log included. */
const isAnonymous = (url: string) => url.split('?')[0] === VITALS_PATH;

/** Fastify's own request serializer, with the URL made loggable and no address for the beacons. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    ...(isAnonymous(request.url) ? {} : { remoteAddress: request.ip, remotePort: request.socket?.remotePort }),
  }),
};
