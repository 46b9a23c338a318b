/** Resolves once the page has loaded, the app has marked it hydrated (`data-hydrated`, root layout) and the browser is idle. */
export async function whenPageSettled(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  const root = document.documentElement;
  if (!('hydrated' in root.dataset)) {
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!('hydrated' in root.dataset)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    });
  }
  await new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));
}
