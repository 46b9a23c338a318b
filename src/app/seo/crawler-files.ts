import { absoluteUrl } from '@/app/seo/absolute-url';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml listing every prerendered page by its canonical URL. */
export function sitemapXml(pathnames: readonly string[]): string {
  const urls = pathnames.map((pathname) => `  <url><loc>${escapeXml(absoluteUrl(pathname))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: everything but the API may be crawled; the sitemap says what exists. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
