import { LEAD_EVENT } from '@/features/staff/api/lead-events';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import { formatEvent, type SseStream } from './sse-stream';

export type Viewer = { staffId: string; role: StaffRole };
export type LiveLead = { seq: number; summary: LeadSummary };

/** Where the hub reads leads from: committed rows only, so what it sends is what a reload would show. */
export type LeadFeedSource = {
  bySeq(seqs: number[]): Promise<LiveLead[]>;
  byId(ids: string[]): Promise<LiveLead[]>;
  /** Oldest first; only what `viewer` may see (every lead when null). */
  after(seq: number, limit: number, viewer: Viewer | null): Promise<LiveLead[]>;
  newestSeq(): Promise<number>;
};

/** The live session behind a stream, re-read on every heartbeat; undefined once it has ended. */
export type SessionCheck = (sessionId: string) => Promise<Viewer | undefined>;

/** At most this many missed leads are replayed on reconnect; past that the client is told to reload its list. */
export const CATCH_UP_LIMIT = 200;
const RANGE_BATCH = 500;
const REMEMBERED_SEQS = 10_000;

/** Agents see unassigned leads and their own; supervisors and admins every lead. */
export const mayView = (viewer: Viewer, lead: LeadSummary): boolean => viewer.role !== 'agent' || lead.assignee === null || lead.assignee.id === viewer.staffId;

/**
 * `replayed`: the seqs a reconnect already sent. On PostgreSQL a lead's NOTIFY can reach this instance after the
 * replay read it from the table (a busy LISTEN connection), so its live frame is dropped for that console then.
 */
type Subscriber = { viewer: Viewer; sessionId: string; stream: SseStream; held: { seq?: number; frame: string }[] | null; replayed: Set<number> };

export type LeadHubOptions = { source: LeadFeedSource; checkSession: SessionCheck; heartbeatMs: number; warn: (message: string) => void };

/**
 * One per instance: the open consoles, and what to tell them. New leads are read back from the database by
 * seq (PostgreSQL: the seqs NOTIFY named, as transactions commit out of seq order) or as a range after the last
 * one published (SQLite: one writer, so seqs commit in order). Each frame is built once and written to every
 * console whose viewer may see it. Every heartbeat re-checks each session once, however many streams it has.
 */
