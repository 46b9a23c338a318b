import { pageLocale } from '@/lib/i18n/page-locale';
import { serviceWorkerPath } from '@/lib/web-app-files';

/** Resolves once the app has marked the page hydrated (`data-hydrated` on <html>, set by the root layout). */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  if ('hydrated' in root.dataset) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!('hydrated' in root.dataset)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Registers the service worker once the page is loaded, hydrated and the browser idle. Its install downloads
 * the precache (about 0.5 MB gzip): started earlier, it competed with the page's own chunks for the network
 * and the CPU, and the bench's TBT and early interactions got worse. Production builds only: there is no
 * worker in development, and mock mode's MSW worker holds the same scope.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || import.meta.env.PUBLIC_API_MOCKING === 'true' || !('serviceWorker' in navigator)) return;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  // The site works without the worker (private windows may refuse it): a failed registration changes nothing.
  const register = () => navigator.serviceWorker.register(serviceWorkerPath(pageLocale)).catch(() => undefined);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void loaded.then(whenHydrated).then(() => whenIdle(() => void register()));
}
