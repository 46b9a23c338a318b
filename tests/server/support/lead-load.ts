import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { validCallback } from './fixtures';

export type Answer = { status: number; body: string };

export type LoadTally = {
  /** Ids the server acknowledged with a 2xx: each one must be stored. */
  acknowledged: string[];
  /** Answers other than 2xx, by status. */
  statuses: Record<number, number>;
  /** The body of the last answer for each non-2xx status. */
  lastBodies: Record<number, string>;
  /** Requests that got no answer: connection refused or reset, timed out. */
  failures: number;
};

export type Load = LoadTally & {
  /** Resolves once `count` more ids than now have been acknowledged. */
  untilAcknowledged: (count: number, timeoutMs?: number) => Promise<void>;
  /** Stops sending and waits for the requests in flight to settle. */
  stop: () => Promise<LoadTally>;
};

const CALLBACK_PATH = '/api/callbacks';

export function postJson(agent: Agent | undefined, url: string, body: unknown, timeoutMs = 10_000): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      timeout: timeoutMs,
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('error', reject);
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.end(payload);
  });
}

/** A callback request to `baseUrl`, outside any load. */
export const postCallback = (baseUrl: string, timeoutMs?: number) => postJson(undefined, new URL(CALLBACK_PATH, baseUrl).href, validCallback(), timeoutMs);

/**
 * `connections` keep-alive sockets, each posting callback requests one after another as fast as the server
 * answers. A dead server is retried every 10 ms rather than in a tight loop.
 */
export function startCallbackLoad(baseUrl: string, { connections = 50 } = {}): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(CALLBACK_PATH, baseUrl).href;
  const tally: LoadTally = { acknowledged: [], statuses: {}, lastBodies: {}, failures: 0 };
  let stopping = false;

  const worker = async () => {
    while (!stopping) {
      try {
        const { status, body } = await postJson(agent, url, validCallback());
        if (status >= 200 && status < 300) tally.acknowledged.push(JSON.parse(body).id);
        else {
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          tally.lastBodies[status] = body;
        }
      } catch {
        tally.failures += 1;
        await sleep(10);
      }
    }
  };
  const workers = Promise.all(Array.from({ length: connections }, worker));

  return Object.assign(tally, {
    async untilAcknowledged(count: number, timeoutMs = 15_000) {
      const target = tally.acknowledged.length + count;
      const deadline = Date.now() + timeoutMs;
      while (tally.acknowledged.length < target) {
        if (Date.now() > deadline) throw new Error(`${tally.acknowledged.length} of ${target} acknowledged after ${timeoutMs} ms`);
        await sleep(20);
      }
    },
    async stop() {
      stopping = true;
      await workers;
      agent.destroy();
      return tally;
    },
  });
}
