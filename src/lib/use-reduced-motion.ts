import { useSyncExternalStore } from 'react';

let query: MediaQueryList | undefined;
const reducedMotion = () => (query ??= window.matchMedia('(prefers-reduced-motion: reduce)'));

function subscribe(onChange: () => void): () => void {
  const list = reducedMotion();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const asked = () => reducedMotion().matches;
const notKnownYet = () => false;

/**
 * True when the visitor asks for reduced motion, following changes to the setting. False on the server and while
 * hydrating (the prerender cannot know the setting), true from the render after, as MUI's `useMediaQuery` did.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asked, notKnownYet);
}
