import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { onCLS } from 'web-vitals/attribution/onCLS.js';
import { onINP } from 'web-vitals/attribution/onINP.js';
import { onLCP } from 'web-vitals/attribution/onLCP.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import { startVitalsReporter } from '@/app/vitals/start-vitals-reporter';
import { vitalsBeaconSchema } from '@/lib/vitals/vitals-beacon';

vi.mock('web-vitals/attribution/onCLS.js', () => ({ onCLS: vi.fn() }));
vi.mock('web-vitals/attribution/onINP.js', () => ({ onINP: vi.fn() }));
vi.mock('web-vitals/attribution/onLCP.js', () => ({ onLCP: vi.fn() }));
vi.mock('web-vitals/onFCP.js', () => ({ onFCP: vi.fn() }));
vi.mock('web-vitals/onTTFB.js', () => ({ onTTFB: vi.fn() }));

type Report = (metric: Record<string, unknown>) => void;
/** The callback the reporter gave a web-vitals function. */
const reporterOf = (on: unknown) => vi.mocked(on as (report: Report, options: unknown) => void).mock.calls.at(-1)![0];

const pageLoad = { navigationType: 'navigate', navigationId: 1, navigationStartTime: 0, navigationURL: 'https://site.example/hi/tests?q=cbc' };
const metric = (name: Metric['name'], value: number, view: object = pageLoad, attribution: object = {}) => ({ name, value, rating: 'good', ...view, attribution });

const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const sentBodies = () => Promise.all(sendBeacon.mock.calls.map(async ([, body]) => JSON.parse(await textOf(body)) as unknown));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  startVitalsReporter();
});

afterEach(() => {
  // Every reporter started so far sends what it holds, so none carries a view into the next test.
  setVisibility('hidden');
  setVisibility('visible');
  sendBeacon.mockClear();
  vi.clearAllMocks();
});

describe('the field speed reporter', () => {
  it('asks web-vitals for soft navigations and its own selectors, INP first so it sees a soft navigation first', () => {
    const order = [onINP, onLCP, onCLS, onFCP, onTTFB].map((on) => vi.mocked(on).mock.invocationCallOrder[0]);
    expect(order).toEqual([...order].sort((a = 0, b = 0) => a - b));
    for (const on of [onINP, onLCP, onCLS, onFCP, onTTFB]) {
      expect(vi.mocked(on).mock.calls[0]?.[1]).toMatchObject({ reportSoftNavs: true, generateTarget: expect.any(Function) });
    }
  });

  it('sends nothing while the page is shown, and one beacon per view once it is hidden, as application/json', async () => {
    reporterOf(onTTFB)(metric('TTFB', 120));
    reporterOf(onFCP)(metric('FCP', 640));
    reporterOf(onLCP)(metric('LCP', 1900.4, pageLoad, { target: 'main>img#hero.hv-hero' }));
    reporterOf(onINP)(metric('INP', 96, pageLoad, { interactionTarget: 'button.hv-cta', longestScript: { entry: { sourceURL: `${location.origin}/static/js/boot-app.0123abcd.js` } } }));
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/vitals');
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('application/json');
    const [beacon] = await sentBodies();
    expect(vitalsBeaconSchema.parse(beacon)).toMatchObject({
      route: '/tests',
      lang: 'hi',
      metrics: { TTFB: { value: 120 }, FCP: { value: 640 }, LCP: { value: 1900 }, INP: { value: 96 } },
      attribution: { lcpElement: 'main>img.hv-hero', inpTarget: 'button.hv-cta', inpScript: 'boot-app.js' },
    });
  });

  it('does not send a view again when it is shown and hidden again, even with a larger CLS', () => {
    reporterOf(onFCP)(metric('FCP', 640));
    setVisibility('hidden');
    setVisibility('visible');
    reporterOf(onCLS)(metric('CLS', 0.3, pageLoad, { largestShiftTarget: 'div.banner' }));
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('leaves a page being left to the visibilitychange after pagehide, which brings the final LCP and CLS', async () => {
    reporterOf(onFCP)(metric('FCP', 640));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    reporterOf(onLCP)(metric('LCP', 900));
    setVisibility('hidden');
    expect(await sentBodies()).toMatchObject([{ metrics: { FCP: { value: 640 }, LCP: { value: 900 } } }]);
  });

  it('sends the earlier view once a soft navigation begins the next, and the next when the page is hidden', async () => {
    reporterOf(onFCP)(metric('FCP', 640));
    const softNavigation = { navigationType: 'soft-navigation', navigationId: 2, navigationStartTime: 8000, navigationURL: 'https://site.example/hi/about' };
    reporterOf(onTTFB)(metric('TTFB', 0, softNavigation));
    reporterOf(onCLS)(metric('CLS', 0.01));
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    reporterOf(onFCP)(metric('FCP', 210, softNavigation));
    setVisibility('hidden');
    expect(await sentBodies()).toMatchObject([
      { route: '/tests', navigationType: 'navigate', metrics: { FCP: { value: 640 }, CLS: { value: 0.01 } } },
      { route: '/about', navigationType: 'soft-navigation', metrics: { FCP: { value: 210 } } },
    ]);
  });

  it('falls back to a keepalive fetch without credentials where sendBeacon refuses or throws', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    sendBeacon.mockReturnValueOnce(false);
    reporterOf(onFCP)(metric('FCP', 640));
    setVisibility('hidden');
    setVisibility('visible');
    sendBeacon.mockImplementationOnce(() => {
      throw new DOMException('sendBeacon() with a Blob whose type is not CORS-safelisted is disabled', 'SecurityError');
    });
    reporterOf(onFCP)(metric('FCP', 300, { ...pageLoad, navigationType: 'back-forward-cache', navigationStartTime: 9000 }));
    setVisibility('hidden');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/vitals', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
    fetch.mockRestore();
  });
});
