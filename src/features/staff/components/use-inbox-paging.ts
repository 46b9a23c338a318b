import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { InboxQuery } from '@/features/staff/api/inbox-filters-schema';
import { inboxMessages } from '@/features/staff/components/inbox-messages';
import { inboxQueryOfLocation, inboxSearchOf, newerCursorsOf, rememberInboxSearch, type InboxLocationState } from '@/features/staff/components/inbox-location';

/**
 * The inbox's filters and page from the address (and the router's state), and the moves between them: applying
 * filters starts at the newest page; "Older" remembers the page it left, so "Newer" goes back to it.
 */
export function useInboxLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const { before, ...query } = inboxQueryOfLocation(location.search, location.state);
  const newer = newerCursorsOf(location.state);
  useEffect(() => rememberInboxSearch(location.search), [location.search]);

  const go = (filters: InboxQuery, page: string | undefined, newerPages: string[]) => {
    const state: InboxLocationState = { q: filters.q, newer: newerPages };
    void navigate({ search: inboxSearchOf(filters, page) }, { state });
  };

  return {
    query,
    before,
    applyFilters: (filters: InboxQuery) => go(filters, undefined, []),
    older: (nextBefore: string) => go(query, nextBefore, [...newer, before ?? '']),
    // Reached by a link or a reload, a page does not know the ones before it: "Newer" then goes to the newest.
    newer: () => go(query, newer.at(-1) || undefined, newer.slice(0, -1)),
    position: before === undefined ? inboxMessages.page(1) : newer.length > 0 ? inboxMessages.page(newer.length + 1) : undefined,
  };
}
