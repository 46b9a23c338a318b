import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { ApiError, apiPost, isNetworkFailure } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/offline/idempotency-key';
import { postOrQueue } from '@/lib/offline/post-or-queue';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sentRequests.length = 0;
});
afterEach(() => {
  mockServer.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => mockServer.close());

describe('a network failure', () => {
  it("is fetch's TypeError, never an HTTP answer or a cancelled request", () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(400, 'Bad phone', 'Bad Request', {}))).toBe(false);
    expect(isNetworkFailure(new ApiError(503, undefined, undefined, undefined))).toBe(false);
    expect(isNetworkFailure(new DOMException('Cancelled', 'AbortError'))).toBe(false);
    expect(isNetworkFailure(new Error('Something else'))).toBe(false);
  });

  it('is any other failure while the browser says it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(new Error('Load failed'))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, undefined, undefined, undefined))).toBe(false);
  });
});

describe('the Idempotency-Key', () => {
  it('is a fresh random UUID per submission', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is sent as a header when given, and only then', async () => {
    await apiPost('/api/callbacks', { phone: '+919876543210' }, { idempotencyKey: 'key-1' });
    expect(lastSent('/api/callbacks')?.headers.get('Idempotency-Key')).toBe('key-1');
    await apiPost('/api/callbacks', { phone: '+919876543210' });
    expect(lastSent('/api/callbacks')?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('postOrQueue', () => {
  it('resolves sent with the answer of a 2xx', async () => {
    await expect(postOrQueue('/api/callbacks', { phone: '+919876543210' }, { idempotencyKey: 'key-2', kind: 'callback' })).resolves.toEqual({ status: 'sent', response: { id: 1 } });
  });

  it('rejects with the ApiError of a 4xx or 5xx, queueing nothing', async () => {
    mockServer.use(api.callbacks.failure(503, { error: 'Our callback desk is closed' }));
    await expect(postOrQueue('/api/callbacks', { phone: '+919876543210' }, { idempotencyKey: 'key-3', kind: 'callback' })).rejects.toMatchObject({ status: 503, serverError: 'Our callback desk is closed' });
  });

  it('rethrows the network failure when the device cannot keep the request (no IndexedDB here)', async () => {
    mockServer.use(api.callbacks.networkError());
    expect(globalThis.indexedDB).toBeUndefined();
    await expect(postOrQueue('/api/callbacks', { phone: '+919876543210' }, { idempotencyKey: 'key-4', kind: 'callback' })).rejects.toBeInstanceOf(TypeError);
  });
});
