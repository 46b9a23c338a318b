import { runLeadsCommand } from '../../../server/cli/leads-command';

/** Runs `npm run leads -- …args` against a data dir and collects what it printed. */
export function runLeads(dataDir: string, ...args: string[]) {
  let out = '';
  let err = '';
  const code = runLeadsCommand(args, { DATA_DIR: dataDir }, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}
