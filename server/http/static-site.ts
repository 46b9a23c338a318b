import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler';
import { hasCompressedCopy } from './precompressed-files';
import { splitLocalePath, pathInLocale } from '@/lib/i18n/locale';
import { clientShellFile } from '@/lib/web-app-files';
import { patternMatcher, readNotFoundPages, type NotFoundPages } from './not-found-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Written by scripts/prerender.ts: the routes the client-rendered page serves (client-only pages), in every language. */
const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/**
 * rsbuild writes content-hashed file names under /static/, so those never change in place. A text file is sent
 * as the build's compressed copy the client accepts, or as it is.
 */
function setHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string, bytes: number, root: string): void {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  response.setHeader('Cache-Control', relative.startsWith('static/') ? IMMUTABLE : REVALIDATE);
  if (hasCompressedCopy(filePath, bytes)) response.setHeader('Vary', 'Accept-Encoding');
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

function readRoutePatterns(root: string): RegExp[] {
  const file = path.join(root, ROUTE_PATTERNS_FILE);
  return isFile(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(patternMatcher) : [];
}

export type PageAnswer = { file: string } | { notFound: string } | { redirect: string };

type SiteRoutes = { shellPatterns: readonly RegExp[]; notFoundPages: NotFoundPages };

/**
 * How a page GET is answered: its prerendered file; the client shell for a client-only page; for an id of
 * a detail route that has no page, that route's not-found page (a 404); otherwise home (in the path's language),
 * as the spec sends unknown paths there.
 */
export function answerPage(root: string, { shellPatterns, notFoundPages }: SiteRoutes, urlPath: string): PageAnswer {
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
  const { locale } = splitLocalePath(`/${trimmed}`);
  if (shellPatterns.some((pattern) => pattern.test(`/${trimmed}`))) return { file: clientShellFile(locale) };
  const notFound = notFoundPages.htmlFor(`/${trimmed}`);
  return notFound === undefined ? { redirect: pathInLocale(locale, '/') } : { notFound };
}

/** Serves the production build: files as they are, pages as answerPage decides. */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const routes: SiteRoutes = { shellPatterns: readRoutePatterns(root), notFoundPages: readNotFoundPages(root) };
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    redirect: false,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own header would overwrite it.
    cacheControl: false,
    serveDotFiles: false,
    setHeaders: (response, filePath, stat) => setHeaders(response, filePath, stat.size, root),
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    // A path with an extension names a file; a missing file is a 404, not a page.
    if (!isPageRequest || isApi || path.posix.extname(urlPath) !== '') return reply.code(404).send(notFoundBody(request));
    const answer = answerPage(root, routes, urlPath);
    if ('file' in answer) return reply.sendFile(answer.file);
    if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
    return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).send(answer.notFound);
  });
}

export function hasSiteBuild(staticDir: string | undefined): staticDir is string {
  return staticDir !== undefined && isFile(path.join(path.resolve(staticDir), 'index.html'));
}
