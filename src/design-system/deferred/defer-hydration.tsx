import { Suspense, createElement, memo, startTransition, use, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react';
import { chunkLoader, isPrerendering } from '@/design-system/deferred/chunk';
import { withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';
import { createGate, registerPendingSection, type PendingSection } from '@/design-system/deferred/hydration-gates';
import { keepTypedBeforeBoot, watchVisitorsBeforeHydration } from '@/design-system/deferred/visitor-before-hydration';

/**
 * - `visible`: an island a visitor operates (carousel, tabs, form) below the fold: hydrates when it comes into
 *   view, or on focus or touch, whichever is first. No look-ahead: until then it is the same HTML, what a visitor
 *   does there waits for it, and a section just below the fold would otherwise bring its code (MUI) to every load.
 * - `interaction`: what a visitor only reads (text, cards that are links, the footer): stays the prerendered
 *   HTML until focused or touched; its links work as plain links meanwhile. Also a form at the top of its page
 *   (contact, log in, registration): typing into the prerendered inputs is the browser's own, so the first
 *   keystroke waits for nothing; the form's code (zod, react-hook-form, the form) loads while the visitor moves to
 *   a field, and what they typed meanwhile is kept (see visitor-before-hydration). `visible` would load it at once.
 */
export type HydrateOn = 'visible' | 'interaction';

export type DeferOptions = {
  /** The section renders no MUI (plain HTML and CSS Modules): it hydrates without loading MUI's theme. */
  plain?: true;
};

/** The browser's side of a section still to hydrate: its gate, and the calls that settle `shown` and `hydrated`. */
type Pending = PendingSection & { markShown: () => void; markHydrated: () => void };

/** No box of its own, so a deferred section lays out exactly like its content. */
const layoutFree: CSSProperties = { display: 'contents' };
const subscribeNever = () => () => {};

/** True when this instance is being hydrated from the prerendered HTML (or prerendered), false when rendered afresh. */
function useFromServerHtml(): boolean {
  const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [fromServerHtml] = useState(hydrating);
  return fromServerHtml;
}

function createPending(): Pending | null {
  if (isPrerendering()) return null;
  let markShown = () => {};
  let markHydrated = () => {};
  const shown = new Promise<void>((resolve) => (markShown = resolve));
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  return { gate: createGate(hydrated), shown, hydrated, markShown, markHydrated };
}

/**
 * Opens the gate when the wrapper's content comes into view (`visible`) or a visitor focuses or touches it;
 * what the visitor does meanwhile waits for the hydration (see visitor-before-hydration).
 */
function useGateOpeners(wrapper: HTMLElement | null, pending: Pending | null, hydrateOn: HydrateOn) {
  useEffect(() => {
    if (!wrapper || !pending) return;
    watchVisitorsBeforeHydration();
    keepTypedBeforeBoot(wrapper, pending);
    const unregister = registerPendingSection(wrapper, pending);
    void pending.hydrated.then(unregister);
    const { gate } = pending;
    const observer =
      hydrateOn === 'visible' && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open())
        : null;
    for (const child of wrapper.children) observer?.observe(child);
    return () => {
      unregister();
      observer?.disconnect();
    };
  }, [wrapper, pending, hydrateOn]);
}

/**
 * A section whose code loads, and whose prerendered HTML hydrates, only when `hydrateOn` says: the page boots
 * without it. React keeps the server HTML of a Suspense boundary whose content is suspended; here the content
 * suspends on the gate, then on the chunk. Until it has hydrated the boundary must receive no update (React
 * would replace it by its empty fallback), so its props stay at their first value until then.
 * Rendered afresh (a client-side navigation) it loads at once, suspending to the route's boundary.
 */
export function deferHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  hydrateOn: HydrateOn,
  { plain }: DeferOptions = {},
): ComponentType<P> {
  // A section that renders MUI brings its theme, loaded with the section's code in the same wait.
  const loadChunk = chunkLoader(() => (plain ? load() : withMuiTheme(load())));

  function Content({ pending, props }: { pending: Pending | null; props: P }) {
    if (pending) use(pending.gate.opened);
    const component = use(loadChunk());
    // In the commit that hydrates the content, before its effects can re-render a field: what was typed goes back
    // before anything can reset it or the visitor's next key can land.
    useLayoutEffect(() => pending?.markShown(), [pending]);
    // The same component on every render: the chunk's, loaded once per definition.
    return createElement(component, props);
  }

  function Deferred(props: P) {
    const fromServerHtml = useFromServerHtml();
    const [pending] = useState(() => (fromServerHtml ? createPending() : null));
    const [initialProps] = useState(props);
    const [live, setLive] = useState(!fromServerHtml);
    const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
    useGateOpeners(wrapper, pending, hydrateOn);
    useEffect(() => {
      if (!pending) return;
      let mounted = true;
      void pending.gate.opened.then(loadChunk).then(() => mounted && startTransition(() => setLive(true)));
      return () => {
        mounted = false;
        // Gone before it hydrated (the visitor left the page): nothing is left to wait for.
        pending.markShown();
        pending.markHydrated();
      };
    }, [pending]);

    // New props before it has hydrated (the screen around it changed) open the gate: it shows them once hydrated.
    useEffect(() => {
      if (pending && props !== initialProps) pending.gate.open();
    }, [pending, props, initialProps]);
    // Hydrated and showing the current props (after the content's own effects): a click held meanwhile may go on.
    useEffect(() => {
      if (live) pending?.markHydrated();
    }, [live, pending]);

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
