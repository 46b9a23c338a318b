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

/** Marks a deferred section whose content is still the prerendered HTML, not yet hydrated. */
export const PENDING_HYDRATION_SELECTOR = '[data-hydration="pending"]';
const VISITOR_EVENTS = ['focusin', 'pointerover', 'pointerdown'] as const;
const gatesByWrapper = new WeakMap<Element, Gate>();
let listening = false;

/**
 * Opens the gates of the sections (and the sections around them) a visitor focuses, hovers or touches. On the
 * window, capturing: React stops the propagation of events inside a boundary it could not hydrate.
 */
function openTouchedGates(event: Event): void {
  let wrapper = event.target instanceof Element ? event.target.closest(PENDING_HYDRATION_SELECTOR) : null;
  while (wrapper) {
    gatesByWrapper.get(wrapper)?.open();
    wrapper = wrapper.parentElement?.closest(PENDING_HYDRATION_SELECTOR) ?? null;
  }
}

/** Opens `gate` when a visitor focuses, hovers or touches anything inside `wrapper`. */
export function openOnVisitor(wrapper: Element, gate: Gate): () => void {
  if (!listening) {
    for (const type of VISITOR_EVENTS) window.addEventListener(type, openTouchedGates, { capture: true });
    listening = true;
  }
  gatesByWrapper.set(wrapper, gate);
  return () => gatesByWrapper.delete(wrapper);
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
