import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedRequest } from '@/lib/offline/queued-request';

/** Where queued requests are kept; the queue's logic depends only on this, so tests can give it a memory store. */
export type QueueStore = {
  put: (request: QueuedRequest) => Promise<void>;
  get: (key: string) => Promise<QueuedRequest | undefined>;
  all: () => Promise<QueuedRequest[]>;
  remove: (key: string) => Promise<void>;
};

const DATABASE_NAME = 'queued-requests';
const STORE_NAME = 'requests';

interface QueueDatabase extends DBSchema {
  requests: { key: string; value: QueuedRequest };
}

/** The IndexedDB store, shared by every tab and the service worker of this origin; it outlives reloads and closed tabs. */
export function indexedDbQueueStore(): QueueStore {
  let database: Promise<IDBPDatabase<QueueDatabase>> | undefined;
  const open = () => {
    if (database) return database;
    const opening = openDB<QueueDatabase>(DATABASE_NAME, 1, {
      upgrade: (db) => void db.createObjectStore(STORE_NAME, { keyPath: 'key' }),
    });
    // A failed open (storage turned off, a private window) is tried again next time, not remembered.
    opening.catch(() => (database = undefined));
    database = opening;
    return opening;
  };
  return {
    put: async (request) => void (await (await open()).put(STORE_NAME, request)),
    get: async (key) => (await open()).get(STORE_NAME, key),
    all: async () => (await open()).getAll(STORE_NAME),
    remove: async (key) => (await open()).delete(STORE_NAME, key),
  };
}
