import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AnimatedCounter } from '@/design-system/animated-counter/animated-counter';

/** The visitor's reduced-motion setting, which the test changes as a visitor would in the system settings. */
const setting = new (class extends EventTarget {
  matches = false;
  change(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
})();

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return setting as unknown as MediaQueryList;
  });
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  setting.matches = false;
  vi.restoreAllMocks();
});

const shown = () => container.querySelector('[aria-hidden="true"]')?.textContent;
const spoken = () => [...container.querySelectorAll('span span')].find((span) => !span.hasAttribute('aria-hidden'))?.textContent;

it('prerenders the final value, on screen and for screen readers, at the width of the final value', () => {
  container.innerHTML = renderToString(<AnimatedCounter target={4000} suffix="+" />);
  expect(shown()).toBe('4,000+');
  expect(spoken()).toBe('4,000+');
  expect(container.firstElementChild?.getAttribute('data-final')).toBe('4,000+');
});

it('under reduced motion shows the final value once hydrated and never counts', async () => {
  setting.matches = true;
  container.innerHTML = renderToString(<AnimatedCounter target={4000} suffix="+" durationMs={100} />);
  root = await act(async () => hydrateRoot(container, <AnimatedCounter target={4000} suffix="+" durationMs={100} />));
  expect(shown()).toBe('4,000+');
  const seen: string[] = [];
  new MutationObserver(() => seen.push(shown() ?? '')).observe(container, { subtree: true, childList: true, characterData: true });
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(seen).toEqual([]);
  expect(spoken()).toBe('4,000+');
});

it('follows the setting: waiting at zero to count, then the final value once the visitor asks for reduced motion', () => {
  root = createRoot(container);
  act(() => root?.render(<AnimatedCounter target={600} suffix="+" startWhen="half-visible" />));
  expect(shown()).toBe('0+');
  expect(spoken()).toBe('600+');
  act(() => setting.change(true));
  expect(shown()).toBe('600+');
});
