import { runLeadsCommand } from '../../../server/cli/leads-command';

/** Runs `npm run leads -- …args` with a test app's storage settings and collects what it printed. */
export async function runLeads(env: Record<string, string>, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runLeadsCommand(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}
