import type { LeadKind } from '@/features/staff/api/lead-status';
import type { QuarantineReason } from '@/lib/bot-signals/bot-signals';
import { runSql } from './run-sql';
import { staffHeaders, type StaffSignedIn } from './staff';
import { postLead } from './staff-leads';
import type { TestApp } from './test-app';

const RECORD_TABLE: Record<LeadKind, string> = { appointment: 'appointments', callback: 'callbacks', contact: 'contacts' };

/**
 * A lead filed through the public API, then held back as the bot signals would hold it: its inbox row (if the lead
 * routes filed one) is replaced in SQL by a `quarantined_leads` row with `reasons`, received at `receivedAt`.
 * Independent of how the lead routes decide, so these tests hold whichever way a request is screened.
 */
export async function quarantinedLead(server: TestApp, kind: LeadKind, reasons: readonly QuarantineReason[], receivedAt: string, fields: Record<string, string> = {}): Promise<string> {
  const id = await postLead(server, kind, fields);
  await runSql(
    server,
    `DELETE FROM leads WHERE id = '${id}';
     DELETE FROM quarantined_leads WHERE id = '${id}';
     UPDATE ${RECORD_TABLE[kind]} SET created_at = '${receivedAt}' WHERE id = '${id}';
     INSERT INTO quarantined_leads (id, kind, received_at, reasons) VALUES ('${id}', '${kind}', '${receivedAt}', '${JSON.stringify(reasons)}');`,
  );
  return id;
}

export const listQuarantine = (server: TestApp, who: StaffSignedIn, query = '') =>
  server.request({ method: 'GET', url: `/api/staff/quarantine${query}`, headers: staffHeaders(who) });

export const releaseQuarantined = (server: TestApp, who: StaffSignedIn, id: string) =>
  server.request({ method: 'POST', url: `/api/staff/quarantine/${id}/release`, headers: staffHeaders(who) });

export const deleteQuarantined = (server: TestApp, who: StaffSignedIn, id: string) =>
  server.request({ method: 'DELETE', url: `/api/staff/quarantine/${id}`, headers: staffHeaders(who) });
