import { pageLocale } from '@/lib/i18n/page-locale';
import { serviceWorkerPath, WEB_MANIFEST_PATH } from '@/lib/web-app-files';

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
 * Chromium fetches a linked manifest and its launcher icon (4 KB) as soon as it parses the link, beside the
 * stylesheet and fonts of the first paint; linked here, they wait for the page to be ready.
 */
function linkWebAppManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_PATH;
  document.head.append(link);
}

/**
 * Links the web app manifest and registers the service worker once the page is loaded, hydrated and the
 * browser idle: the site becomes installable when it can work offline. The worker's install downloads the
 * precache (about 0.5 MB gzip): started earlier, it competed with the page's own chunks for the network and
 * the CPU, and the bench's TBT and early interactions got worse. Production builds only: there is no worker
 * in development, and mock mode's MSW worker holds the same scope.
 */
export function makeSiteInstallableWhenIdle(): void {
  if (!import.meta.env.PROD || import.meta.env.PUBLIC_API_MOCKING === 'true' || !('serviceWorker' in navigator)) return;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  // The site works without the worker (private windows may refuse it): a failed registration changes nothing.
  const register = () => navigator.serviceWorker.register(serviceWorkerPath(pageLocale)).catch(() => undefined);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void loaded.then(whenHydrated).then(() =>
    whenIdle(() => {
      linkWebAppManifest();
      void register();
    }),
  );
}
