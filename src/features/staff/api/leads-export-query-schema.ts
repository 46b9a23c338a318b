import { leadsQuerySchema } from '@/features/staff/api/leads-query-schema';
import { z } from '@/lib/zod';

export const LEADS_EXPORT_PATH = '/api/staff/leads/export';
export const LEAD_EXPORT_FORMATS = ['csv', 'json'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];

export const LEADS_EXPORT_MESSAGES = {
  format: 'Choose a format: csv or json',
  paging: 'An export holds every lead the filters find: leave out limit and before',
} as const;

/** The columns of an export, in order: a lead's row of the inbox, phone or e-mail masked as there. */
export const LEAD_EXPORT_COLUMNS = ['id', 'kind', 'received_at', 'due_at', 'status', 'outcome', 'assignee', 'name', 'contact', 'closed_at'] as const;

/**
 * GET /api/staff/leads/export (supervisor, admin): `format` (csv by default) and the inbox's own filters
 * (leads-query-schema.ts, with its messages); every matching lead, newest first, without the list's paging.
 */
export const leadsExportQuerySchema = z
  .looseObject({
    format: z.enum(LEAD_EXPORT_FORMATS, { error: LEADS_EXPORT_MESSAGES.format }).default('csv'),
    limit: z.never({ error: LEADS_EXPORT_MESSAGES.paging }).optional(),
    before: z.never({ error: LEADS_EXPORT_MESSAGES.paging }).optional(),
  })
  .transform(({ format, limit: _limit, before: _before, ...filters }, context) => {
    const parsed = leadsQuerySchema.safeParse(filters);
    if (parsed.success) return { format, filters: parsed.data };
    for (const issue of parsed.error.issues) {
      const { path, message } = issue;
      context.addIssue(issue.code === 'unrecognized_keys' ? { code: 'unrecognized_keys', keys: issue.keys, path, message } : { code: 'custom', path, message });
    }
    return z.NEVER;
  });

export type LeadsExportQuery = z.output<typeof leadsExportQuerySchema>;
