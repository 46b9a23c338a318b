/** The part of the Web Locks API the queue uses (available in windows and workers alike). */
export type ExclusiveLocks = {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
};

/**
 * A lock that holds only within this JavaScript context, for browsers without Web Locks: it still keeps two
 * sends started by one page apart. Across contexts, the server's idempotency keys make a repeat harmless.
 */
export function inProcessLocks(): ExclusiveLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, callback: () => Promise<T>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/** The browser's Web Locks when it has them (page and service worker share them), else an in-process lock. */
export function defaultLocks(): ExclusiveLocks {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return inProcessLocks();
  // The lock is released when the callback's promise settles; request() resolves with its value.
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as unknown as Promise<T> };
}
