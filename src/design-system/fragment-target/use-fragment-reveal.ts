import { useEffect, useRef, useState } from 'react';
import {
  FRAGMENT_NAVIGATION_EVENT,
  FRAGMENT_REVEALER_ATTRIBUTE,
  currentFragmentTarget,
  landOn,
} from '@/design-system/fragment-target/fragment-target';

/** Shows the target: selects the tab or moves to the slide that holds it. */
export type RevealTarget = (target: HTMLElement) => void;

/** Spread on the component's root element. */
export type FragmentRevealerProps = { ref: (element: HTMLElement | null) => void; [FRAGMENT_REVEALER_ATTRIBUTE]: '' };

/**
 * For a component that shows only some of its items (tabs, a carousel). When the URL's fragment names an element
 * inside it, on mount (a page loaded or opened at that URL, once this part has hydrated) and on each client-side
 * navigation to a fragment, `reveal` shows the element; once that has rendered, the element is scrolled into
 * view and focused.
 */
export function useFragmentReveal(reveal: RevealTarget): FragmentRevealerProps {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  // A new object each time, so the same target reached twice lands twice.
  const [landing, setLanding] = useState<{ id: string } | null>(null);
  const latestReveal = useRef(reveal);
  useEffect(() => {
    latestReveal.current = reveal;
  });

  useEffect(() => {
    if (!root) return;
    const revealTarget = () => {
      const target = currentFragmentTarget();
      if (!target || !root.contains(target)) return;
      latestReveal.current(target);
      setLanding({ id: target.id });
    };
    revealTarget();
    window.addEventListener(FRAGMENT_NAVIGATION_EVENT, revealTarget);
    return () => window.removeEventListener(FRAGMENT_NAVIGATION_EVENT, revealTarget);
  }, [root]);

  useEffect(() => {
    const target = landing && document.getElementById(landing.id);
    if (target) landOn(target);
  }, [landing]);

  return { ref: setRoot, [FRAGMENT_REVEALER_ATTRIBUTE]: '' };
}
