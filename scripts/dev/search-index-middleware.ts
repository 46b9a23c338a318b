import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RsbuildConfig } from '@rsbuild/core';

type ServerSetupFn = Extract<NonNullable<NonNullable<RsbuildConfig['server']>['setup']>, (...args: never[]) => unknown>;

const root = path.resolve(import.meta.dirname, '../..');
const indexPath = '/search-index.json';

/**
 * `npm run dev` has no build output, so the search index the build writes into dist/ is built here on its
 * first request, by the build's own script, from public/'s data files (restart the dev server after editing them).
 */
export const serveSearchIndexInDevelopment: ServerSetupFn = ({ action, server }) => {
  if (action !== 'dev') return;
  let index: Promise<string> | undefined;
  const build = async () => {
    const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build-search-index.ts', '--stdout'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  };
  server.middlewares.use((request, response, next) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== indexPath) return next();
    index ??= build();
    index.then(
      (json) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(json);
      },
      (error: unknown) => {
        index = undefined;
        next(error);
      },
    );
  });
};
