import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { inProcessLocks, type ExclusiveLocks } from '@/lib/offline/queue-lock';
import { createRequestQueue, type SendQueuedRequest } from '@/lib/offline/request-queue';
import { memoryQueueStore, type MemoryDatabase } from './memory-queue-store';

const callback = { key: 'key-callback', path: '/api/callbacks', body: { phone: '+919876543210' }, kind: 'callback' };
const contact = { key: 'key-contact', path: '/api/contact', body: { name: 'Ravi', email: 'ravi@example.in', phone: '9123456780' }, kind: 'contact' };

const answer = (status: number, body: { message?: string; error?: string } = {}) => new ApiError(status, body.message, body.error, body);

/** A queue over `database` as one browsing context (a tab, or the service worker) would open it. */
function openQueue(database: MemoryDatabase, send: SendQueuedRequest, locks: ExclusiveLocks = inProcessLocks()) {
  return createRequestQueue({ store: memoryQueueStore(database), send, locks });
}

const succeed = () => vi.fn<SendQueuedRequest>(async () => ({ id: 1 }));
const keysSent = (send: ReturnType<typeof vi.fn<SendQueuedRequest>>) => send.mock.calls.map(([request]) => request.key);

describe('the request queue', () => {
  it('keeps what was added through a restart and sends it then, with its idempotency key', async () => {
    const database: MemoryDatabase = new Map();
    await openQueue(database, succeed()).add(callback);

    const send = succeed();
    const afterReload = openQueue(database, send);
    const round = await afterReload.sendAll();

    expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: 'key-callback', path: '/api/callbacks', body: { phone: '+919876543210' } }));
    expect(round).toEqual({ outcomes: [{ result: 'sent', key: 'key-callback', kind: 'callback' }], stillWaiting: 0 });
    await afterReload.sendAll();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps what was sent, unsent again, until a page takes it to tell the person (the service worker may send with no page listening)', async () => {
    const database: MemoryDatabase = new Map();
    const worker = openQueue(database, succeed());
    await worker.add(callback);
    await worker.sendAll();

    const pageOpenedLater = openQueue(database, succeed());
    await expect(pageOpenedLater.takeSettled()).resolves.toEqual([{ result: 'sent', key: 'key-callback', kind: 'callback' }]);
    await expect(pageOpenedLater.takeSettled()).resolves.toEqual([]);
    expect(database.size).toBe(0);
  });

  it('sends the oldest first, and replaces a request queued again under the same key', async () => {
    const database: MemoryDatabase = new Map();
    const queue = openQueue(database, succeed());
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValueOnce(1_000);
    await queue.add(contact);
    now.mockReturnValueOnce(2_000);
    await queue.add(callback);
    now.mockReturnValueOnce(3_000);
    await queue.add({ ...contact, body: { ...contact.body, phone: '9000000000' } });
    now.mockRestore();

    const send = succeed();
    await openQueue(database, send).sendAll();
    expect(keysSent(send)).toEqual(['key-callback', 'key-contact']);
    expect(send.mock.calls[1]?.[0].body).toEqual({ ...contact.body, phone: '9000000000' });
  });

  it('sends each request once when two contexts send the queue at the same moment', async () => {
    const database: MemoryDatabase = new Map();
    const sharedLock = inProcessLocks();
    await openQueue(database, succeed(), sharedLock).add(callback);
    await openQueue(database, succeed(), sharedLock).add(contact);

    const send = vi.fn<SendQueuedRequest>(() => new Promise((resolve) => setTimeout(() => resolve({ id: 1 }), 20)));
    const page = openQueue(database, send, sharedLock);
    const serviceWorker = openQueue(database, send, sharedLock);
    const [fromPage, fromWorker] = await Promise.all([page.sendAll(), serviceWorker.sendAll()]);

    expect(keysSent(send).sort()).toEqual(['key-callback', 'key-contact']);
    expect([...fromPage.outcomes, ...fromWorker.outcomes].map((outcome) => outcome.key).sort()).toEqual(['key-callback', 'key-contact']);
  });

  it('sends each request once when one page starts two sends at once (no Web Locks)', async () => {
    const database: MemoryDatabase = new Map();
    const send = vi.fn<SendQueuedRequest>(() => new Promise((resolve) => setTimeout(() => resolve({}), 10)));
    const queue = openQueue(database, send);
    await queue.add(callback);
    await Promise.all([queue.sendAll(), queue.sendAll(), queue.sendAll()]);
    expect(keysSent(send)).toEqual(['key-callback']);
  });

  it('keeps everything on a network failure and stops the round there', async () => {
    const database: MemoryDatabase = new Map();
    const queue = openQueue(database, vi.fn<SendQueuedRequest>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await queue.add(callback);
    await queue.add(contact);

    await expect(queue.sendAll()).resolves.toEqual({ outcomes: [], stillWaiting: 2 });
    expect([...database.keys()].sort()).toEqual(['key-callback', 'key-contact']);

    const send = succeed();
    await openQueue(database, send).sendAll();
    expect(keysSent(send).sort()).toEqual(['key-callback', 'key-contact']);
  });

  it('keeps a request the server could not take now (5xx, 408, 409, 429, and a 428 still asking for a proof of work after one was sent) and goes on with the next', async () => {
    for (const status of [500, 503, 408, 409, 428, 429]) {
      const database: MemoryDatabase = new Map();
      const send = vi.fn<SendQueuedRequest>(async (request) => {
        if (request.key === callback.key) throw answer(status);
        return {};
      });
      const queue = openQueue(database, send);
      await queue.add(callback);
      await queue.add(contact);
      await expect(queue.sendAll()).resolves.toEqual({ outcomes: [{ result: 'sent', key: 'key-contact', kind: 'contact' }], stillWaiting: 1 });
      await expect(queue.takeSettled()).resolves.toEqual([{ result: 'sent', key: 'key-contact', kind: 'contact' }]);
      expect([...database.keys()]).toEqual(['key-callback']);
    }
  });

  it("drops a request after a 4xx, keeping the server's message for the person until a page takes it", async () => {
    const database: MemoryDatabase = new Map();
    const send = vi.fn<SendQueuedRequest>(async () => Promise.reject(answer(400, { message: 'Preferred date cannot be earlier than today', error: 'Bad Request' })));
    const queue = openQueue(database, send);
    await queue.add(callback);

    const refusal = { status: 400, message: 'Preferred date cannot be earlier than today', error: 'Bad Request' };
    await expect(queue.sendAll()).resolves.toEqual({ outcomes: [{ result: 'refused', key: 'key-callback', kind: 'callback', refusal }], stillWaiting: 0 });
    await queue.sendAll();
    expect(send).toHaveBeenCalledTimes(1);

    const afterReload = openQueue(database, send);
    await expect(afterReload.takeSettled()).resolves.toEqual([{ result: 'refused', key: 'key-callback', kind: 'callback', refusal }]);
    await expect(afterReload.takeSettled()).resolves.toEqual([]);
    expect(database.size).toBe(0);
  });

  it('takes back a waiting request, but not one already sent', async () => {
    const database: MemoryDatabase = new Map();
    const send = succeed();
    const queue = openQueue(database, send);
    await queue.add(callback);
    await expect(queue.withdraw('key-callback')).resolves.toBe(true);
    await queue.sendAll();
    expect(send).not.toHaveBeenCalled();

    await queue.add(contact);
    await queue.sendAll();
    await expect(queue.withdraw('key-contact')).resolves.toBe(false);
  });
});

describe('the in-process lock', () => {
  it('runs callbacks for one name one after another, even after one fails', async () => {
    const locks = inProcessLocks();
    const order: string[] = [];
    const slow = locks.request('queue', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first');
      throw new Error('first failed');
    });
    const next = locks.request('queue', async () => {
      order.push('second');
      return 2;
    });
    await expect(slow).rejects.toThrow('first failed');
    await expect(next).resolves.toBe(2);
    expect(order).toEqual(['first', 'second']);
  });
});
