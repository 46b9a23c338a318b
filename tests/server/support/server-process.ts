import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const ANNOUNCE = /running at (http:\/\/\S+)/;
const OUTPUT_KEPT = 20_000;

/** Compiling and starting the server in a child process is slow on a loaded machine: a hook that waits for it needs more. */
export const SERVER_START_TIMEOUT_MS = 30_000;

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the server wrote on stdout and stderr (its last 20,000 characters), for failure messages. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. */
  kill: () => Promise<void>;
  /** SIGTERM, the orderly stop. */
  stop: () => Promise<void>;
};

/**
 * The real server as production runs it (`node --import tsx server/main.ts`) on a port the OS picks, with no
 * site and no rate limit in the way. Its logs are kept, not printed: tests stay quiet.
 */
/** The environment of a real server process on `dataDir`: production, any port, limits out of a test's way; SQLite unless `env` names a database. */
export function serverProcessEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-site'),
    RATE_LIMIT_MAX: '1000000000',
    BOT_PHONE_CALLBACKS_PER_HOUR: '100000',
    BOT_ADDRESS_LEADS_PER_HOUR: '100000',
    BOT_ADDRESS_SOFT_LEADS_PER_HOUR: '100000',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  };
}

export function startServerProcess({ dataDir, env = {} }: { dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: serverProcessEnv(dataDir, env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, SERVER_START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    };
    child.once('exit', onExit);
    const onData = () => {
      const match = ANNOUNCE.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.off('data', onData);
      resolve({ url: match[1], child, output: () => output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') });
    };
    child.stdout.on('data', onData);
  });
}
