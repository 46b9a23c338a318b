/**
 * Fired on the window after a client-side navigation to a URL with a fragment: a router changes the URL with
 * the History API, which fires no `hashchange`.
 */
export const FRAGMENT_NAVIGATION_EVENT = 'hv:fragment-navigation';

/** Marks a component that shows only some of its items (tabs, a carousel) and lands on a fragment target itself. */
export const FRAGMENT_REVEALER_ATTRIBUTE = 'data-fragment-revealer';

/** Tells the components that show only some of their items to look for the fragment's target again. */
export function announceFragmentNavigation(): void {
  window.dispatchEvent(new Event(FRAGMENT_NAVIGATION_EVENT));
}

/** The id a fragment names ('#dr-nandini-rao' → 'dr-nandini-rao'); null for none or a malformed one. */
export function fragmentIdOf(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** The element the URL's fragment names, if the page has it. */
export function currentFragmentTarget(): HTMLElement | null {
  const id = fragmentIdOf(window.location.hash);
  return id === null ? null : document.getElementById(id);
}

/** True when a component that shows only some of its items holds the element: that component lands on it. */
export function isInFragmentRevealer(element: Element): boolean {
  return element.closest(`[${FRAGMENT_REVEALER_ATTRIBUTE}]`) !== null;
}

/** What a browser does on arriving at a fragment, and focus too, so keyboard and screen reader users start there. */
export function landOn(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}
