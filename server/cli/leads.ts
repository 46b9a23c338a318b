import { runLeadsCommand } from './leads-command';

process.exitCode = runLeadsCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
