import { describe, expect, it } from 'vitest';
import { productCatalogueJsonLd } from '@/app/seo/product-catalogue-json-ld';
import { nearbyCentresJsonLd } from '@/app/seo/nearby-centres-json-ld';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

const withFiles = (files: Record<string, unknown>) => ({ params: {}, read: (path: string) => files[path] });

describe('structured data of the product catalogue pages', () => {
  const path = productCataloguePath('devices');
  const products = catalogueFixture(path);

  it('lists every product of the file as a Product offered in rupees, with its MRP as a list price', () => {
    const [list] = productCatalogueJsonLd('devices')(withFiles({ [path]: products }));
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Health Devices', numberOfItems: products.length });
    const items = list!.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((entry) => entry.position)).toEqual(products.map((_, index) => index + 1));
    const [first] = products;
    expect(items[0]!.item).toEqual({
      '@type': 'Product',
      name: first!.name,
      sku: String(first!.id),
      description: first!.stripName,
      offers: {
        '@type': 'Offer',
        price: first!.price,
        priceCurrency: 'INR',
        url: 'https://www.healvia.example/devices',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/ListPrice',
          price: first!.mrp,
          priceCurrency: 'INR',
        },
      },
    });
  });

  it('adds nothing while the file is not loaded or is empty', () => {
    expect(productCatalogueJsonLd('devices')(withFiles({}))).toEqual([]);
    expect(productCatalogueJsonLd('devices')(withFiles({ [path]: [] }))).toEqual([]);
  });
});

describe('structured data of the nearby centres page', () => {
  it('describes each centre as a DiagnosticLab with its address and a dialable phone', () => {
    const { centres } = catalogueFixture(nearbyCentresPath);
    const nodes = nearbyCentresJsonLd(withFiles({ [nearbyCentresPath]: catalogueFixture(nearbyCentresPath) }));
    expect(nodes).toHaveLength(centres.length);
    const withCity = centres.findIndex((centre) => centre.city !== null);
    expect(nodes[withCity]).toEqual({
      '@type': 'DiagnosticLab',
      name: centres[withCity]!.name,
      telephone: centres[withCity]!.phone.replace(/\s/g, ''),
      address: {
        '@type': 'PostalAddress',
        streetAddress: centres[withCity]!.address,
        addressLocality: centres[withCity]!.city,
        addressRegion: centres[withCity]!.state,
        addressCountry: 'IN',
      },
    });
    expect(nearbyCentresJsonLd(withFiles({}))).toEqual([]);
  });
});
