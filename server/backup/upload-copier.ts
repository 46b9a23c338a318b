import { copyFile, link, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Under the uploads replica: `current/` mirrors DATA_DIR/uploads; `daily/YYYY-MM-DD/` is each day's snapshot. */
export const CURRENT_UPLOADS_DIR_NAME = 'current';
export const DAILY_UPLOADS_DIR_NAME = 'daily';

export type UploadCopyStatus = {
  /** When the last pass finished: every upload stored before it began is in the replica. */
  lastPassAt: number | undefined;
  lastSnapshotAt: number | undefined;
  /** Uploads seen by the running (or last) pass and not copied yet. */
  pendingFiles: number;
  copiedFiles: number;
  error: string | undefined;
};

const isCode = (error: unknown, code: string) => error instanceof Error && 'code' in error && error.code === code;

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copied under a temporary name, flushed, then renamed: the replica never holds half a file under a real name. */
async function copyDurably(from: string, to: string): Promise<boolean> {
  const draft = path.join(path.dirname(to), `.${path.basename(to)}.tmp`);
  try {
    await copyFile(from, draft);
  } catch (error) {
    // Erased between the listing and the copy.
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
  await syncPath(draft);
  await rename(draft, to);
  return true;
}

const fileNames = async (dir: string) => (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);

/** Today's snapshot of the mirror, as hard links (no second copy of the bytes), or copies where links are refused. */
async function takeDailySnapshot(currentDir: string, dailyDir: string, day: string): Promise<boolean> {
  const target = path.join(dailyDir, day);
  const existing = await readdir(dailyDir).catch(() => [] as string[]);
  if (existing.includes(day)) return false;
  const draft = path.join(dailyDir, `.${day}.tmp`);
  await rm(draft, { recursive: true, force: true });
  await mkdir(draft, { recursive: true });
  for (const name of await fileNames(currentDir)) {
    await link(path.join(currentDir, name), path.join(draft, name)).catch(() => copyFile(path.join(currentDir, name), path.join(draft, name)));
  }
  await rename(draft, target);
  return true;
}

async function pruneSnapshots(dailyDir: string, oldestKept: string): Promise<void> {
  for (const day of await readdir(dailyDir).catch(() => [] as string[])) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(day) && day < oldestKept) await rm(path.join(dailyDir, day), { recursive: true, force: true });
  }
}

type CopierOptions = { uploadsDir: string; replicaDir: string; intervalMs: number; retentionHours: number; warn: (message: string) => void; clock?: () => number };

/**
 * Copies each new upload into the replica within `intervalMs`, mirrors erasures (the daily snapshots keep a file
 * until they age out with the database's retention), and takes one snapshot a day. Uploads are written once
 * under a random name and never changed, so a name already in the replica is a file already copied.
 */
export function startUploadCopier({ uploadsDir, replicaDir, intervalMs, retentionHours, warn, clock = Date.now }: CopierOptions) {
  const currentDir = path.join(replicaDir, CURRENT_UPLOADS_DIR_NAME);
  const dailyDir = path.join(replicaDir, DAILY_UPLOADS_DIR_NAME);
  const status: UploadCopyStatus = { lastPassAt: undefined, lastSnapshotAt: undefined, pendingFiles: 0, copiedFiles: 0, error: undefined };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function pass(): Promise<void> {
    const startedAt = clock();
    await mkdir(currentDir, { recursive: true });
    await mkdir(dailyDir, { recursive: true });
    const source = await fileNames(uploadsDir).catch((error: unknown) => (isCode(error, 'ENOENT') ? [] : Promise.reject(error)));
    const copied = new Set(await fileNames(currentDir));
    const missing = source.filter((name) => !copied.has(name));
    status.pendingFiles = missing.length;
    for (const name of missing) {
      if (stopped) return;
      if (await copyDurably(path.join(uploadsDir, name), path.join(currentDir, name))) status.copiedFiles += 1;
      status.pendingFiles -= 1;
    }
    if (missing.length > 0) await syncPath(currentDir);
    const kept = new Set(source);
    for (const name of copied) if (!kept.has(name)) await rm(path.join(currentDir, name), { force: true });
    const day = new Date(startedAt).toISOString().slice(0, 10);
    if (await takeDailySnapshot(currentDir, dailyDir, day)) status.lastSnapshotAt = clock();
    // Taken before this server started: some time that day.
    status.lastSnapshotAt ??= Date.parse(day);
    await pruneSnapshots(dailyDir, new Date(startedAt - retentionHours * 3_600_000).toISOString().slice(0, 10));
    status.lastPassAt = startedAt;
    status.error = undefined;
  }

  const schedule = () => {
    if (stopped) return;
    running = pass()
      .catch((error: unknown) => {
        status.error = error instanceof Error ? error.message : String(error);
        warn(`Backup: copying uploads to ${replicaDir} failed: ${status.error}`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(schedule, intervalMs);
      });
  };
  schedule();

  return {
    status: (): UploadCopyStatus => ({ ...status }),
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type UploadCopier = ReturnType<typeof startUploadCopier>;
