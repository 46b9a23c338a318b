import { sql } from 'kysely';
import type { StorageEngine } from '../storage/engines/storage-engine';
import type { Stores } from '../storage/stores';
import { isSessionLive } from '../staff/session-policy';
import { createLeadFeedSource } from './lead-feed-source';
import { createLeadHub, type Viewer } from './lead-hub';
import { startPostgresListener, type PostgresListener } from './postgres-listener';

export type LiveFeedSettings = {
  /** Between heartbeats, each of which re-checks every stream's session first. */
  heartbeatMs?: number;
  /** How long a browser waits before reconnecting a dropped stream. */
  retryMs?: number;
};

const DEFAULT_HEARTBEAT_MS = 20_000;
const DEFAULT_RETRY_MS = 3_000;
/** The NOTIFY channels: a new lead's seq, a changed lead's id. */
const LEADS_CHANNEL = 'leads';
const CHANGES_CHANNEL = 'lead_changes';

type LiveFeedContext = { engine: StorageEngine; stores: Stores; databaseUrl?: string; clock: () => number; warn: (message: string) => void };

/**
 * The instance's hub, fed by the stores. SQLite (one instance): told in-process once each lead or change has
 * committed. PostgreSQL: NOTIFY in the writing transaction (delivered only if it commits), and one LISTEN
 * connection per instance, so a lead taken by any instance reaches the consoles of all of them.
 */
export async function startLiveFeed({ engine, stores, databaseUrl, clock, warn }: LiveFeedContext, settings: LiveFeedSettings = {}) {
  // An open stream is no activity: a console left alone still ends with its session, 30 minutes idle.
  const checkSession = async (sessionId: string): Promise<Viewer | undefined> => {
    const session = await stores.staffSessions.find(sessionId);
    if (!session || session.disabledAt !== null || !isSessionLive(session, clock())) return undefined;
    return { staffId: session.staffId, role: session.role };
  };
  const hub = createLeadHub({ source: createLeadFeedSource(engine), checkSession, heartbeatMs: settings.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, warn });
  let listener: PostgresListener | undefined;
  if (databaseUrl) {
    stores.leadInbox.onArrival(async (trx, { seq }) => void (await sql`SELECT pg_notify(${LEADS_CHANNEL}, ${String(seq)})`.execute(trx)));
    stores.leadChanges.onChange(async (trx, leadId) => void (await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${leadId})`.execute(trx)));
    listener = startPostgresListener({
      connectionString: databaseUrl,
      channels: [LEADS_CHANNEL, CHANGES_CHANNEL],
      onNotification(channel, payload) {
        if (channel === CHANGES_CHANNEL) hub.announceChanged(payload);
        else if (/^\d{1,15}$/.test(payload)) hub.announceNew(Number(payload));
      },
      // Best effort: what committed after the newest lead published while the connection was down.
      onReconnected: () => hub.announceNew(),
      warn,
    });
    await listener.ready;
  } else {
    stores.leadInbox.onCommitted(({ seq }) => hub.announceNew(seq));
    stores.leadChanges.onChanged((leadId) => hub.announceChanged(leadId));
  }
  await hub.start();
  return {
    hub,
    retryMs: settings.retryMs ?? DEFAULT_RETRY_MS,
    async close(): Promise<void> {
      await hub.close();
      await listener?.close();
    },
  };
}

export type LiveFeed = Awaited<ReturnType<typeof startLiveFeed>>;
