import { readFileSync } from 'node:fs';
import type { PageText, PageEntry } from '../../src/app/page-contract';
import { routeManifest } from '../../src/app/route-manifest';
import { documentTitle } from '../../src/app/seo/document-title';
import { dataFilePartReader } from '../../src/lib/data-file';
import { expect, test } from './fixtures';
import { decodeEntities as decode, textOf } from './served-html';

type PrerenderedPage = { route: keyof typeof routeManifest; path: string; indexed: boolean; locale: 'en' | 'hi' };

/** What the build wrote (scripts/prerender.ts); scripts/test-e2e.sh builds before the tests run. */
const pages = JSON.parse(readFileSync('dist/pages.json', 'utf8')) as PrerenderedPage[];
const englishPages = pages.filter((page) => page.locale === 'en');
const hindiPages = pages.filter((page) => page.locale === 'hi');
const origin = 'https://www.healvia.example';

/** A fixed text, or a detail page's text drawn from its record as the prerender drew it (id = last path segment). */
function resolvedText(text: PageText, entry: PageEntry, path: string): string | undefined {
  if (typeof text === 'string') return text;
  const params = entry.path.endsWith('/:id') ? { id: decodeURIComponent(path.split('/').at(-1) ?? '') } : {};
  return text({ params, read: dataFilePartReader((file) => JSON.parse(readFileSync(`public${file}`, 'utf8')) as unknown) });
}

const isClientOnly = (entry: PageEntry) => entry.prerender === false;

test('every static manifest route is prerendered, except the client-only ones', () => {
  const entries: PageEntry[] = Object.values(routeManifest);
  const staticPaths = entries.filter((entry) => !isClientOnly(entry) && !entry.path.includes(':')).map((entry) => entry.path);
  const prerendered = pages.map((page) => page.path);
  expect(prerendered).toEqual(expect.arrayContaining([...staticPaths, ...staticPaths.map((path) => (path === '/' ? '/hi' : `/hi${path}`))]));
  for (const entry of entries.filter(isClientOnly)) expect(prerendered).not.toContain(entry.path);
  expect(hindiPages.map((page) => page.path)).toEqual(englishPages.map((page) => (page.path === '/' ? '/hi' : `/hi${page.path}`)));
});

test('a client-only page is served as the noindex shell, with no answers in it', async ({ request }) => {
  const response = await request.get(routeManifest.selfCheck.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('id="page-data"');
  expect(html).not.toContain(routeManifest.selfCheck.heading);

  const hindi = await (await request.get(`/hi${routeManifest.selfCheck.path}`)).text();
  expect(hindi).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
  expect(hindi).toContain('<meta name="robots" content="noindex">');
});

for (const { route, path } of englishPages) {
  const entry: PageEntry = routeManifest[route];

  test(`${path} arrives as ready HTML: heading, content, title, description, canonical and JSON-LD`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    if (entry.heading) expect(textOf(main)).toContain(entry.heading);
    expect(textOf(main).split(' ').length, 'words in <main>').toBeGreaterThan(40);
    expect(html.match(/<title>.*<\/title>/g)?.map(decode)).toEqual([`<title>${documentTitle(resolvedText(entry.title, entry, path) ?? '')}</title>`]);
    expect(decode(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '')).toBe(resolvedText(entry.description, entry, path));
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
    expect(html).toContain(`<meta property="og:url" content="${origin}${path}">`);
    expect(alternatesOf(html)).toEqual({ 'en-IN': `${origin}${path}`, 'hi-IN': `${origin}${hindiPathOf(path)}`, 'x-default': `${origin}${path}` });

    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      '@graph': { '@type': string; itemListElement?: { item: string }[] }[];
    };
    const types = jsonLd['@graph'].map((node) => node['@type']);
    expect(types).toContain('MedicalOrganization');
    if (path === '/') {
      expect(types).not.toContain('BreadcrumbList');
    } else {
      const crumbs = jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
      expect(crumbs.map((crumb) => crumb.item).at(-1)).toBe(`${origin}${path}`);
    }
  });
}

const hindiPathOf = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const devanagari = /[\u0900-\u097F]/;
const titleOf = (html: string) => decode(/<title>(.*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '');
const alternatesOf = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]));

for (const { path } of hindiPages) {
  const englishPath = path === '/hi' ? '/' : path.slice('/hi'.length);

  test(`${path} arrives as ready Hindi HTML: lang, heading, its own Hindi title and description, canonical and hreflang pairs`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const english = await (await request.get(englishPath)).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(textOf(main).split(' ').length, 'words in <main>').toBeGreaterThan(40);
    expect(titleOf(html)).toMatch(devanagari);
    expect(titleOf(html)).not.toBe(titleOf(english));
    expect(descriptionOf(html)).toMatch(devanagari);
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    expect(alternatesOf(html)).toEqual({ 'en-IN': `${origin}${englishPath}`, 'hi-IN': `${origin}${path}`, 'x-default': `${origin}${englishPath}` });
  });
}

test('the sitemap pairs each page with its other language', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = /<url><loc>https:\/\/www\.healvia\.example\/hi\/about<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${origin}/about"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}/hi/about"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/>`);
});

test('each page has its own title and description', async ({ request }) => {
  const heads = await Promise.all(pages.map(async ({ path }) => (await (await request.get(path)).text()).match(/<title>.*<\/title>|<meta name="description"[^>]*>/g)?.join()));
  expect(new Set(heads).size).toBe(pages.length);
});

test('every sitemap URL answers 200, and robots.txt points to the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(urls.sort()).toEqual(pages.filter((page) => page.indexed).map(({ path }) => `${origin}${path}`).sort());
  for (const url of urls) expect((await request.get(url.replace(origin, ''))).status(), url).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('a path outside the route table is redirected home by the server', async ({ request }) => {
  const response = await request.get('/no-such-page', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
  const hindi = await request.get('/hi/no-such-page', { maxRedirects: 0 });
  expect(hindi.headers().location).toBe('/hi');
});

test.describe('with JavaScript disabled', () => {
  test('pages are readable and their links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: routeManifest.home.heading })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(routeManifest.home.title));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: routeManifest.about.heading })).toBeVisible();
    await expect(page.locator('[aria-hidden="true"]', { hasText: '4,000+' }), 'counters show their figures, not zero').toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: routeManifest.contact.heading })).toBeVisible();
    await context.close();
  });
});

test('a client-side navigation brings title, description, canonical and breadcrumbs along', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: routeManifest.about.heading })).toBeFocused();
  await expect(page).toHaveTitle(documentTitle(routeManifest.about.title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routeManifest.about.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/about`);
  const jsonLd = await page.locator('script#structured-data').textContent();
  expect(jsonLd).toContain('"BreadcrumbList"');
  expect(jsonLd).toContain(`"item":"${origin}/about"`);
});
