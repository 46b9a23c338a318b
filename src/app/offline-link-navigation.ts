/**
 * While the browser is offline, a click on a link of the site loads the page as a whole document instead of a
 * router navigation, so the service worker answers it: with the saved copy of the page (its data inside), or
 * with the offline page. A router navigation would need the next page's data files, which the device may not
 * hold, and would show an error state instead. Registered before the router's own link handling.
 */
export function loadDocumentsWhileOffline(): void {
  const listener = (event: MouseEvent) => {
    if (navigator.onLine || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return;
    if (anchor.hash && anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
    // The browser follows the link itself; React (and the router) never see the click.
    event.stopImmediatePropagation();
  };
  window.addEventListener('click', listener, { capture: true });
}
