import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';

/** Written by the `staff` environment of rsbuild.config.ts. */
export const STAFF_CONSOLE_FILE = 'staff/index.html';

/** The console is behind sign-in: no search engine may list any of its addresses. */
export const STAFF_ROBOTS_TAG = 'noindex, nofollow';

/**
 * Every page under /staff is the console's one client-rendered page, whose router tells its screens (and an
 * unknown path) apart. Sent as the build wrote it (its compressed copies too), with the site's CSP and headers
 * like any page, and `X-Robots-Tag` on top of the page's own robots meta. Needs the static site registered first
 * (reply.sendFile); without a console build, /staff is left to the static site like any unknown path.
 */
export function registerStaffConsole(app: FastifyInstance, staticDir: string): void {
  if (!existsSync(path.join(staticDir, STAFF_CONSOLE_FILE))) return;
  const answer = (_request: FastifyRequest, reply: FastifyReply) => reply.header('X-Robots-Tag', STAFF_ROBOTS_TAG).sendFile(STAFF_CONSOLE_FILE);
  app.get(STAFF_CONSOLE_PATH, answer);
  app.get(`${STAFF_CONSOLE_PATH}/*`, answer);
}
