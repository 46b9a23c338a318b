import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** rsbuild writes content-hashed file names under /static/, so those never change in place. */
function setCacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string, root: string): void {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  response.setHeader('Cache-Control', relative.startsWith('static/') ? IMMUTABLE : REVALIDATE);
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** A prerendered page for a client route (/about → about/index.html or about.html), else the app shell. */
function pageFor(root: string, urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return 'index.html';
  }
  const trimmed = path.posix.normalize(decoded).replace(/^\/+|\/+$/g, '');
  for (const candidate of [`${trimmed}/index.html`, `${trimmed}.html`]) {
    const absolute = path.join(root, candidate);
    if (trimmed && absolute.startsWith(root + path.sep) && isFile(absolute)) return candidate;
  }
  return 'index.html';
}

/** Serves the production build: files as they are, any other non-API page GET gets the app's HTML. */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
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
    // A path with an extension names a file; a missing file is a 404, not the app shell.
    if (!isPageRequest || isApi || path.posix.extname(urlPath) !== '') return reply.code(404).send(notFoundBody(request));
    return reply.sendFile(pageFor(root, urlPath));
  });
}

export function hasSiteBuild(staticDir: string | undefined): staticDir is string {
  return staticDir !== undefined && isFile(path.join(path.resolve(staticDir), 'index.html'));
}
