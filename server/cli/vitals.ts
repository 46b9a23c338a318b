import { runCli } from './run-cli';
import { runVitalsCommand } from './vitals-command';

await runCli(runVitalsCommand);
