import { describe, expect, it, vi } from 'vitest';
import type { ApiRequestOptions } from '@/lib/api-client';
import { FORM_TOKEN_REFRESH_AGE_MS, type FormToken } from '@/lib/bot-signals/form-token';
import { inProcessLocks } from '@/lib/offline/queue-lock';
import type { QueuedRequest } from '@/lib/offline/queued-request';
import { createRequestQueue } from '@/lib/offline/request-queue';
import { sendQueuedRequest } from '@/lib/offline/send-queued-request';
import { memoryQueueStore, type MemoryDatabase } from './memory-queue-store';

const NOW = Date.UTC(2025, 0, 10, 12);
const HOUR = 60 * 60 * 1000;
const kept = (age: number): FormToken => ({ token: `kept-${age / HOUR}h`, receivedAt: NOW - age });
const fresh: FormToken = { token: 'fresh', receivedAt: NOW };
const callback = (request: Partial<QueuedRequest> = {}): QueuedRequest => ({
  key: 'key-callback',
  path: '/api/callbacks',
  body: { phone: '+919876543210' },
  kind: 'callback',
  queuedAt: NOW - 3 * 24 * HOUR,
  ...request,
});

function sender({ tokenFails = false } = {}) {
  const fetchToken = vi.fn(async () => {
    if (tokenFails) throw new TypeError('Failed to fetch');
    return fresh;
  });
  const post = vi.fn(async (_path: string, _body: unknown, _options?: ApiRequestOptions) => ({ id: 1 }));
  const send = (request: QueuedRequest) => sendQueuedRequest(request, { fetchToken, post: post as never, now: () => NOW });
  const sentOptions = () => post.mock.calls.map(([, , options]) => options);
  return { fetchToken, post, send, sentOptions };
}

describe('sending a queued request', () => {
  it('sends it with the token it kept while that is fresh enough, however long it waited, with its key and honeypot value', async () => {
    const { send, fetchToken, sentOptions } = sender();
    await send(callback({ formToken: kept(20 * HOUR), formTrap: 'x' }));
    expect(fetchToken).not.toHaveBeenCalled();
    expect(sentOptions()).toEqual([{ idempotencyKey: 'key-callback', botSignals: { formToken: kept(20 * HOUR), formTrap: 'x' } }]);
  });

  it('fetches a fresh token first when it has none', async () => {
    const { send, fetchToken, sentOptions } = sender();
    await send(callback());
    expect(fetchToken).toHaveBeenCalledWith('callback');
    expect(sentOptions()[0]?.botSignals?.formToken).toEqual(fresh);
  });

  it('fetches a fresh token first when its own is near its 24 h end', async () => {
    const { send, sentOptions } = sender();
    await send(callback({ formToken: kept(FORM_TOKEN_REFRESH_AGE_MS) }));
    expect(sentOptions()[0]?.botSignals?.formToken).toEqual(fresh);
  });

  it('still sends it, with what it had, when no fresh token comes', async () => {
    const { send, post, sentOptions } = sender({ tokenFails: true });
    await send(callback({ formToken: kept(30 * HOUR) }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(sentOptions()[0]?.botSignals?.formToken).toEqual(kept(30 * HOUR));
  });

  it('fetches no token for a request of no guarded form', async () => {
    const { send, fetchToken } = sender();
    await send(callback({ kind: 'assessment', path: '/api/assessments' }));
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('goes through the queue with the token it was queued with, refreshed when old', async () => {
    const database: MemoryDatabase = new Map();
    const { send, sentOptions } = sender();
    const queue = createRequestQueue({ store: memoryQueueStore(database), send, locks: inProcessLocks() });
    await queue.add({ key: 'recent', path: '/api/contact', body: {}, kind: 'contact', formToken: kept(HOUR) });
    await queue.add({ key: 'old', path: '/api/callbacks', body: {}, kind: 'callback', formToken: kept(23.5 * HOUR) });
    const round = await queue.sendAll();
    expect(round.stillWaiting).toBe(0);
    expect(sentOptions().map((options) => [options?.idempotencyKey, options?.botSignals?.formToken?.token])).toEqual([
      ['recent', 'kept-1h'],
      ['old', 'fresh'],
    ]);
  });
});
