import { ConfigError } from '../config';
import type { Output } from './cli-stores';

type Command = (args: string[], env: NodeJS.ProcessEnv, output: Output) => Promise<number>;

/** Runs a server command on this process's arguments and environment; a configuration mistake is one line and exit 1. */
export async function runCli(command: Command): Promise<void> {
  try {
    process.exitCode = await command(process.argv.slice(2), process.env, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
