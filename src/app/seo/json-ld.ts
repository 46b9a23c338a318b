import { siteConfig } from '@/lib/site-config';
import type { JsonLdNode } from '@/app/page-contract';
import { seoMessages } from '@/app/seo/seo-messages';

const origin = siteConfig.website.href;

/** The provider itself, on every page, so search engines tie each page to one organisation. */
export function medicalOrganization(): JsonLdNode {
  return {
    '@type': 'MedicalOrganization',
    '@id': `${origin}/#organization`,
    name: siteConfig.brandName,
    legalName: siteConfig.legalName,
    url: `${origin}/`,
    logo: new URL(siteConfig.logo, origin).href,
    telephone: siteConfig.phone.href.replace(/^tel:/, ''),
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      addressCountry: siteConfig.address.country,
    },
    areaServed: { '@type': 'Country', name: seoMessages.country },
    sameAs: siteConfig.social.map((link) => link.href),
  };
}

export function breadcrumbList(crumbs: readonly { name: string; url: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
