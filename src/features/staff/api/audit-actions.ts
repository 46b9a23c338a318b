/**
 * What each audit action means, in the console's words (the server's list: server/storage/audit-log.ts, checked
 * against this one by tests/server/audit-actions.test.ts). An action missing here is shown by its code.
 */
export const AUDIT_ACTION_LABELS = {
  'staff.sign-in': 'Signed in',
  'staff.sign-in-failed': 'Sign-in failed',
  'staff.sign-out': 'Signed out',
  'staff.sign-out-everywhere': 'Signed out everywhere',
  'staff.enrolled': 'Enrolled',
  'staff.added': 'Added a staff member',
  'staff.disabled': 'Disabled a staff member',
  'staff.2fa-reset': 'Reset a second factor',
  'staff-members.read': 'Read the staff list',
  'audit.read': 'Read the audit log',
  'audit.exported': 'Exported the audit log',
  'lead.view': 'Viewed a lead',
  'lead.reveal': 'Revealed a phone or e-mail',
  'lead.claim': 'Claimed a lead',
  'lead.assign': 'Assigned a lead',
  'lead.status': 'Changed a lead’s status',
  'lead.duplicate': 'Marked a lead as a duplicate',
  'lead.note': 'Added a note to a lead',
  'lead.release': 'Released a lead from quarantine',
  'lead.delete': 'Deleted a quarantined lead',
  'lead.export': 'Exported leads',
  'lead.erase': 'Erased a lead (retention)',
  'registration.list': 'Listed registrations',
  'registration.view': 'Viewed a registration',
  'registration.reveal': 'Revealed an ID number',
  'registration.review': 'Reviewed a registration',
  'document.view': 'Viewed a document',
} as const;

export type KnownAuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The label of an action, or its code when this console does not know it yet. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
