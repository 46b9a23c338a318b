import type { JsonLdNode } from '@/app/page-contract';
import { absoluteUrl } from '@/app/seo/absolute-url';

/** An INR offer: the price paid, and the MRP it replaces when higher. */
export function inrOffer(price: number, url: string, mrp?: number): JsonLdNode {
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'INR',
    url: absoluteUrl(url),
    availability: 'https://schema.org/InStock',
    ...(mrp !== undefined &&
      mrp > price && {
        priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: mrp, priceCurrency: 'INR' },
      }),
  };
}

/** A lab test or health check offered at a price, e.g. a Popular Health Checks card. */
export function medicalTestNode(name: string, url: string, price: number, mrp?: number): JsonLdNode {
  return { '@type': 'MedicalTest', name, url: absoluteUrl(url), offers: inrOffer(price, url, mrp) };
}

/** A product sold at a price, e.g. a skincare package or a featured product. */
export function productNode(name: string, url: string, price: number, mrp?: number, image?: string): JsonLdNode {
  return {
    '@type': 'Product',
    name,
    ...(image !== undefined && { image: absoluteUrl(image) }),
    offers: inrOffer(price, url, mrp),
  };
}

/** A paid service such as a care program or the membership. */
export function serviceOfferNode(name: string, url: string, price: number, mrp?: number, description?: string): JsonLdNode {
  return {
    '@type': 'Service',
    name,
    ...(description !== undefined && { description }),
    offers: inrOffer(price, url, mrp),
  };
}
