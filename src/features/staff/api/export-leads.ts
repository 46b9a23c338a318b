import { useMemo } from 'react';
import { LEADS_EXPORT_PATH, type LeadExportFormat } from '@/features/staff/api/leads-export-query-schema';
import type { LeadsQuery } from '@/features/staff/api/leads-query-schema';

/** The list's own paging: an export has none (the server refuses them). */
const PAGING_KEYS = ['limit', 'before'];

/** The inbox's filters (as GET /api/staff/leads takes them, blanks allowed) → the export's URL, blanks and paging left out. */
export function leadsExportUrl(filters: Partial<Record<keyof LeadsQuery, string | undefined>>, format: LeadExportFormat): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) {
    const text = value?.trim();
    if (text && !PAGING_KEYS.includes(key)) params.set(key, text);
  }
  return `${LEADS_EXPORT_PATH}?${params.toString()}`;
}

/**
 * The inbox's Export links (supervisors and admins) for its current filters: targets of plain `<a href download>`
 * links, so the browser streams the file to disk with the session cookie, and the server logs the export.
 */
export function useLeadsExportUrls(filters: Partial<Record<keyof LeadsQuery, string | undefined>>): Record<LeadExportFormat, string> {
  const csv = leadsExportUrl(filters, 'csv');
  const json = leadsExportUrl(filters, 'json');
  return useMemo(() => ({ csv, json }), [csv, json]);
}
