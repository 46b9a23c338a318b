import type { AuditEntry } from '@/features/staff/api/audit-schema';
import type { StaffMember } from '@/features/staff/api/staff-members';

export const ADMIN_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const AGENT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const auditStaff: StaffMember[] = [
  { id: ADMIN_ID, email: 'asha.admin@healvia.example', role: 'admin', enrolled: true, disabledAt: null, createdAt: '2026-03-01T04:30:00.000Z' },
  { id: AGENT_ID, email: 'ravi.agent@healvia.example', role: 'agent', enrolled: true, disabledAt: null, createdAt: '2026-03-02T04:30:00.000Z' },
];

const admin = { id: ADMIN_ID, email: 'asha.admin@healvia.example' };
const agent = { id: AGENT_ID, email: 'ravi.agent@healvia.example' };
const client = 'c81e728d9d4c2f636f067f89cc14862c3f4a1b5e6d7c8b9a';

/** The newest page: what the audit log holds after a morning in the console (ids descending). */
export const auditEntries: AuditEntry[] = [
  { id: 108, at: '2026-03-14T09:12:45.000Z', actor: admin, action: 'audit.read', target: null, clientHash: client, detail: { since: null, before: null, limit: 50 } },
  { id: 107, at: '2026-03-14T09:05:02.000Z', actor: agent, action: 'lead.reveal', target: 'lead:cb-1042', clientHash: client, detail: { field: 'phone' } },
  { id: 106, at: '2026-03-14T09:04:51.000Z', actor: agent, action: 'lead.view', target: 'lead:cb-1042', clientHash: client, detail: {} },
  { id: 105, at: '2026-03-14T06:30:00.000Z', actor: admin, action: 'lead.export', target: null, clientHash: client, detail: { format: 'csv', status: 'closed', rows: 42 } },
  { id: 104, at: '2026-03-12T21:30:00.000Z', actor: null, action: 'lead.erase', target: 'lead:ap-0007', clientHash: null, detail: { kind: 'appointment', status: 'booked', closedAt: '2025-09-13T10:00:00.000Z', retentionDays: 180, via: 'job' } },
];

/** The page before (older): `nextBefore` of the newest page leads here. */
export const olderAuditEntries: AuditEntry[] = [
  { id: 12, at: '2026-03-01T04:31:10.000Z', actor: null, action: 'staff.added', target: `staff:${AGENT_ID}`, clientHash: null, detail: { role: 'agent', via: 'cli' } },
];
