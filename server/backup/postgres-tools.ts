import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const INSTALL_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';

/** The bin dir of the newest PostgreSQL server installed (Debian's layout; scripts/ensure-postgres.sh installs it). */
export function postgresBinDir(): string {
  const versions = existsSync(INSTALL_ROOT) ? readdirSync(INSTALL_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  const binDir = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(INSTALL_ROOT, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!binDir) throw new Error(`No PostgreSQL server found (${INSTALL_ROOT}/*/bin/pg_ctl): install Debian's postgresql (scripts/ensure-postgres.sh)`);
  return binDir;
}

const runningAsRoot = () => process.getuid?.() === 0;

/** uid and gid of the `postgres` user, who must own a cluster's files when we run as root. */
export function postgresOwner(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL tool (as the postgres user when we are root: the server refuses to run as root); its output on failure. */
export async function runPostgresTool(name: string, args: string[]): Promise<string> {
  const binary = name.includes('/') ? name : path.join(postgresBinDir(), name);
  const [command, commandArgs]: [string, string[]] = runningAsRoot() ? ['runuser', ['-u', SUPERUSER, '--', binary, ...args]] : [binary, args];
  try {
    const { stdout } = await execFileAsync(command, commandArgs, { cwd: tmpdir(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? `${String(error.stderr).trim()}` : '';
    throw new Error(`${path.basename(binary)} ${args.join(' ')} failed: ${detail || String(error)}`, { cause: error });
  }
}

/**
 * A base backup as the daily job takes it (docs/backups.md): plain format, with the WAL needed to make it
 * consistent (`-X stream`), a checkpoint at once (`-c fast`) and a manifest for pg_verifybackup.
 */
export async function takeBaseBackup({ host, port, user = SUPERUSER, to }: { host: string; port: number; user?: string; to: string }): Promise<void> {
  await runPostgresTool('pg_basebackup', ['-h', host, '-p', String(port), '-U', user, '-D', to, '-Fp', '-X', 'stream', '-c', 'fast', '--no-password']);
}
