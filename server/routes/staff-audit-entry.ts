import type { FastifyRequest } from 'fastify';
import type { AuditRecord } from '../storage/audit-log';
import type { StaffSecurity } from '../staff/staff-security';

/** An audit entry for a request: its actor, and the keyed hash of the client's address. */
export function auditEntryOf(request: FastifyRequest, staffSecurity: StaffSecurity, entry: Omit<AuditRecord, 'clientHash'>): AuditRecord {
  return { ...entry, clientHash: staffSecurity.clientHashOf(request) };
}
