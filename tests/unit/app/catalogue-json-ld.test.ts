import { describe, expect, it } from 'vitest';
import { careProgramsJsonLd, homeJsonLd, skincareJsonLd } from '@/app/seo/catalogue-json-ld';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

const withFiles = (files: Record<string, unknown>) => ({ params: {}, read: (path: string) => files[path] });

describe('structured data of priced catalogue cards', () => {
  it('offers each home health check and lab test as a MedicalTest priced in rupees, with its detail page', () => {
    const [check] = catalogueFixture('/data/health-checks.json');
    const [test] = catalogueFixture('/data/lab-tests.json');
    if (!check || !test) throw new Error('fixtures are empty');
    const nodes = homeJsonLd(withFiles({ '/data/health-checks.json': [check], '/data/lab-tests.json': [test] }));
    expect(nodes).toEqual([
      {
        '@type': 'MedicalTest',
        name: check.heading,
        url: `https://www.healvia.example/health-checks-details/${check.id}`,
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: check.price,
          priceCurrency: 'INR',
          priceSpecification: expect.objectContaining({ price: check.cutPrice, priceCurrency: 'INR' }),
        }),
      },
      {
        '@type': 'MedicalTest',
        name: test.testName,
        url: `https://www.healvia.example/lab-tests-details/${test.id}`,
        offers: expect.not.objectContaining({ priceSpecification: expect.anything() }),
      },
    ]);
  });

  it('describes every featured skincare product and care program of the data files', () => {
    const products = catalogueFixture('/data/skincare-products.json');
    const programs = catalogueFixture('/data/care-program-list.json');
    const skincare = skincareJsonLd(withFiles({ '/data/skincare-products.json': products }));
    const care = careProgramsJsonLd(withFiles({ '/data/care-program-list.json': programs }));
    expect(skincare.map((node) => node.name)).toEqual(products.map((product) => product.title));
    expect(skincare[0]).toMatchObject({ '@type': 'Product', image: expect.stringMatching(/^https:\/\/www\.healvia\.example\/images\//) });
    expect(care.map((node) => [node['@type'], node.name])).toEqual(programs.map((program) => ['Service', program.title]));
  });

  it('adds nothing while a data file is not loaded', () => {
    expect(homeJsonLd(withFiles({}))).toEqual([]);
    expect(skincareJsonLd(withFiles({}))).toEqual([]);
  });
});
