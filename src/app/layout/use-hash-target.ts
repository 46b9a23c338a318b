import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the element a link's fragment names, e.g. while the page's data arrives. */
const WAIT_FOR_TARGET_MS = 10_000;

function land(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

/**
 * After a client-side navigation to a URL with a fragment (a search result such as /our-doctors#dr-…),
 * brings that element into view and gives it focus, as the browser does on a full page load: react-router
 * does neither. Waits for the element while the new screen renders; a new navigation stops the wait.
 */
export function useHashTarget() {
  const { hash, key } = useLocation();
  // The page the visitor arrived on was scrolled to its fragment by the browser.
  const arrivalKey = useRef(key);

  useEffect(() => {
    if (key === arrivalKey.current || hash === '') return;
    const id = decodeURIComponent(hash.slice(1));
    const found = () => document.getElementById(id);
    const now = found();
    if (now) return land(now);
    const observer = new MutationObserver(() => {
      const element = found();
      if (!element) return;
      observer.disconnect();
      land(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [hash, key]);
}
