import { siteConfig } from '@/lib/site-config';

/** A site path as an absolute URL on the public website (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(pathname: string): string {
  return new URL(pathname, siteConfig.website.href).href;
}
