import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PENDING_HYDRATION_SELECTOR, hydrateAround } from '@/design-system/deferred/hydration-gates';
import { announceFragmentNavigation, fragmentIdOf, isInFragmentRevealer, landOn } from '@/design-system/fragment-target/fragment-target';

/** How long to wait for the element a link's fragment names, e.g. while the page's data arrives. */
const WAIT_FOR_TARGET_MS = 10_000;

/**
 * Settles a fragment target once it can be: hydrates the sections around it, then leaves it to the tabs or
 * carousel holding it (they show it and land on it), or lands on it once its section has hydrated. On arrival
 * only an element that renders its own tabindex is focused: adding one to HTML not yet hydrated would not match
 * what React renders, and the browser has scrolled to it already. False while there is nothing to settle yet.
 */
function settle(id: string, arrival: boolean): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  hydrateAround(element);
  if (isInFragmentRevealer(element)) return true;
  if (element.closest(PENDING_HYDRATION_SELECTOR)) return false;
  if (!arrival || element.hasAttribute('tabindex')) landOn(element);
  return true;
}

/** Settles the element `hash` names, waiting for it while the screen renders; returns the undo. */
function follow(hash: string, arrival: boolean): () => void {
  const id = fragmentIdOf(hash);
  if (id === null) return () => {};
  if (!arrival) announceFragmentNavigation();
  if (settle(id, arrival)) return () => {};
  const observer = new MutationObserver(() => {
    if (settle(id, arrival)) observer.disconnect();
  });
  // A new element, or a section that has hydrated (it drops its pending mark).
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydration'] });
  const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
}

/**
 * Brings the element a URL's fragment names (a search result such as /our-doctors#dr-…) into view and gives
 * it focus: after a client-side navigation, which react-router does not scroll; after a move within the page
 * (`hashchange`: the router leaves those to the page); and on arrival, where the browser scrolled to the
 * prerendered element but a tab or slide may hide it and its section may not have hydrated. A new navigation
 * or move stops the wait for the previous one.
 */
export function useHashTarget() {
  const { hash, key } = useLocation();
  const arrivalKey = useRef(key);
  const stopWaiting = useRef(() => {});

  useEffect(() => {
    stopWaiting.current();
    stopWaiting.current = follow(hash, key === arrivalKey.current);
  }, [hash, key]);

  useEffect(() => {
    const onMoveWithinPage = () => {
      stopWaiting.current();
      stopWaiting.current = follow(window.location.hash, false);
    };
    window.addEventListener('hashchange', onMoveWithinPage);
    return () => {
      window.removeEventListener('hashchange', onMoveWithinPage);
      stopWaiting.current();
    };
  }, []);
}
