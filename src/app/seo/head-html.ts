import { siteConfig } from '@/lib/site-config';
import type { PageHead } from '@/app/seo/page-head';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> element: `<` escaped so no value can close the element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The prerendered page's <head> tags; apply-page-head.ts keeps the same tags current on client navigation. */
export function pageHeadHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteConfig.brandName),
    ...head.alternates.map(({ hrefLang, href }) => `<link rel="alternate" hreflang="${hrefLang}" href="${escapeAttribute(href)}">`),
    meta('property', 'og:locale', head.locale === 'hi' ? 'hi_IN' : 'en_IN'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    `<script type="application/ld+json" id="structured-data">${scriptSafeJson(head.jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The head of a detail route's not-found page, which is served at every unknown id: title, description and
 * noindex, but no URL (canonical, og:url, JSON-LD), which the browser adds for the actual one.
 */
export function notFoundHeadHtml(head: PageHead): string {
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}
