import { SERVICE_WORKER_PATH } from '@/lib/web-app-files';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never competes with
 * the first paint or the page's own requests. Production builds only: there is no worker in development, and
 * mock mode's MSW worker holds the same scope.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || import.meta.env.PUBLIC_API_MOCKING === 'true' || !('serviceWorker' in navigator)) return;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  // The site works without the worker (private windows may refuse it): a failed registration changes nothing.
  const register = () => whenIdle(() => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
