import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { absoluteUrl } from '@/app/seo/absolute-url';
import { healthCheckDetailOf, labTestDetailOf, lowestCityPrice, packageDetailOf } from '@/app/seo/detail-records';
import { inrOffer, medicalTestNode, productNode } from '@/app/seo/offer-json-ld';

const pathOf = (base: string, id: number) => `${base}/${id}`;

/** A skincare package: a Product offered in rupees, the MRP as its list price, with its rating. */
export function packageDetailJsonLd(page: PageContext): JsonLdNode[] {
  const item = packageDetailOf(page).record;
  if (!item) return [];
  const url = pathOf('/package-details', item.id);
  return [
    {
      ...productNode(item.name, url, item.price, item.mrp, item.images[0]),
      url: absoluteUrl(url),
      description: item.productDetails.description,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: item.rating, reviewCount: item.reviews, bestRating: 5, worstRating: 0 },
    },
  ];
}

/** A health check package: a MedicalTest offered at its discounted price, the actual price as its list price. */
export function healthCheckDetailJsonLd(page: PageContext): JsonLdNode[] {
  const check = healthCheckDetailOf(page).record;
  if (!check) return [];
  return [
    {
      ...medicalTestNode(check.title, pathOf('/health-checks-details', check.id), check.discountedPrice, check.actualPrice),
      description: check.description[0],
    },
  ];
}

/** A lab test: a MedicalTest offered from its lowest city price. */
export function labTestDetailJsonLd(page: PageContext): JsonLdNode[] {
  const test = labTestDetailOf(page).record;
  if (!test) return [];
  const url = pathOf('/lab-tests-details', test.id);
  const from = lowestCityPrice(test);
  const node: JsonLdNode = { '@type': 'MedicalTest', name: test.title, url: absoluteUrl(url), description: test.description };
  return [from === undefined ? node : { ...node, offers: inrOffer(from, url) }];
}
