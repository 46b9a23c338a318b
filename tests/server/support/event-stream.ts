import { request, type IncomingHttpHeaders } from 'node:http';

export type StreamEvent = { event: string; id: string | undefined; data: string };

export type EventStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** `retry:` hints and comment lines (heartbeats) seen so far. */
  retries: number[];
  comments: string[];
  /** The next event not yet taken that `matches` (by default any); waits for it to arrive. */
  next: (matches?: (event: StreamEvent) => boolean) => Promise<StreamEvent>;
  /** Events received and not yet taken by next(). */
  untaken: () => StreamEvent[];
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close: () => void;
};

/**
 * A minimal EventSource for tests, over node:http: parses the stream as the browser would (events separated by
 * a blank line; `event`, `id`, `data`, `retry` fields; lines starting with `:` are comments).
 */
export function openEventStream(baseUrl: string, path: string, headers: Record<string, string>): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, baseUrl), { headers: { accept: 'text/event-stream', ...headers } });
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      const received: StreamEvent[] = [];
      const waiting: { matches: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
      const retries: number[] = [];
      const comments: string[] = [];
      let buffer = '';
      let ended = false;
      const endWaiters: (() => void)[] = [];

      const take = (event: StreamEvent) => {
        const index = waiting.findIndex((waiter) => waiter.matches(event));
        if (index === -1) received.push(event);
        else waiting.splice(index, 1)[0]!.resolve(event);
      };
      const parseBlock = (block: string) => {
        let event = 'message';
        let id: string | undefined;
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'id') id = value;
          else if (field === 'data') data.push(value);
          else if (field === 'retry') retries.push(Number(value));
        }
        if (data.length > 0) take({ event, id, data: data.join('\n') });
      };

      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      const finish = () => {
        ended = true;
        for (const done of endWaiters.splice(0)) done();
      };
      response.once('end', finish);
      response.once('close', finish);

      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        retries,
        comments,
        next: (matches = () => true) =>
          new Promise((resolveEvent, rejectEvent) => {
            const index = received.findIndex(matches);
            if (index !== -1) return resolveEvent(received.splice(index, 1)[0]!);
            if (ended) return rejectEvent(new Error('the stream ended before the event arrived'));
            waiting.push({ matches, resolve: resolveEvent });
            endWaiters.push(() => rejectEvent(new Error('the stream ended before the event arrived')));
          }),
        untaken: () => [...received],
        ended: new Promise((resolveEnd) => (ended ? resolveEnd() : endWaiters.push(resolveEnd))),
        close: () => outgoing.destroy(),
      });
    });
    outgoing.end();
  });
}
