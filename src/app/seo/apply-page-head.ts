import type { PageHead } from '@/app/seo/page-head';

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === undefined) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  upsert(selector, () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  }).content = content;
}

/** Brings the document's head in line with the page after a client-side navigation (the prerender wrote the first). */
export function applyPageHead(head: PageHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex' : undefined);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('name', 'twitter:title', head.title);
  setMeta('name', 'twitter:description', head.description);
  upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = head.canonical;
  for (const { hrefLang, href } of head.alternates) {
    upsert(`link[rel="alternate"][hreflang="${hrefLang}"]`, () => Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: hrefLang })).href = href;
  }
  upsert('script#structured-data', () => Object.assign(document.createElement('script'), { type: 'application/ld+json', id: 'structured-data' })).textContent =
    JSON.stringify(head.jsonLd);
}
