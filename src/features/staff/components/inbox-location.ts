import type { InboxQuery } from '@/features/staff/api/inbox-filters-schema';

/**
 * What the inbox keeps in the router's state rather than in its address: the search (a phone number or an e-mail
 * is personal data, never put in a URL) and the cursors of the pages newer than this one (for "Newer").
 */
export type InboxLocationState = { q?: string; newer?: string[] };

const ADDRESS_KEYS = ['kind', 'status', 'assignee', 'overdue', 'from', 'to'] as const;

/** The list's query (and page) from the address and the router's state. */
export function inboxQueryOfLocation(search: string, state: unknown): InboxQuery & { before?: string } {
  const params = new URLSearchParams(search);
  const query: InboxQuery & { before?: string } = {};
  for (const key of ADDRESS_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const before = params.get('before');
  if (before) query.before = before;
  const q = (state as InboxLocationState | null)?.q;
  if (typeof q === 'string' && q.trim()) query.q = q;
  return query;
}

/** The cursors of the newer pages this one was reached through. */
export function newerCursorsOf(state: unknown): string[] {
  const newer = (state as InboxLocationState | null)?.newer;
  return Array.isArray(newer) ? newer.filter((cursor): cursor is string => typeof cursor === 'string') : [];
}

/** The address's query for a list query and page: every filter but the search, then the page's cursor. */
export function inboxSearchOf(query: InboxQuery, before?: string): string {
  const params = new URLSearchParams();
  for (const key of ADDRESS_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (before) params.set('before', before);
  const search = params.toString();
  return search ? `?${search}` : '';
}

// The inbox's last address in this tab (its filters and page, never the search), for a lead's "Back to the inbox".
let lastInboxSearch = '';

/** Remembers where the inbox is, for the way back from a lead. */
export function rememberInboxSearch(search: string): void {
  lastInboxSearch = search;
}

/** The inbox's last address in this tab, or the inbox itself. */
export const inboxReturnSearch = () => lastInboxSearch;
