import '@/app/fonts.css';
import { BOOT_CHUNKS_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, type PageData } from '@/lib/page-data';
import { makeSiteInstallableWhenIdle } from '@/app/make-site-installable';
import { reportVitalsWhenIdle } from '@/app/vitals/report-vitals-when-idle';

function enableMocking(): Promise<unknown> {
  // Mock mode only; the condition is fixed at build time, so production bundles drop this import entirely.
  if (import.meta.env.PUBLIC_API_MOCKING === 'true') {
    // eslint-disable-next-line import-x/no-restricted-paths
    return import('@mocks/browser').then(({ startMockWorker }) => startMockWorker());
  }
  return Promise.resolve();
}

/**
 * The data a prerendered page hydrates with: in the page, or in the file it names (a long page keeps it out of its
 * HTML, src/lib/page-data.ts), fetched beside the boot chunks. Undefined for the client-only shell, and when the file
 * cannot be had (offline, never saved): the page then stays the prerendered HTML it is, which reads and links.
 */
async function loadPageData(): Promise<PageData | 'unavailable' | undefined> {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const file = element?.dataset.src;
  if (!file) return element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
  try {
    const response = await fetch(file);
    return response.ok ? ((await response.json()) as PageData) : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Longest wait for the first paint's report: a page loaded in a background tab, for one, reports none. */
const FIRST_PAINT_TIMEOUT_MS = 1000;

/**
 * Resolves once the prerendered page is on screen, as the browser reports it (the paint's presentation, not
 * the frame's start). A browser without paint timing goes on after the next frame; a hidden tab, at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timeout = setTimeout(() => done(), FIRST_PAINT_TIMEOUT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Fetches every chunk the boot steps will import, in parallel and at low priority (the list comes from the
 * prerender). Started only after the first paint: requests that finish before the LCP paint are all counted
 * in Lighthouse's simulated LCP, on top of the document, font and layout it really waits for.
 */
function preloadBootChunks(): void {
  const element = document.getElementById(BOOT_CHUNKS_ELEMENT_ID);
  const files = element?.textContent ? (JSON.parse(element.textContent) as string[]) : [];
  for (const href of files) {
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href, fetchPriority: 'low' });
    document.head.append(link);
  }
}

/** Lets the browser paint and handle input before the next step. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Boots in steps. Evaluating React, the shell and the app in one go is one long task on a phone, so each is
 * evaluated in a task of its own while the prerendered page is already on screen. MUI's theme is not a step:
 * the header hydrates without it, and the page's content waits for it (design-system/mui-theme). The page preloads
 * every `boot-*` chunk once it is painted, so the steps wait on the CPU, not the network. Each step imports a module whose
 * exports are all used: a dynamic import of a whole library would defeat tree shaking.
 */
async function start(): Promise<void> {
  await enableMocking();
  if (document.getElementById(BOOT_CHUNKS_ELEMENT_ID)) {
    await afterFirstPaint();
    preloadBootChunks();
  }
  const pageDataLoaded = loadPageData();
  const [{ createRoot, hydrateRoot }, { startTransition }] = await Promise.all([
    import(/* webpackChunkName: "boot-react" */ 'react-dom/client'),
    import(/* webpackChunkName: "boot-react" */ 'react'),
  ]);
  await yieldToBrowser();
  await import(/* webpackChunkName: "boot-layout" */ '@/app/layout/root-layout');
  await yieldToBrowser();
  const { createApp } = await import(/* webpackChunkName: "boot-app" */ '@/app/create-app');
  await yieldToBrowser();
  const pageData = await pageDataLoaded;
  if (pageData === 'unavailable') return;
  const app = await createApp(pageData);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  if (!pageData) {
    createRoot(container).render(app);
    return;
  }
  await yieldToBrowser();
  // A transition lets React yield to the browser while it hydrates, keeping input responsive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
makeSiteInstallableWhenIdle();
reportVitalsWhenIdle();
