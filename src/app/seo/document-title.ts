import { siteConfig } from '@/lib/site-config';

/** A page's document title: its own title, then the brand. */
export function documentTitle(title: string): string {
  return `${title} | ${siteConfig.brandName}`;
}
