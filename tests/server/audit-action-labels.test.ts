import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, type KnownAuditAction } from '@/features/staff/api/audit-actions';
import type { AuditAction } from '../../server/storage/audit-log';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Fails the typecheck when the server writes an action the console cannot name, or the console names one it never writes.
const sameActions: Same<AuditAction, KnownAuditAction> = true;

describe('the audit log page’s action names', () => {
  it('names every action the server writes, each differently, and shows an unknown one by its code', () => {
    expect(sameActions).toBe(true);
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(Object.keys(AUDIT_ACTION_LABELS).length);
    expect(auditActionLabel('lead.reveal')).toBe('Revealed a phone or e-mail');
    expect(auditActionLabel('lead.forwarded')).toBe('lead.forwarded');
  });
});
