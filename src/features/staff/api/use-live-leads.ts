import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiUrl } from '@/lib/api-client';
import { isLeadsKey } from '@/features/staff/api/get-leads';
import { LEAD_EVENT, LEAD_EVENTS_PATH } from '@/features/staff/api/lead-events';
import { dropLeadFromPages, patchLeadInPages } from '@/features/staff/api/lead-pages';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { leadSummarySchema, type LeadList, type LeadSummary } from '@/features/staff/api/lead-summary';
import { newLeadsAnnouncement } from '@/features/staff/api/live-announcement';
import { useUnseenLeads } from '@/features/staff/api/use-unseen-leads';

/** Where the live feed stands: EventSource reconnects by itself (sending Last-Event-ID); `closed` needs a reconnect. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed' | 'unsupported';

export type LiveLeadsOptions = {
  /** The SWR key of the list's first page for the current filters: new leads are put at its top. */
  firstPageKey: string;
  /** Whether a new lead belongs in that list (its filters). */
  matches: (lead: LeadSummary) => boolean;
};

// Leads that arrive together (a burst, or the catch-up after a reconnect) are announced in one sentence.
const ANNOUNCE_AFTER_MS = 1000;

function parseSummary(data: unknown): LeadSummary | undefined {
  try {
    const parsed = leadSummarySchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The inbox's live feed (GET /api/staff/leads/events): a new lead goes to the top of the first page when it matches
 * the filters, is counted in the tab's title until the person looks, and is announced politely ("2 new callbacks");
 * a changed lead's row is updated wherever it is cached, a lead the person may no longer see leaves the list.
 */
export function useLiveLeads({ firstPageKey, matches }: LiveLeadsOptions) {
  const { mutate, cache } = useSWRConfig();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [connection, setConnection] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const unseen = useUnseenLeads();
  const latest = useRef({ firstPageKey, matches, addUnseen: unseen.add });
  useEffect(() => {
    latest.current = { firstPageKey, matches, addUnseen: unseen.add };
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what the browser lacks is known only in the browser
      setStatus('unsupported');
      return;
    }
    setStatus('connecting');
    const source = new EventSource(apiUrl(LEAD_EVENTS_PATH));
    let counts: Partial<Record<LeadKind, number>> = {};
    // A lead comes again after a reconnect (Last-Event-ID replays from the last one this feed saw), or was in the
    // list already: it is new only once.
    const arrived = new Set<string>();
    let announceTimer: ReturnType<typeof setTimeout> | undefined;

    const onLead = (event: MessageEvent) => {
      const lead = parseSummary(event.data);
      const { firstPageKey: key, matches: belongs, addUnseen } = latest.current;
      if (!lead || !belongs(lead) || arrived.has(lead.id)) return;
      arrived.add(lead.id);
      const page = cache.get(key)?.data as LeadList | undefined;
      if (page?.leads.some((row) => row.id === lead.id)) return;
      // Before the first page has come, a local change would make SWR drop that answer (and leave the list loading):
      // ask for the page again instead, which now holds this lead.
      if (page) void mutate(key, { ...page, leads: [lead, ...page.leads] }, { revalidate: false });
      else void mutate(key);
      addUnseen(lead.id);
      counts = { ...counts, [lead.kind]: (counts[lead.kind] ?? 0) + 1 };
      clearTimeout(announceTimer);
      announceTimer = setTimeout(() => {
        setAnnouncement(newLeadsAnnouncement(counts));
        counts = {};
      }, ANNOUNCE_AFTER_MS);
    };
    const onChanged = (event: MessageEvent) => {
      const lead = parseSummary(event.data);
      if (lead) patchLeadInPages(mutate, lead);
    };
    const onHidden = (event: MessageEvent) => {
      const id = (() => {
        try {
          return (JSON.parse(String(event.data)) as { id?: unknown }).id;
        } catch {
          return undefined;
        }
      })();
      if (typeof id === 'string') dropLeadFromPages(mutate, id);
    };
    const onReset = () => void mutate(isLeadsKey);

    source.addEventListener('open', () => setStatus('live'));
    source.addEventListener('error', () => setStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting'));
    source.addEventListener(LEAD_EVENT.lead, onLead);
    source.addEventListener(LEAD_EVENT.changed, onChanged);
    source.addEventListener(LEAD_EVENT.hidden, onHidden);
    source.addEventListener(LEAD_EVENT.reset, onReset);
    return () => {
      clearTimeout(announceTimer);
      source.close();
    };
  }, [mutate, cache, connection]);

  const reconnect = useCallback(() => setConnection((count) => count + 1), []);
  return { status, reconnect, announcement, unseenIds: unseen.ids, markSeen: unseen.clear };
}
