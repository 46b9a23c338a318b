import { describe, expect, it } from 'vitest';
import { healthCheckDetailJsonLd, labTestDetailJsonLd, packageDetailJsonLd } from '@/app/seo/detail-json-ld';
import { fitDescription } from '@/app/seo/detail-page-text';
import { healthCheckDetailTitle } from '@/app/pages/health-check-detail/health-check-detail-page-text';
import { labTestDetailDescription } from '@/app/pages/lab-test-detail/lab-test-detail-page-text';
import { packageDetailTitle } from '@/app/pages/package-detail/package-detail-page-text';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { dataFilePartReader } from '@/lib/data-file';

const origin = 'https://www.healvia.example';
const packages = catalogueFixture('/data/skincare-package-details.json');
const checks = catalogueFixture('/data/health-check-details.json');
const tests = catalogueFixture('/data/lab-test-details.json');
const files = { '/data/skincare-package-details.json': packages, '/data/health-check-details.json': checks, '/data/lab-test-details.json': tests };
const readPart = dataFilePartReader((path) => files[path as keyof typeof files]);
const at = (id: string, loaded = true) => ({ params: { id }, read: (key: string) => (loaded ? readPart(key) : undefined) });

describe('structured data of detail pages', () => {
  it('offers a skincare package as a Product in rupees, its MRP a separate list price, with its rating', () => {
    const item = packages[2]!;
    expect(packageDetailJsonLd(at(String(item.id)))).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: item.name,
        url: `${origin}/package-details/${item.id}`,
        image: `${origin}${item.images[0]}`,
        aggregateRating: expect.objectContaining({ ratingValue: item.rating, reviewCount: item.reviews }),
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: item.price,
          priceCurrency: 'INR',
          priceSpecification: expect.objectContaining({ priceType: 'https://schema.org/ListPrice', price: item.mrp, priceCurrency: 'INR' }),
        }),
      }),
    ]);
  });

  it('offers a health check as a MedicalTest at its discounted price, the actual price as the list price', () => {
    const check = checks[0]!;
    expect(healthCheckDetailJsonLd(at(String(check.id)))).toEqual([
      expect.objectContaining({
        '@type': 'MedicalTest',
        name: check.title,
        url: `${origin}/health-checks-details/${check.id}`,
        offers: expect.objectContaining({ price: check.discountedPrice, priceCurrency: 'INR', priceSpecification: expect.objectContaining({ price: check.actualPrice }) }),
      }),
    ]);
  });

  it('offers a lab test as a MedicalTest from its lowest city price', () => {
    const test = tests[0]!;
    const lowest = Math.min(...test.pricing.cities.map((city) => city.price));
    const [node] = labTestDetailJsonLd(at(String(test.id)));
    expect(node).toMatchObject({ '@type': 'MedicalTest', name: test.title, url: `${origin}/lab-tests-details/${test.id}`, offers: { price: lowest, priceCurrency: 'INR' } });
    expect(node?.offers).not.toHaveProperty('priceSpecification');
  });

  it('describes nothing for an unknown id or before the data arrives', () => {
    expect(packageDetailJsonLd(at('99'))).toEqual([]);
    expect(healthCheckDetailJsonLd(at('abc'))).toEqual([]);
    expect(labTestDetailJsonLd(at('1', false))).toEqual([]);
  });
});

describe('titles and descriptions of detail pages', () => {
  it('draws the title from the record; an unknown id is titled not found once the data is known', () => {
    expect(packageDetailTitle(at('1'))).toBe(`${packages[0]!.name}: skincare package`);
    expect(packageDetailTitle(at('99'))).toBe('Package not found');
    expect(healthCheckDetailTitle(at('99'))).toBe('Package not found');
    expect(packageDetailTitle(at('1', false))).toBeUndefined();
  });

  it('keeps every description under 160 characters, cut at a word', () => {
    for (const test of tests) {
      const description = labTestDetailDescription(at(String(test.id)))!;
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/^From ₹/);
    }
    expect(fitDescription('one two three four', 12)).toBe('one two…');
  });
});
