import { createRequestRules, pageCacheKey, pagePathOf } from '@/service-worker/route-rules';

const origin = 'https://www.healvia.example';
const ruleOf = createRequestRules(
  {
    pages: [
      ['/', 'Home'],
      ['/tests', 'Lab tests'],
      ['/auth', 'Log in'],
      ['/package-details/3', 'Glow facial'],
    ],
    dataFiles: ['/data/faqs.json', '/detailedData/productcatalogue/devices.json', '/search-index.json'],
  },
  origin,
);
const navigate = (path: string) => ruleOf({ url: `${origin}${path}`, method: 'GET', mode: 'navigate' });
const get = (path: string, url = `${origin}${path}`) => ruleOf({ url, method: 'GET', mode: 'cors' });

describe('what the worker does with each request', () => {
  it('answers prerendered pages network first, whatever their query or trailing slash', () => {
    expect(['/', '/tests', '/tests/', '/tests?utm_source=sms', '/auth?next=%2Fself-check-scan', '/package-details/3'].map(navigate)).toEqual(
      Array(6).fill('page'),
    );
  });

  it('never saves the login-only self-check, a client-only detail page or an unknown path', () => {
    expect(['/self-check-scan', '/package-details/999', '/no-such-page'].map(navigate)).toEqual(Array(3).fill('uncached-page'));
  });

  it('leaves the API alone: any method, navigation or fetch', () => {
    expect(get('/api/openapi.json')).toBe('network-only');
    expect(navigate('/api/openapi.json')).toBe('network-only');
    expect(ruleOf({ url: `${origin}/api/callbacks`, method: 'POST', mode: 'cors' })).toBe('network-only');
    expect(get('/api')).toBe('network-only');
  });

  it('caches the data files the pages fetch, hashed assets and images', () => {
    expect(['/data/faqs.json', '/detailedData/productcatalogue/devices.json', '/search-index.json'].map((path) => get(path))).toEqual(Array(3).fill('data-file'));
    expect(get('/static/js/async/page-home.5e6f.js')).toBe('static-asset');
    expect(get('/images/hero/home-hero.svg')).toBe('image');
  });

  it('leaves other origins, other methods and everything else to the network', () => {
    expect(get('/data/faqs.json', 'https://cdn.example/data/faqs.json')).toBe('network-only');
    expect(ruleOf({ url: `${origin}/data/faqs.json`, method: 'HEAD', mode: 'cors' })).toBe('network-only');
    expect(['/sitemap.xml', '/manifest.webmanifest', '/sw.js', '/pages.json'].map((path) => get(path))).toEqual(Array(4).fill('network-only'));
  });
});

describe('the key a page is saved under', () => {
  it('is its path without query, fragment or trailing slash', () => {
    expect(pageCacheKey(`${origin}/tests/?utm_source=sms#faq`)).toBe(`${origin}/tests`);
    expect(pageCacheKey(`${origin}/?q=1`)).toBe(`${origin}/`);
    expect(pagePathOf('//')).toBe('/');
  });
});
