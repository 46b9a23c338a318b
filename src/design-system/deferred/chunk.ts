const registered = new Set<() => Promise<unknown>>();

/**
 * Imports on first call only. Once the import has settled, the `status` and `value` fields React reads on any
 * thenable let `use()` return the module in the same render instead of suspending (the prerender relies on it).
 * Registered, so the prerender can settle every chunk before it renders.
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined;
  const loader = () => {
    if (chunk) return chunk;
    const started = load();
    Object.assign(started, { status: 'pending' });
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    chunk = started;
    return chunk;
  };
  registered.add(loader);
  return loader;
}

let prerendering = false;

/** True only inside `prerenderWithAllChunks`: deferred sections then render at once, as the HTML must hold them. */
export const isPrerendering = () => prerendering;

/**
 * Loads every deferred chunk the modules loaded so far declare, until no new one appears (a chunk may declare
 * more), then renders synchronously (`renderToString`) with every deferred section in the output.
 */
export async function prerenderWithAllChunks<T>(render: () => T): Promise<T> {
  let settled = 0;
  while (settled < registered.size) {
    settled = registered.size;
    await Promise.all([...registered].map((loader) => loader()));
  }
  prerendering = true;
  try {
    return render();
  } finally {
    prerendering = false;
  }
}
