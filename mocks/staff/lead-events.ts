import { http, HttpResponse, sse } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { LEAD_EVENT, LEAD_EVENTS_PATH } from '@/features/staff/api/lead-events';
import type { LeadSummary } from '@/features/staff/api/lead-summary';

type Client = { send: (message: { event: string; id?: string; data: unknown }) => void };

const clients = new Set<Client>();
/** Where an announced lead is committed before it is sent (the story's lead store), as the server does. */
let commit: (lead: LeadSummary, seq: number) => void = () => undefined;

/** The live feed for stories: open consoles connect; a play sends them leads as the server would. */
export const liveFeed = {
  /** Connections stay open, waiting for what the story sends. */
  open: () =>
    sse(LEAD_EVENTS_PATH, ({ client }) => {
      clients.add(client as Client);
    }),
  /** The connection drops and the server asks for a minute's wait: EventSource is reconnecting (the inbox says so). */
  dropping: () =>
    sse(LEAD_EVENTS_PATH, ({ client }) => {
      client.send({ retry: 60_000 });
      queueMicrotask(() => client.close());
    }),
  /**
   * The first connection sends `first`, then drops (retry in 50 ms); EventSource reconnects by itself and the second
   * connection sends `first` again (a replay from an earlier id) and `missed`, then stays open.
   */
  droppingOnce: (first: { lead: LeadSummary; seq: number }, missed: { lead: LeadSummary; seq: number }) => {
    let connections = 0;
    return sse<{ message: unknown; lead: string }>(LEAD_EVENTS_PATH, ({ client, request }) => {
      connections += 1;
      sentRequests.push({ path: LEAD_EVENTS_PATH, body: undefined, headers: request.headers });
      commit(first.lead, first.seq);
      client.send({ event: LEAD_EVENT.lead, id: String(first.seq), data: JSON.stringify(first.lead) });
      if (connections === 1) {
        client.send({ retry: 50 });
        queueMicrotask(() => client.close());
        return;
      }
      commit(missed.lead, missed.seq);
      client.send({ event: LEAD_EVENT.lead, id: String(missed.seq), data: JSON.stringify(missed.lead) });
      clients.add(client as Client);
    });
  },
  /** The server refuses the feed (the session ended): EventSource gives up (the inbox offers to reconnect). */
  refused: () =>
    http.get(LEAD_EVENTS_PATH, ({ request }) => {
      sentRequests.push({ path: LEAD_EVENTS_PATH, body: undefined, headers: request.headers });
      return HttpResponse.json({ message: 'Sign in to continue.' }, { status: 401 });
    }),
  /** Forgets the connections of the story before; announced leads are committed to `commitTo`. */
  reset: (commitTo: (lead: LeadSummary, seq: number) => void = () => undefined) => {
    clients.clear();
    commit = commitTo;
  },
  /** Whether a console is connected. */
  connected: () => clients.size > 0,
  /** A new lead, to every connected console. */
  sendLead: (lead: LeadSummary, seq: number) => {
    commit(lead, seq);
    clients.forEach((client) => client.send({ event: LEAD_EVENT.lead, id: String(seq), data: JSON.stringify(lead) }));
  },
  /** A changed lead, to every connected console. */
  sendChanged: (lead: LeadSummary) => clients.forEach((client) => client.send({ event: LEAD_EVENT.changed, data: JSON.stringify(lead) })),
};
