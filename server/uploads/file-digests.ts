import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ReceivedFile } from './multipart-reader';

/** Field → the file's name and SHA-256, for telling a retry's uploads from other uploads. */
export async function digestsOf(files: readonly ReceivedFile[]): Promise<Record<string, { name: string; sha256: string }>> {
  const digests: Record<string, { name: string; sha256: string }> = Object.create(null);
  for (const file of files) {
    digests[file.field] = { name: file.originalName, sha256: createHash('sha256').update(await readFile(file.tempPath)).digest('base64url') };
  }
  return digests;
}
