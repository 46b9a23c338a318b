import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);

/**
 * The binary of @flydotio/litestream's package for this platform (an optional dependency, installed by npm ci on
 * Linux x64), or else `litestream` on the PATH (Litestream 0.3.x installed by hand on other platforms).
 */
export function litestreamBinary(): string {
  try {
    return require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
  } catch {
    return 'litestream';
  }
}

/** A port nobody listens on right now, for Litestream's metrics. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs the command given as arguments and stops it (SIGTERM: Litestream syncs once more, then exits) when its
 * stdin closes — when the server stops it, and also when the server dies without a word (SIGKILL, out of memory),
 * so a restarted server never finds a second Litestream writing to the same replica.
 */
const WITH_PARENT = `exec 3<&0
"$@" <&- &
child=$!
(read -r _ <&3; kill -TERM "$child" 2>/dev/null) &
reader=$!
wait "$child"
status=$?
kill "$reader" 2>/dev/null
exit "$status"`;

export type LitestreamProcess = { stop: () => Promise<void> };

type Log = { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void; debug: (message: string) => void };

/** Litestream's own lines: errors stay errors, its routine (a snapshot, a checkpoint, each WAL segment) is debug. */
function relay(child: ChildProcess, log: Log): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      const text = `litestream: ${line}`;
      if (/\berror\b|level=ERROR|cannot|failed/i.test(line)) log.error(text);
      else if (/level=WARN/i.test(line)) log.warn(text);
      else log.debug(text);
    });
  }
}

const RESTART_DELAY_MS = 5_000;

/**
 * Litestream runs at a lower CPU priority than the server (`nice`): when both want the CPU at once (a burst of leads on
 * a small machine) the lead API is served first and the replica catches up in the gaps, a few hundred ms later; when
 * the CPU is not contended the priority changes nothing.
 */
const LITESTREAM_NICENESS = 10;

/**
 * `litestream replicate` on `config` (written to `configFile`, in the data dir: rewritten at each start, and gone
 * with the data dir) beside the server, started again if it ever exits on its own.
 */
export function startLitestream(config: string, configFile: string, log: Log): LitestreamProcess {
  writeFileSync(configFile, config, { mode: 0o600 });
  const binary = litestreamBinary();
  let stopping = false;
  let child: ChildProcess;
  let exited: Promise<void>;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = () => {
    child = spawn('/bin/sh', ['-c', WITH_PARENT, 'litestream', 'nice', '-n', String(LITESTREAM_NICENESS), binary, 'replicate', '-config', configFile], { stdio: ['pipe', 'pipe', 'pipe'] });
    relay(child, log);
    exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        log.error(`litestream exited (${signal ?? `code ${code}`}); starting it again in ${RESTART_DELAY_MS / 1000} s`);
        restartTimer = setTimeout(launch, RESTART_DELAY_MS);
      });
    });
    child.once('error', (error) => log.error(`litestream could not start: ${error.message}`));
  };
  launch();

  return {
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      child.stdin?.end();
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
      rmSync(configFile, { force: true });
    },
  };
}
