// A throwaway PostgreSQL cluster for tests and the bench: Debian's server binaries, a fresh data dir under the
// temp dir, loopback only, trust auth, a port the OS picked. fsync stays on: the crash tests rely on it.
// initdb and postgres refuse to run as root, so as root they run as the `postgres` user on a dir it owns.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

const INSTALL_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The bin dir of the newest PostgreSQL under /usr/lib/postgresql that has initdb. */
export function findBinDir() {
  const versions = existsSync(INSTALL_ROOT) ? readdirSync(INSTALL_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  const binDir = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(INSTALL_ROOT, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!binDir) throw new Error(`No PostgreSQL server found (${INSTALL_ROOT}/*/bin/initdb): run scripts/ensure-postgres.sh`);
  return binDir;
}

/** A port nobody listens on right now: the OS picks one for port 0. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const runningAsRoot = () => process.getuid?.() === 0;

function postgresOwner() {
  const id = (flag) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Runs a PostgreSQL binary, as the postgres user when we are root; the error carries its output. Asynchronous,
 * so a load generator in the same process keeps running while the server stops or starts.
 */
async function run(binDir, name, args) {
  const command = runningAsRoot() ? 'runuser' : path.join(binDir, name);
  const commandArgs = runningAsRoot() ? ['-u', SUPERUSER, '--', path.join(binDir, name), ...args] : args;
  try {
    // A cwd the postgres user can enter: the tools refuse to run from a directory they cannot read.
    await execFileAsync(command, commandArgs, { cwd: tmpdir(), encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${name} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, { cause: error });
  }
}

/**
 * Removes the cluster if this process dies without stopping it (a crash, Ctrl-C, a killed test worker): a
 * detached shell waits for our pid to disappear, then stops the server and deletes the data dir.
 */
function startWatchdog(pgCtl, dataDir) {
  const asOwner = runningAsRoot() ? `runuser -u ${SUPERUSER} -- ` : '';
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    `${asOwner}"${pgCtl}" -D "${dataDir}" -m immediate stop >/dev/null 2>&1`,
    `rm -rf "${dataDir}"`,
  ].join('; ');
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore', cwd: tmpdir() });
  watchdog.unref();
  return watchdog;
}

/**
 * Starts a fresh cluster. `kill()` is a crash (immediate stop: no checkpoint, recovery on the next start);
 * `restart()` starts it again on the same dir and port; `stop()` stops it and removes the dir.
 * `settings`: more postgresql.conf lines (e.g. WAL archiving for the restore drill), in place from the first start.
 * @param {{ port?: number, settings?: string[] }} [options]
 */
export async function startCluster({ port, settings = [] } = {}) {
  const binDir = findBinDir();
  const pgCtl = path.join(binDir, 'pg_ctl');
  const clusterPort = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-pg-'));
  const logFile = path.join(dataDir, 'server.log');
  if (runningAsRoot()) {
    const { uid, gid } = postgresOwner();
    chownSync(dataDir, uid, gid);
  }
  const watchdog = startWatchdog(pgCtl, dataDir);
  // Its own process group (detached): the group takes its `sleep` along.
  const stopWatchdog = () => {
    try {
      process.kill(-watchdog.pid, 'SIGKILL');
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  };
  let running = false;
  let removed = false;

  const pgCtlRun = (...args) => run(binDir, 'pg_ctl', ['-D', dataDir, ...args]);
  const start = async () => {
    try {
      await pgCtlRun('-l', logFile, '-w', '-t', '30', 'start');
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`${error.message}\nserver log:\n${log}`, { cause: error });
    }
    running = true;
  };

  try {
    // --no-sync only skips flushing initdb's own files to disk at the end: the server below runs with fsync on.
    await run(binDir, 'initdb', ['-D', dataDir, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        '# throwaway cluster (scripts/postgres/throwaway-cluster.mjs)',
        `port = ${clusterPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dataDir}'`,
        'fsync = on',
        'synchronous_commit = on',
        'full_page_writes = on',
        ...settings,
        '',
      ].join('\n'),
    );
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    stopWatchdog();
    throw error;
  }

  const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${clusterPort}/postgres`;
  const databaseUrl = (name) => `postgres://${SUPERUSER}@127.0.0.1:${clusterPort}/${name}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const checkedName = (name) => {
    if (!DATABASE_NAME.test(name)) throw new Error(`Not a plain database name: ${JSON.stringify(name)}`);
    return name;
  };

  return {
    adminUrl,
    port: clusterPort,
    dataDir,
    databaseUrl: (name) => databaseUrl(checkedName(name)),
    async createDatabase(name) {
      await admin(`CREATE DATABASE "${checkedName(name)}"`);
      return databaseUrl(name);
    },
    async dropDatabase(name) {
      await admin(`DROP DATABASE IF EXISTS "${checkedName(name)}" WITH (FORCE)`);
    },
    async kill() {
      if (!running) return;
      await pgCtlRun('-m', 'immediate', '-w', 'stop');
      running = false;
    },
    async restart() {
      if (running) throw new Error('The cluster is already running');
      await start();
    },
    async stop() {
      if (removed) return;
      if (running) await pgCtlRun('-m', 'fast', '-w', 'stop');
      running = false;
      rmSync(dataDir, { recursive: true, force: true });
      removed = true;
      stopWatchdog();
    },
  };
}
