import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@/features/staff/api/staff-roles';
import type { Output } from './cli-stores';
import { addStaff, disableStaff, exportAudit, resetTwoFactor } from './staff-actions';

export const STAFF_USAGE = `Usage: npm run staff -- add <email> --role ${STAFF_ROLES.join('|')}
       npm run staff -- disable <email>
       npm run staff -- reset-2fa <email>
       npm run staff -- audit [--since YYYY-MM-DD|ISO timestamp]
  add: creates a staff account and prints a one-time enrolment link (valid 24 hours) to send them.
  disable: the account can no longer sign in; every session of it ends at once.
  reset-2fa: clears the second factor and recovery codes, ends every session, prints a new enrolment link.
  audit: prints the audit log as JSON lines, oldest first (--since a date means from midnight India time).
  Each command is written to the audit log. Reads DATA_DIR or DATABASE_URL and the FIELD_ENCRYPTION_* keys, as the server does.`;

/** Runs the staff command; returns the process exit code. */
export async function runStaffCommand(argv: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' }, since: { type: 'string' }, help: { type: 'boolean' } } });
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${STAFF_USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    output.out(`${STAFF_USAGE}\n`);
    return 0;
  }
  const [command, email] = positionals;
  const noRole = values.role === undefined;
  const noSince = values.since === undefined;
  if (command === 'add' && email && positionals.length === 2 && noSince) return addStaff(email, values.role, env, output);
  if (command === 'disable' && email && positionals.length === 2 && noRole && noSince) return disableStaff(email, env, output);
  if (command === 'reset-2fa' && email && positionals.length === 2 && noRole && noSince) return resetTwoFactor(email, env, output);
  if (command === 'audit' && positionals.length === 1 && noRole) return exportAudit(values.since, env, output);
  output.err(`${STAFF_USAGE}\n`);
  return 2;
}
