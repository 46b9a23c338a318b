import { runLeadsCommand } from './leads-command';
import { runCli } from './run-cli';

await runCli(runLeadsCommand);
