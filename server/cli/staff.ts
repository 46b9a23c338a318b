import { ConfigError } from '../config';
import { runStaffCommand } from './staff-command';

try {
  process.exitCode = await runStaffCommand(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
