import { runRestoreCommand } from './restore-command';
import { runCli } from './run-cli';

await runCli(runRestoreCommand);
