import { afterEach } from 'vitest';

// A file that needs Node's own globals says `@vitest-environment node`: it has no DOM to set up.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

// jsdom lacks these browser APIs that MUI and the primitives rely on.
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
if (hasDom) {
  window.scrollTo = () => {};
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollBy ??= function scrollBy() {};
}
