import { describe, expect, it } from 'vitest';
import { careProgramsJsonLd, skincareJsonLd } from '@/app/seo/catalogue-json-ld';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

const withFiles = (files: Record<string, unknown>) => ({ params: {}, read: (path: string) => files[path] });

describe('structured data of priced catalogue cards', () => {
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
    expect(skincareJsonLd(withFiles({}))).toEqual([]);
  });
});
