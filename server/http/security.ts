import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_TOKEN_HEADER, FORM_TRAP_HEADER, PROOF_OF_WORK_HEADER } from '@/lib/bot-signals/bot-signals';
import helmet, { type HelmetOptions } from 'helmet';
import { TooManyRequestsError } from './http-error';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';

export type SecurityOptions = {
  corsOrigins: string[];
  apiOrigin: string | undefined;
  rateLimit: { max: number; windowMs: number };
  /** Where the per-address counts live (the shared table); the plugin's memory when absent. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** What a client is counted by: a keyed hash of its address, never the address itself. */
  rateLimitKey?: (request: FastifyRequest) => string;
};

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Policies for what a page may do, which a browser reads only on a document or a worker's script. A stylesheet,
 * font, picture or data file is never either: on those they were ~460 bytes of each response, and a first visit
 * to a page fetches half a dozen such files while its fonts compete for the same mobile bandwidth.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * Files that are never a document nor a worker: the build's hashed scripts (the service worker lives at the root),
 * stylesheets, fonts, raster pictures and data files. SVG stays a document (opened on its own, it may run script).
 */
const SUBRESOURCE_PATH = /^\/(?:static\/js\/.+\.js|.+\.(?:css|woff2|png|ico|json|webmanifest))$/;

/** Whether a request's URL names a file that only ever loads into a page (its query ignored). */
const isSubresourcePath = (url: string): boolean => SUBRESOURCE_PATH.test(url.split('?')[0] ?? '') && !url.startsWith('/api/');

/**
 * Helmet's headers for fixed options, worked out once. @fastify/helmet rebuilds Helmet (and re-parses the
 * CSP) on every request, which the profile of the lead routes showed as the largest cost after storage.
 */
function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurity(app: FastifyInstance, { corsOrigins, apiOrigin, rateLimit, rateLimitStore, rateLimitKey }: SecurityOptions): Promise<void> {
  const securityHeaders = fixedSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/Emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the thumbnails of documents picked in the registration forms (object URLs of local files).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
        manifestSrc: ["'self'"],
        // The service worker, /sw.js (src/service-worker).
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent only over TLS, below: HSTS on plain http is ignored by browsers and misleads readers.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const subresourceHeaders = Object.fromEntries(Object.entries(securityHeaders).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase())));
  const hsts = `max-age=${ONE_YEAR_S}; includeSubDomains`;

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSubresourcePath(request.url) ? subresourceHeaders : securityHeaders);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
    done();
  });

  if (corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_KEY_HEADER, FORM_TOKEN_HEADER, FORM_TRAP_HEADER, PROOF_OF_WORK_HEADER],
      credentials: true,
      maxAge: 600,
    });
  }

  await app.register(fastifyRateLimit, {
    global: false,
    max: rateLimit.max,
    timeWindow: rateLimit.windowMs,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    ...(rateLimitKey ? { keyGenerator: rateLimitKey } : {}),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.ceil(context.ttl / 1000)),
  });
}

/** Route option that applies a per-IP limit of `max` requests per `windowMs` to that route. */
export function rateLimited(rateLimit: SecurityOptions['rateLimit']) {
  return { config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } } };
}
