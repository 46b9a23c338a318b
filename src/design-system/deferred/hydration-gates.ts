/** A deferred section's permission to hydrate: opened by visibility, a visitor's focus or touch, or a navigation. */
export type Gate = { opened: Promise<void>; open: () => void };

/**
 * A section still prerendered HTML: its gate; `shown`, which settles in the commit that hydrates its content, before
 * the content's effects run or the browser handles another event; and `hydrated`, once the section shows its current
 * props and its content's effects have run.
 */
export type PendingSection = { gate: Gate; shown: Promise<void>; hydrated: Promise<void> };

const closedGates = new Set<Gate>();
const hydrating = new Set<Promise<void>>();

/** `hydrated` settles once the section behind the gate has hydrated; until then, an open gate is waited for. */
export function createGate(hydrated: Promise<void>): Gate {
  let release!: () => void;
  const gate: Gate = {
    opened: new Promise<void>((resolve) => (release = resolve)),
    open: () => {
      if (!closedGates.delete(gate)) return;
      hydrating.add(hydrated);
      void hydrated.finally(() => hydrating.delete(hydrated));
      release();
    },
  };
  closedGates.add(gate);
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

/** Marks a deferred section whose content is still the prerendered HTML, not yet hydrated. */
export const PENDING_HYDRATION_SELECTOR = '[data-hydration="pending"]';
const pendingByWrapper = new WeakMap<Element, PendingSection>();

/** The innermost section still to hydrate around `target`, with the wrapper elements from the inside out. */
export function pendingSectionsAround(target: EventTarget | null): { wrapper: Element; section: PendingSection }[] {
  const found: { wrapper: Element; section: PendingSection }[] = [];
  let wrapper = target instanceof Element ? target.closest(PENDING_HYDRATION_SELECTOR) : null;
  while (wrapper) {
    const section = pendingByWrapper.get(wrapper);
    if (section) found.push({ wrapper, section });
    wrapper = wrapper.parentElement?.closest(PENDING_HYDRATION_SELECTOR) ?? null;
  }
  return found;
}

/** The element a link's fragment names: the sections around it hydrate, also those that register later. */
let wantedTarget: Element | null = null;

/**
 * Hydrates the sections that hold a link's fragment target, so the tab or slide holding it can be selected and
 * the target focused. A section inside another, or inside the page's boundary, registers only once that has
 * hydrated: it then opens at once.
 */
export function hydrateAround(target: Element): void {
  wantedTarget = target;
  for (const { section } of pendingSectionsAround(target)) section.gate.open();
}

/** Lets visitors' events inside `wrapper` open its gate and wait for its hydration; returns the undo. */
export function registerPendingSection(wrapper: Element, section: PendingSection): () => void {
  pendingByWrapper.set(wrapper, section);
  if (wantedTarget && wrapper.contains(wantedTarget)) section.gate.open();
  return () => pendingByWrapper.delete(wrapper);
}

/** A hidden tab produces no frames (and no intersections): it goes on at once. */
const afterTwoFrames = () =>
  new Promise<void>((resolve) =>
    document.visibilityState === 'hidden' ? setTimeout(resolve, 0) : requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Resolves once every section whose gate is open has hydrated: the page's own, and those that opened on their
 * own at load (in the viewport). Gates opened by visibility open after the first frames, so it waits
 * for those frames first. Sections further down wait for a visitor and are not awaited.
 */
export async function openIslandsHydrated(): Promise<void> {
  await afterTwoFrames();
  while (hydrating.size > 0) await Promise.all([...hydrating]);
}
