import pg from 'pg';

export type ListenerOptions = {
  connectionString: string;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  /** After a reconnect: notifications sent while the connection was down were lost, so look for what was missed. */
  onReconnected: () => void;
  warn: (message: string) => void;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * One dedicated connection per instance, outside the pool (a pooled connection may be handed to a query or
 * closed when idle; LISTEN belongs to one session). It reconnects on its own, backing off, until closed.
 */
export function startPostgresListener({ connectionString, channels, onNotification, onReconnected, warn }: ListenerOptions) {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: 'healvia-live' });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (closed) return;
      warn(`The live lead feed lost its PostgreSQL connection (${error?.message ?? 'closed'}); reconnecting`);
      void next.end().catch(() => undefined);
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', ({ channel, payload }) => onNotification(channel, payload ?? ''));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (connectedBefore) onReconnected();
    connectedBefore = true;
  }

  const ready = connect();
  return {
    /** Resolves once the first attempt has listened (or failed and scheduled a retry). */
    ready,
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await ready;
      await current?.end().catch(() => undefined);
    },
  };
}

export type PostgresListener = ReturnType<typeof startPostgresListener>;
