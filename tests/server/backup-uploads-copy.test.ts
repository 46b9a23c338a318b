import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startUploadCopier } from '../../server/backup/upload-copier';

let root: string;
let uploads: string;
let replica: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'healvia-upload-copy-'));
  uploads = path.join(root, 'data', 'uploads');
  replica = path.join(root, 'replica', 'uploads');
  mkdirSync(path.join(uploads, '.incoming'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const DAY = Date.parse('2026-11-29T10:00:00Z');

/** One pass of a copier at `now`: it runs one at start; stop() waits for it. */
async function onePass(now: number, warnings: string[] = []) {
  const copier = startUploadCopier({ uploadsDir: uploads, replicaDir: replica, intervalMs: 3_600_000, retentionHours: 48, warn: (message) => warnings.push(message), clock: () => now });
  while (copier.status().lastPassAt === undefined && warnings.length === 0) await sleep(10);
  await copier.stop();
  return copier.status();
}

const names = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('the uploads copy', () => {
  it('copies each upload (not the parts still arriving) and snapshots the day', async () => {
    writeFileSync(path.join(uploads, 'a.png'), 'first');
    writeFileSync(path.join(uploads, 'b.jpg'), 'second');
    writeFileSync(path.join(uploads, '.incoming', 'partial'), 'half');
    const status = await onePass(DAY);
    expect(status).toMatchObject({ lastPassAt: DAY, pendingFiles: 0, copiedFiles: 2, error: undefined });
    expect(names(path.join(replica, 'current'))).toEqual(['a.png', 'b.jpg']);
    expect(readFileSync(path.join(replica, 'current', 'a.png'), 'utf8')).toBe('first');
    expect(names(path.join(replica, 'daily'))).toEqual(['2026-11-29']);
    expect(names(path.join(replica, 'daily', '2026-11-29'))).toEqual(['a.png', 'b.jpg']);
  });

  it('mirrors an erasure, keeps the file in the day snapshots until they age out', async () => {
    writeFileSync(path.join(uploads, 'a.png'), 'first');
    await onePass(DAY);
    rmSync(path.join(uploads, 'a.png'));
    writeFileSync(path.join(uploads, 'c.png'), 'third');
    await onePass(DAY + 24 * 3_600_000);
    expect(names(path.join(replica, 'current'))).toEqual(['c.png']);
    expect(names(path.join(replica, 'daily'))).toEqual(['2026-11-29', '2026-11-30']);
    expect(names(path.join(replica, 'daily', '2026-11-29'))).toEqual(['a.png']);
    await onePass(DAY + 3 * 24 * 3_600_000);
    expect(names(path.join(replica, 'daily'))).toEqual(['2026-11-30', '2026-12-02']);
  });

  it('says why when the replica cannot be written, and carries on', async () => {
    mkdirSync(path.dirname(replica), { recursive: true });
    writeFileSync(replica, 'a file where the directory should be');
    writeFileSync(path.join(uploads, 'a.png'), 'first');
    const warnings: string[] = [];
    const status = await onePass(DAY, warnings);
    expect(warnings).toEqual([expect.stringMatching(/^Backup: copying uploads to .* failed: /)]);
    expect(status.error).toMatch(/EEXIST|ENOTDIR/);
  });
});
