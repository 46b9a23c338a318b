import { isStaffRole, STAFF_ROLES } from '@/features/staff/api/staff-roles';
import { staffEmailSchema } from '@/features/staff/api/staff-email';
import { DuplicateStaffError } from '../storage/staff';
import type { Stores } from '../storage/stores';
import { ENROLMENT_LIFETIME_MS, enrolmentPath, newEnrolment } from '../staff/enrolment-links';
import { isoAt } from '../staff/staff-secrets';
import { withStores, type Output } from './cli-stores';
import { parseSince } from './leads-command';

const HOURS = ENROLMENT_LIFETIME_MS / 3_600_000;
const linkLine = (token: string) => `Enrolment link (valid ${HOURS} hours, single use): ${enrolmentPath(token)}\n`;

/** The e-mail as the console takes it (trimmed, lower-cased), or a message. */
function emailOf(text: string, output: Output): string | undefined {
  const parsed = staffEmailSchema.safeParse(text);
  if (!parsed.success) output.err(`"${text}" is not an e-mail address\n`);
  return parsed.success ? parsed.data : undefined;
}

export async function addStaff(emailText: string, role: string | undefined, env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const email = emailOf(emailText, output);
  if (!email) return 2;
  if (!isStaffRole(role)) {
    output.err(`--role must be one of ${STAFF_ROLES.join(', ')}\n`);
    return 2;
  }
  return withStores(env, output, async ({ stores }) => {
    const { token, enrolment } = newEnrolment(Date.now());
    try {
      await stores.staff.add(email, role, enrolment, { actorId: null, action: 'staff.added', detail: { role, via: 'cli' } });
    } catch (error) {
      if (!(error instanceof DuplicateStaffError)) throw error;
      output.err(`${email} is already a staff member; \`npm run staff -- reset-2fa ${email}\` sends them a new enrolment link\n`);
      return 1;
    }
    output.out(`Added ${email} as ${role}.\n${linkLine(token)}`);
    return 0;
  });
}

/** Runs `work` on an existing staff member; 1 with a message when there is none. */
function withStaffMember(emailText: string, env: NodeJS.ProcessEnv, output: Output, work: (stores: Stores, staffId: string, email: string) => Promise<number>) {
  const email = emailOf(emailText, output);
  if (!email) return Promise.resolve(2);
  return withStores(env, output, async ({ stores }) => {
    const staff = await stores.staff.findByEmail(email);
    if (!staff) {
      output.err(`${email} is not a staff member: nothing was changed\n`);
      return 1;
    }
    if (staff.disabledAt !== null) {
      output.err(`${email} was disabled on ${staff.disabledAt}: nothing was changed\n`);
      return 1;
    }
    return work(stores, staff.id, email);
  });
}

export function disableStaff(emailText: string, env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  return withStaffMember(emailText, env, output, async (stores, staffId, email) => {
    const ended = await stores.staff.disable(staffId, isoAt(Date.now()), { actorId: null, action: 'staff.disabled', target: `staff:${staffId}`, detail: { via: 'cli' } });
    output.out(`Disabled ${email}; ${ended} session${ended === 1 ? '' : 's'} ended.\n`);
    return 0;
  });
}

export function resetTwoFactor(emailText: string, env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  return withStaffMember(emailText, env, output, async (stores, staffId, email) => {
    const { token, enrolment } = newEnrolment(Date.now());
    const ended = await stores.staff.resetTwoFactor(staffId, enrolment, { actorId: null, action: 'staff.2fa-reset', target: `staff:${staffId}`, detail: { via: 'cli' } });
    output.out(`Cleared ${email}'s second factor and recovery codes; ${ended} session${ended === 1 ? '' : 's'} ended.\n${linkLine(token)}`);
    return 0;
  });
}

/** The audit log as JSON lines, oldest first; the export is itself logged, with its row count. */
export async function exportAudit(sinceText: string | undefined, env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const since = sinceText === undefined ? undefined : parseSince(sinceText);
  if (sinceText !== undefined && since === undefined) {
    output.err(`--since "${sinceText}" is not a date (YYYY-MM-DD) or ISO timestamp\n`);
    return 2;
  }
  return withStores(env, output, async ({ stores }) => {
    let rows = 0;
    for await (const entry of stores.auditLog.oldestFirst(since)) {
      output.out(`${JSON.stringify(entry)}\n`);
      rows += 1;
    }
    await stores.auditLog.record({ actorId: null, action: 'audit.exported', detail: { via: 'cli', since: since ?? null, rows } });
    return 0;
  });
}
