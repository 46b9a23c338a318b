import { AUDIT_QUERY_MESSAGES, AUDIT_SYSTEM_ACTOR, sinceToIso } from '@/features/staff/api/audit-schema';
import type { AuditLogQuery } from '@/features/staff/api/get-audit-log';
import { z } from '@/lib/zod';

/** The audit page's filter form: a day (blank for all), an action and an actor ('' for any). */
export type AuditFilters = { since: string; action: string; actor: string };

export const EMPTY_AUDIT_FILTERS: AuditFilters = { since: '', action: '', actor: '' };

const STAFF_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The form checks what the server would refuse, with the server's own messages (audit-schema.ts). */
export const auditFiltersSchema = z
  .object({
    since: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && sinceToIso(value) !== undefined), AUDIT_QUERY_MESSAGES.since),
    action: z.string(),
    actor: z.string().refine((value) => value === '' || value === AUDIT_SYSTEM_ACTOR || STAFF_ID.test(value), AUDIT_QUERY_MESSAGES.actor),
  })
  .transform((filters): AuditLogQuery => auditQueryOf(filters));

/** The form's values → the query (blanks left out). */
export function auditQueryOf({ since, action, actor }: AuditFilters): AuditLogQuery {
  return Object.fromEntries(Object.entries({ since: since.trim(), action, actor }).filter(([, value]) => value !== ''));
}
