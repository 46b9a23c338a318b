import { absoluteUrl } from '@/app/seo/absolute-url';
import { localeHrefLang, locales, pathInLocale } from '@/lib/i18n/locale';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml listing every prerendered page in every language by its canonical URL, each with the URLs of
 * its other languages (`xhtml:link` alternates, English the default). `pathnames` are paths within a language.
 */
export function sitemapXml(pathnames: readonly string[]): string {
  const link = (hrefLang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(absoluteUrl(path))}"/>`;
  const urls = pathnames.flatMap((pathname) => {
    const alternates = [...locales.map((locale) => link(localeHrefLang[locale], pathInLocale(locale, pathname))), link('x-default', pathname)];
    return locales.map((locale) => `  <url><loc>${escapeXml(absoluteUrl(pathInLocale(locale, pathname)))}</loc>${alternates.join('')}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the API may be crawled; the sitemap says what exists. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