export function createLeadHub({ source, checkSession, heartbeatMs, warn }: LeadHubOptions) {
  const subscribers = new Map<SseStream, Subscriber>();
  const pendingSeqs = new Set<number>();
  const pendingIds = new Set<string>();
  const published = new Set<number>();
  let lastPublished = 0;
  let rangeWanted = false;
  let flushing: Promise<void> | undefined;
  let closed = false;

  const remember = (seq: number) => {
    published.add(seq);
    lastPublished = Math.max(lastPublished, seq);
    if (published.size > REMEMBERED_SEQS) published.delete(published.values().next().value!);
  };

  const deliver = (subscriber: Subscriber, frame: string, seq?: number) => {
    if (seq !== undefined && subscriber.replayed.delete(seq)) return;
    if (subscriber.held) subscriber.held.push({ seq, frame });
    else subscriber.stream.write(frame);
  };

  function publishNew(leads: LiveLead[]): void {
    for (const { seq, summary } of leads.sort((a, b) => a.seq - b.seq)) {
      if (published.has(seq)) continue;
      remember(seq);
      const frame = formatEvent({ event: LEAD_EVENT.lead, id: String(seq), data: summary });
      for (const subscriber of subscribers.values()) if (mayView(subscriber.viewer, summary)) deliver(subscriber, frame, seq);
    }
  }

  function publishChanged(leads: LiveLead[]): void {
    for (const { summary } of leads) {
      const changed = formatEvent({ event: LEAD_EVENT.changed, data: summary });
      // Tells an agent's list to drop a lead it may no longer show (given to someone else): the id alone.
      const hidden = formatEvent({ event: LEAD_EVENT.hidden, data: { id: summary.id } });
      for (const subscriber of subscribers.values()) deliver(subscriber, mayView(subscriber.viewer, summary) ? changed : hidden);
    }
  }

  async function readRange(): Promise<LiveLead[]> {
    const found: LiveLead[] = [];
    for (;;) {
      const batch = await source.after(Math.max(lastPublished, ...found.map((lead) => lead.seq)), RANGE_BATCH, null);
      found.push(...batch);
      if (batch.length < RANGE_BATCH) return found;
    }
  }

  async function flushOnce(): Promise<void> {
    const seqs = [...pendingSeqs];
    const ids = [...pendingIds];
    const range = rangeWanted;
    pendingSeqs.clear();
    pendingIds.clear();
    rangeWanted = false;
    if (range) publishNew(await readRange());
    if (seqs.length > 0) publishNew(await source.bySeq(seqs));
    if (ids.length > 0) publishChanged(await source.byId(ids));
  }

  function schedule(): void {
    if (flushing || closed) return;
    flushing = (async () => {
      // Notifications that arrive during a flush wait for the next one, which follows at once.
      while (!closed && (rangeWanted || pendingSeqs.size > 0 || pendingIds.size > 0)) {
        await new Promise((resolve) => setImmediate(resolve));
        await flushOnce().catch((error: Error) => warn(`The live lead feed could not read new leads: ${error.message}`));
      }
    })().finally(() => {
      flushing = undefined;
    });
  }

  async function checkSessions(): Promise<void> {
    const bySession = new Map<string, Subscriber[]>();
    for (const subscriber of subscribers.values()) bySession.set(subscriber.sessionId, [...(bySession.get(subscriber.sessionId) ?? []), subscriber]);
    for (const [sessionId, streams] of bySession) {
      const viewer = await checkSession(sessionId).catch(() => undefined);
      for (const subscriber of streams) {
        if (viewer) subscriber.viewer = viewer;
        else subscriber.stream.close();
      }
    }
  }

  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    void checkSessions()
      .then(() => {
        for (const subscriber of subscribers.values()) subscriber.stream.heartbeat();
      })
      .finally(() => {
        ticking = false;
      });
  }, heartbeatMs);
  timer.unref();

  return {
    /** Before the first console connects: leads already stored are not news. */
    async start(): Promise<void> {
      lastPublished = await source.newestSeq();
    },
    /** A lead committed (PostgreSQL: its seq from NOTIFY) or, without a seq, whatever committed since the last one (SQLite). */
    announceNew(seq?: number): void {
      if (seq === undefined) rangeWanted = true;
      else pendingSeqs.add(seq);
      schedule();
    },
    announceChanged(id: string): void {
      pendingIds.add(id);
      schedule();
    },
    /**
     * Adds a console. With `lastEventId` it first replays the leads after it that `viewer` may see (or, past
     * CATCH_UP_LIMIT of them, a `reset`), holding live events meanwhile so none is lost or sent twice.
     */
    async subscribe(stream: SseStream, viewer: Viewer, sessionId: string, lastEventId: number | undefined): Promise<void> {
      if (stream.closed || closed) return stream.close();
      const subscriber: Subscriber = { viewer, sessionId, stream, held: lastEventId === undefined ? null : [], replayed: new Set() };
      subscribers.set(stream, subscriber);
      if (lastEventId === undefined) return;
      try {
        const missed = await source.after(lastEventId, CATCH_UP_LIMIT + 1, viewer);
        const { replayed } = subscriber;
        if (missed.length > CATCH_UP_LIMIT) {
          stream.write(formatEvent({ event: LEAD_EVENT.reset, id: String(await source.newestSeq()), data: {} }));
        } else {
          for (const { seq, summary } of missed) {
            replayed.add(seq);
            stream.write(formatEvent({ event: LEAD_EVENT.lead, id: String(seq), data: summary }));
          }
        }
        for (const { seq, frame } of subscriber.held ?? []) if (seq === undefined || !replayed.delete(seq)) stream.write(frame);
      } finally {
        subscriber.held = null;
      }
    },
    /** A stream that closed (the browser went away, or the session ended). */
    unsubscribe(stream: SseStream): void {
      subscribers.delete(stream);
    },
    /** Streams open on this instance. */
    get size() {
      return subscribers.size;
    },
    /** Ends every stream (app close): the server can then close its connections. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      for (const subscriber of subscribers.values()) subscriber.stream.close();
      subscribers.clear();
      await flushing;
    },
  };
}

export type LeadHub = ReturnType<typeof createLeadHub>;
