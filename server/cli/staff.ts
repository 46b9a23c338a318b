import { runCli } from './run-cli';
import { runStaffCommand } from './staff-command';

await runCli(runStaffCommand);
