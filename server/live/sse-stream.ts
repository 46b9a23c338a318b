import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One Server-Sent Event: `event` names it, `id` is what the browser sends back as Last-Event-ID. */
export type SseEvent = { event: string; id?: string; data: unknown };

export type SseStream = {
  /** Writes one event frame, already formatted (see formatEvent); false once the stream has closed. */
  write(frame: string): boolean;
  /** A comment line: keeps proxies and the browser from timing the connection out. */
  heartbeat(): void;
  /** Ends the response; the browser reconnects after the retry hint, unless the guard then refuses it. */
  close(): void;
  readonly closed: boolean;
};

/** A stream this far behind (the client reads nothing) is closed: on reconnecting it catches up from its last id. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** Event data is one line of JSON: JSON.stringify escapes the line breaks that would end an SSE field. */
export const formatEvent = ({ event, id, data }: SseEvent): string => `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

/**
 * Takes the response over from Fastify (hijack), so no onSend hook touches it: @fastify/compress would buffer
 * the events, and the staff guard's CORS stripping is repeated here. The headers set so far (security
 * headers, Cache-Control: no-store from the guard) go out with it.
 */
export function openSseStream(request: FastifyRequest, reply: FastifyReply, { retryMs, onClose }: { retryMs: number; onClose: () => void }): SseStream {
  reply.hijack();
  const raw = reply.raw;
  const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
  delete headers['access-control-allow-origin'];
  delete headers['access-control-allow-credentials'];
  delete headers['content-length'];
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  request.raw.socket?.setNoDelay(true);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    if (!raw.writableEnded) raw.end();
    onClose();
  };
  raw.once('close', close);
  raw.once('error', close);
  const write = (text: string) => {
    if (closed) return false;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) close();
    return !closed;
  };
  raw.write(`retry: ${retryMs}\n\n`);
  return {
    write,
    heartbeat: () => void write(': heartbeat\n\n'),
    close,
    get closed() {
      return closed;
    },
  };
}
