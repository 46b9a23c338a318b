import type { VitalsBeacon } from '@/lib/vitals/vitals-beacon';
import type { FieldShape, JsonRoute } from './hostile/route-shapes';
import type { TestApp } from './test-app';

/** Agents as browsers send them (the reduced Chrome agents of 2024 on). */
export const USER_AGENTS = {
  androidPhoneChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTabletChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

/** A phone's view of the home page with every metric and attribution: the body each refusal case starts from. */
export const validBeacon = (): VitalsBeacon => ({
  route: '/',
  lang: 'en',
  navigationType: 'navigate',
  effectiveType: '4g',
  metrics: {
    LCP: { value: 2100.5, rating: 'good' },
    INP: { value: 240, rating: 'needs-improvement' },
    CLS: { value: 0.02, rating: 'good' },
    FCP: { value: 1200, rating: 'good' },
    TTFB: { value: 420, rating: 'good' },
  },
  attribution: { lcpElement: 'main>img.hero', inpTarget: 'button#menu', inpScript: 'index.js', clsSource: 'footer' },
});

export const postBeacon = (server: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/vitals',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENTS.androidPhoneChrome, ...headers },
  });

const timing = (name: string): FieldShape => ({ name, type: 'object', fields: [{ name: 'value', type: 'number' }, { name: 'rating', type: 'format' }] });
const text = (name: string): FieldShape => ({ name, type: 'text', max: 100 });

/** The beacon's shape, for the hostile case makers of tests/server/support/hostile. */
export const VITALS_ROUTE_SHAPE: JsonRoute = {
  url: '/api/vitals',
  table: 'vitals_views',
  valid: validBeacon,
  fields: [
    { name: 'route', type: 'format' },
    { name: 'lang', type: 'format' },
    { name: 'navigationType', type: 'format' },
    { name: 'effectiveType', type: 'format' },
    { name: 'metrics', type: 'object', fields: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map(timing) },
    { name: 'attribution', type: 'object', fields: ['lcpElement', 'inpTarget', 'inpScript', 'clsSource'].map(text) },
  ],
};
