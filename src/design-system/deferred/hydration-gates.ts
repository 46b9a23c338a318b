/** A deferred section's permission to hydrate: opened by visibility, a visitor's focus or touch, idle time or a navigation. */
export type Gate = { opened: Promise<void>; open: () => void; whenIdle: boolean };

const closedGates = new Set<Gate>();
const hydrating = new Set<Promise<void>>();
let idle = false;

/** `whenIdle`: the section is interactive and hydrates once the page has booted, even if nobody comes near it. */
export function createGate(whenIdle: boolean): Gate {
  let release!: () => void;
  const gate: Gate = {
    whenIdle,
    opened: new Promise<void>((resolve) => (release = resolve)),
    open: () => {
      closedGates.delete(gate);
      release();
    },
  };
  closedGates.add(gate);
  if (whenIdle && idle) gate.open();
  return gate;
}

/**
 * Opens every gate still closed. A client-side navigation must call it as it starts: the router's update
 * reaches every dehydrated section through its contexts, and React can only apply it to a hydrated one
 * (the navigation waits, as a transition, until those sections have loaded and hydrated).
 */
export function openAllGates(): void {
  for (const gate of [...closedGates]) gate.open();
}

/**
 * Called once the page's own boundary has hydrated: interactive sections below the fold follow in idle time
 * after the `load` event, so they neither compete with the first paint nor delay `load`.
 */
export function openIdleGatesSoon(): void {
  const openIdleGates = () => {
    idle = true;
    for (const gate of [...closedGates]) if (gate.whenIdle) gate.open();
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(openIdleGates, { timeout: 2_000 }) : setTimeout(openIdleGates, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Tracks a section that hydrates on its own, so `allIslandsHydrated` can wait for it. */
export function trackIslandHydration(hydrated: Promise<void>): void {
  hydrating.add(hydrated);
  void hydrated.finally(() => hydrating.delete(hydrated));
}

/** Resolves when every interactive section has hydrated (static ones wait for a visitor and are not awaited). */
export async function allIslandsHydrated(): Promise<void> {
  while (hydrating.size > 0) await Promise.all([...hydrating]);
}
