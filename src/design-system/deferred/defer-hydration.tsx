import { Suspense, createElement, memo, startTransition, use, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react';
import { chunkLoader, isPrerendering } from '@/design-system/deferred/chunk';
import { createGate, openOnVisitor, trackIslandHydration, type Gate } from '@/design-system/deferred/hydration-gates';

/**
 * - `visible`: an island a visitor operates (carousel, tabs, form) below the fold: hydrates when it comes near
 *   the viewport, on focus or touch, or in idle time after the page has booted, whichever is first.
 * - `interaction`: what a visitor only reads (text, cards that are links, the footer): stays the prerendered
 *   HTML until focused or touched; its links work as plain links meanwhile.
 */
export type HydrateOn = 'visible' | 'interaction';

/** The browser's side of a section still to hydrate: the gate it waits on, and the call its content makes once hydrated. */
type Pending = { gate: Gate; hydrated: () => void };

/** No box of its own, so a deferred section lays out exactly like its content. */
const layoutFree: CSSProperties = { display: 'contents' };
const subscribeNever = () => () => {};

/** True when this instance is being hydrated from the prerendered HTML (or prerendered), false when rendered afresh. */
function useFromServerHtml(): boolean {
  const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [fromServerHtml] = useState(hydrating);
  return fromServerHtml;
}

function createPending(hydrateOn: HydrateOn): Pending | null {
  if (isPrerendering()) return null;
  let hydrated = () => {};
  const done = new Promise<void>((resolve) => (hydrated = resolve));
  if (hydrateOn === 'visible') trackIslandHydration(done);
  return { gate: createGate(hydrateOn === 'visible'), hydrated };
}

/** Opens the gate when the wrapper's content nears the viewport (`visible`) or a visitor focuses or touches it. */
function useGateOpeners(wrapper: HTMLElement | null, gate: Gate | undefined, hydrateOn: HydrateOn) {
  useEffect(() => {
    if (!wrapper || !gate) return;
    const stopWatching = openOnVisitor(wrapper, gate);
    const observer =
      hydrateOn === 'visible' && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: '50% 0px' })
        : null;
    for (const child of wrapper.children) observer?.observe(child);
    return () => {
      stopWatching();
      observer?.disconnect();
    };
  }, [wrapper, gate, hydrateOn]);
}

/**
 * A section whose code loads, and whose prerendered HTML hydrates, only when `hydrateOn` says: the page boots
 * without it. React keeps the server HTML of a Suspense boundary whose content is suspended; here the content
 * suspends on the gate, then on the chunk. Until it has hydrated the boundary must receive no update (React
 * would replace it by its empty fallback), so its props stay at their first value until then.
 * Rendered afresh (a client-side navigation) it loads at once, suspending to the route's boundary.
 */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>, hydrateOn: HydrateOn): ComponentType<P> {
  const loadChunk = chunkLoader(load);

  function Content({ pending, props }: { pending: Pending | null; props: P }) {
    if (pending) use(pending.gate.opened);
    const component = use(loadChunk());
    useEffect(() => pending?.hydrated(), [pending]);
    // The same component on every render: the chunk's, loaded once per definition.
    return createElement(component, props);
  }

  function Deferred(props: P) {
    const fromServerHtml = useFromServerHtml();
    const [pending] = useState(() => (fromServerHtml ? createPending(hydrateOn) : null));
    const [initialProps] = useState(props);
    const [live, setLive] = useState(!fromServerHtml);
    const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
    useGateOpeners(wrapper, pending?.gate, hydrateOn);
    useEffect(() => {
      if (!pending) return;
      let mounted = true;
      void pending.gate.opened.then(loadChunk).then(() => mounted && startTransition(() => setLive(true)));
      return () => {
        mounted = false;
        // Gone before it hydrated (the visitor left the page): nothing is left to wait for.
        pending.hydrated();
      };
    }, [pending]);

    const shownProps = live ? props : initialProps;
    // The very same element on every render while dehydrated: React then skips the boundary entirely.
    const content = useMemo(() => {
      const element = <Content pending={pending} props={shownProps} />;
      return fromServerHtml ? <Suspense fallback={null}>{element}</Suspense> : element;
    }, [fromServerHtml, pending, shownProps]);
    return (
      <div ref={setWrapper} style={layoutFree} data-hydration={live ? undefined : 'pending'}>
        {content}
      </div>
    );
  }
  Deferred.displayName = `Deferred(${hydrateOn})`;
  return memo(Deferred) as unknown as ComponentType<P>;
}
