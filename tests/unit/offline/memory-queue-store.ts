import type { QueueStore } from '@/lib/offline/queue-store';
import type { QueuedRequest } from '@/lib/offline/queued-request';

/** What IndexedDB keeps on disk: the store's rows by key. */
export type MemoryDatabase = Map<string, QueuedRequest>;

/**
 * A connection to a memory "database", copying values in and out as IndexedDB does (structured clone).
 * Two connections to one database stand for a reload, or for a page and its service worker.
 */
export function memoryQueueStore(database: MemoryDatabase): QueueStore {
  return {
    put: async (request) => void database.set(request.key, structuredClone(request)),
    get: async (key) => structuredClone(database.get(key)),
    all: async () => [...database.values()].map((request) => structuredClone(request)),
    remove: async (key) => void database.delete(key),
  };
}
