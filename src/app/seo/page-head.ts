import { siteConfig } from '@/lib/site-config';
import type { JsonLdNode, PageContext, PageEntry, PageText } from '@/app/page-contract';
import { routeManifest } from '@/app/route-manifest';
import { documentTitle } from '@/app/seo/document-title';
import { absoluteUrl } from '@/app/seo/absolute-url';
import { breadcrumbList, medicalOrganization } from '@/app/seo/json-ld';
import { localeHrefLang, locales, pathInLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { recordKey } from '@/features/catalogue/model/record-id';
import { seoMessages } from '@/app/seo/seo-messages';

/** Everything a page tells search engines and link previews, derived from its manifest entry. */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  /** True for client-only and unindexed pages and for a detail page whose id is not in its data, which ask not to be indexed. */
  noindex: boolean;
  jsonLd: JsonLdNode;
  /** The page's language, and the same page in every language (`hreflang` → URL), `x-default` the English one. */
  locale: typeof pageLocale;
  alternates: readonly { hrefLang: string; href: string }[];
};

/** Where the page is: `pathname` within its language (react-router's, without the `/hi` prefix). */
export type PageLocation = PageContext & { pathname: string };

const entries: Readonly<Record<string, PageEntry>> = routeManifest;

function resolveText(text: PageText, page: PageContext): string | undefined {
  return typeof text === 'function' ? text(page) : text;
}

/** The entries above a page, root first; a parent's own parameters are not known, so parents are static pages. */
function ancestorsOf(entry: PageEntry): PageEntry[] {
  const chain: PageEntry[] = [];
  for (let parent = entry.parent; parent !== undefined; parent = entries[parent]?.parent) {
    const parentEntry = entries[parent];
    if (!parentEntry) throw new Error(`Route manifest: unknown parent "${parent}"`);
    chain.unshift(parentEntry);
  }
  return chain;
}

/**
 * A detail route whose id is not among its data file's ids (or whose data has not arrived): the client
 * renders the not-found state there, which must not be indexed. A prerendered detail page carries its
 * ids file, or the part of it that is its record (`recordKey`), in `dataFiles`, so it is never taken for one.
 */
function isUnknownRecord(entry: PageEntry, page: PageContext): boolean {
  if (!entry.ids) return false;
  const contents = page.read(entry.ids.dataFile) ?? page.read(recordKey(entry.ids.dataFile, page.params.id));
  if (contents === undefined) return true;
  return !entry.ids.list(contents).some((id) => String(id) === page.params.id);
}

export function buildPageHead(entry: PageEntry, location: PageLocation): PageHead {
  const title = resolveText(entry.title, location) ?? seoMessages.tagline;
  const isHome = location.pathname === routeManifest.home.path;
  const url = (path: string) => absoluteUrl(pathInLocale(pageLocale, path));
  const crumbs = isHome
    ? []
    : [
        { name: seoMessages.home, url: url(routeManifest.home.path) },
        ...ancestorsOf(entry).map((crumb) => ({
          name: resolveText(crumb.title, { params: {}, read: location.read }) ?? siteConfig.brandName,
          url: url(crumb.path),
        })),
      ];
  return {
    title: documentTitle(title),
    description: resolveText(entry.description, location) ?? seoMessages.tagline,
    canonical: url(location.pathname),
    locale: pageLocale,
    alternates: [
      ...locales.map((locale) => ({ hrefLang: localeHrefLang[locale], href: absoluteUrl(pathInLocale(locale, location.pathname)) })),
      { hrefLang: 'x-default', href: absoluteUrl(location.pathname) },
    ],
    noindex: entry.prerender === false || entry.indexed === false || isUnknownRecord(entry, location),
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        medicalOrganization(),
        ...(isHome ? [] : [breadcrumbList([...crumbs, { name: title, url: url(location.pathname) }])]),
        ...(entry.jsonLd?.(location) ?? []),
      ],
    },
  };
}
