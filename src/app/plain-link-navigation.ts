import { PENDING_HYDRATION_SELECTOR } from '@/design-system/deferred/hydration-gates';
import { splitLocalePath } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Client-side navigation for the links of sections still prerendered HTML (not hydrated): React does not
 * handle them (it even stops the click's propagation), so a capturing listener on the window gives them the
 * router's navigation — focus on the new heading, head update, no reload — as a hydrated link would get.
 * Anything else (new tab, download, another origin or language, a fragment on this page) stays the browser's.
 */
export function navigatePlainLinks(navigate: (to: string) => unknown): void {
  const listener = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(PENDING_HYDRATION_SELECTOR) || anchor.origin !== window.location.origin) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    // The other language's pages are another bundle: the browser loads them as a new document.
    if (splitLocalePath(anchor.pathname).locale !== pageLocale) return;
    // A fragment on the same page is the browser's to scroll to.
    if (anchor.hash && anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
    event.preventDefault();
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
  window.addEventListener('click', listener, { capture: true });
}
