import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BuildFile } from './precache-manifest';

export const contentHashOf = (content: Buffer | string) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** Every file of the build, by site path, with its size and content hash. */
export function listDistFiles(dist: string): BuildFile[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      const content = readFileSync(absolute);
      return { url: `/${path.relative(dist, absolute).split(path.sep).join('/')}`, bytes: content.length, contentHash: contentHashOf(content) };
    });
}
