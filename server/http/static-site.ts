import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Written by scripts/prerender.ts: the client-rendered page, and the route patterns it serves. */
const SHELL_FILE = '_shell.html';
const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/** rsbuild writes content-hashed file names under /static/, so those never change in place. */
function setCacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string, root: string): void {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  response.setHeader('Cache-Control', relative.startsWith('static/') ? IMMUTABLE : REVALIDATE);
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** '/medical-services/:id' → a matcher for one non-empty path segment in place of each parameter. */
function patternMatcher(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

function readRoutePatterns(root: string): RegExp[] {
  const file = path.join(root, ROUTE_PATTERNS_FILE);
  return isFile(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(patternMatcher) : [];
}

export type PageAnswer = { file: string } | { redirect: string };

/**
 * How a page GET is answered: its prerendered file; the client shell for a client-only page or a detail
 * route whose id has no page (the screen shows its own not-found state); otherwise home, as the spec
 * sends unknown paths there.
 */
export function answerPage(root: string, routePatterns: readonly RegExp[], urlPath: string): PageAnswer {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { redirect: '/' };
  }
  const trimmed = path.posix.normalize(decoded).replace(/^\/+|\/+$/g, '');
  const candidate = trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
  const absolute = path.join(root, candidate);
  if (absolute.startsWith(root + path.sep) && isFile(absolute)) return { file: candidate };
  if (routePatterns.some((pattern) => pattern.test(`/${trimmed}`))) return { file: SHELL_FILE };
  return { redirect: '/' };
}

/** Serves the production build: files as they are, pages as answerPage decides. */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const routePatterns = readRoutePatterns(root);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    redirect: false,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own header would overwrite it.
    cacheControl: false,
    serveDotFiles: false,
    setHeaders: (response, filePath) => setCacheHeaders(response, filePath, root),
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    // A path with an extension names a file; a missing file is a 404, not a page.
    if (!isPageRequest || isApi || path.posix.extname(urlPath) !== '') return reply.code(404).send(notFoundBody(request));
    const answer = answerPage(root, routePatterns, urlPath);
    return 'file' in answer ? reply.sendFile(answer.file) : reply.redirect(answer.redirect, 302);
  });
}

export function hasSiteBuild(staticDir: string | undefined): staticDir is string {
  return staticDir !== undefined && isFile(path.join(path.resolve(staticDir), 'index.html'));
}
