import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@/app/page-contract';
import { routeManifest } from '@/app/route-manifest';
import { pageHeadHtml } from '@/app/seo/head-html';
import { buildPageHead } from '@/app/seo/page-head';

const noData = { params: {}, read: () => undefined };
type Graph = { '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[] };
const graphOf = (jsonLd: unknown) => (jsonLd as Graph)['@graph'];

describe('what a page tells search engines', () => {
  it('titles, describes and canonicalises a page from its manifest entry', () => {
    const head = buildPageHead(routeManifest.about, { ...noData, pathname: '/about' });
    expect(head).toMatchObject({
      title: 'About us | Healvia',
      description: routeManifest.about.description,
      canonical: 'https://www.healvia.example/about',
      noindex: false,
    });
  });

  it('names the organisation on every page and the breadcrumb trail on every page but home', () => {
    expect(graphOf(buildPageHead(routeManifest.home, { ...noData, pathname: '/' }).jsonLd).map((node) => node['@type'])).toEqual([
      'MedicalOrganization',
    ]);
    const contact = graphOf(buildPageHead(routeManifest.contact, { ...noData, pathname: '/contact' }).jsonLd);
    expect(contact.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.healvia.example/' },
      { '@type': 'ListItem', position: 2, name: 'Contact us', item: 'https://www.healvia.example/contact' },
    ]);
  });

  it("draws a detail page's title, description, trail and own structured data from its record", () => {
    const packages = [{ id: 3, name: 'Glow facial', price: 1499 }];
    const detail: PageEntry = {
      path: '/package-details/:id',
      parent: 'about',
      title: ({ params, read }) => (read('/data/packages.json') as typeof packages).find((item) => String(item.id) === params.id)?.name,
      description: 'A skincare package.',
      jsonLd: () => [{ '@type': 'Offer', price: 1499, priceCurrency: 'INR' }],
    };
    const head = buildPageHead(detail, { pathname: '/package-details/3', params: { id: '3' }, read: () => packages });
    expect(head.title).toBe('Glow facial | Healvia');
    const graph = graphOf(head.jsonLd);
    expect(graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement?.map((crumb) => crumb.name)).toEqual([
      'Home',
      'About us',
      'Glow facial',
    ]);
    expect(graph.at(-1)).toEqual({ '@type': 'Offer', price: 1499, priceCurrency: 'INR' });
  });

  it('asks search engines not to index client-only pages', () => {
    const head = buildPageHead({ ...routeManifest.contact, prerender: false }, { ...noData, pathname: '/contact' });
    expect(pageHeadHtml(head)).toContain('<meta name="robots" content="noindex">');
  });

  it('asks search engines not to index the search results page, which is prerendered only as a shell', () => {
    const head = buildPageHead(routeManifest.search, { ...noData, pathname: '/search' });
    expect(head.noindex).toBe(true);
    expect(pageHeadHtml(head)).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes text so no record can break out of an attribute or the JSON-LD script', () => {
    const entry: PageEntry = { path: '/x', title: 'A "quoted" <b>', description: '</script><script>alert(1)</script>' };
    const html = pageHeadHtml(buildPageHead(entry, { ...noData, pathname: '/x' }));
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b> | Healvia</title>');
    expect(html).not.toContain('</script><script>');
  });
});
