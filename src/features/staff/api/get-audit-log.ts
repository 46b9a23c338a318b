import useSWR from 'swr';
import type { AuditPage, AuditQuery } from '@/features/staff/api/audit-schema';
import { staffGet } from '@/features/staff/api/staff-fetch';
import { ApiError } from '@/lib/api-client';

export const AUDIT_LOG_PATH = '/api/staff/audit';

const QUERY_KEYS = ['since', 'action', 'actor', 'limit', 'before'] as const satisfies readonly (keyof AuditQuery)[];

export type AuditLogQuery = Partial<Record<(typeof QUERY_KEYS)[number], string | undefined>>;

/** The filters (and page) → `/api/staff/audit?…`, blanks left out: the request's URL and its SWR key. */
export function auditLogKey(query: AuditLogQuery): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${AUDIT_LOG_PATH}?${search}` : AUDIT_LOG_PATH;
}

export const getAuditLog = (key: string) => staffGet<AuditPage>(key);

/**
 * GET /api/staff/audit (admin): one page, newest first; the previous page stays shown while the next loads. Each
 * read is itself logged, so it is read when asked for only: not again on focus or reconnect.
 */
export function useAuditLog(query: AuditLogQuery) {
  return useSWR(auditLogKey(query), getAuditLog, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status < 500),
  });
}
