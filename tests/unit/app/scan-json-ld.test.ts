import { describe, expect, it } from 'vitest';
import { medicalServicesJsonLd, scansJsonLd } from '@/app/seo/scan-json-ld';
import { scanServicesDescription, scanIdsOf, scanServicesTitle } from '@/app/pages/medical-services/scan-service-page-text';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

const origin = 'https://www.healvia.example';
const withFiles = (files: Record<string, unknown>, params: Record<string, string> = {}) => ({ params, read: (path: string) => files[path] });

describe('structured data of the tests, scans and scan-service pages', () => {
  it('offers each CT service as a MedicalTest at its discounted price, the original as list price only when higher', () => {
    const services = catalogueFixture('/data/ct-services.json');
    const nodes = medicalServicesJsonLd(withFiles({ '/data/ct-services.json': services }, { id: '2' }));
    expect(nodes.map((node) => node.name)).toEqual(services.map((service) => service.name));
    const discounted = services.findIndex((service) => service.discountedPrice !== undefined && service.discountedPrice < service.originalPrice);
    const full = services.findIndex((service) => service.discountedPrice === undefined);
    expect(nodes[discounted]).toMatchObject({
      '@type': 'MedicalTest',
      url: expect.stringMatching(new RegExp(`^${origin}/medical-services/2#[a-z]`)),
      offers: {
        '@type': 'Offer',
        price: services[discounted]!.discountedPrice,
        priceCurrency: 'INR',
        priceSpecification: { price: services[discounted]!.originalPrice, priceCurrency: 'INR' },
      },
    });
    expect(nodes[full]).toMatchObject({ offers: { price: services[full]!.originalPrice, priceCurrency: 'INR' } });
    expect(nodes[full]!.offers).not.toHaveProperty('priceSpecification');
  });

  it('describes nothing for an unknown scan id or a file not yet read', () => {
    expect(medicalServicesJsonLd(withFiles({ '/data/mri-services.json': catalogueFixture('/data/mri-services.json') }, { id: '9' }))).toEqual([]);
    expect(medicalServicesJsonLd(withFiles({}, { id: '1' }))).toEqual([]);
    expect(scansJsonLd(withFiles({}))).toEqual([]);
  });

  it('prices each booked scan in rupees', () => {
    const booked = catalogueFixture('/data/booked-scans.json');
    expect(scansJsonLd(withFiles({ '/data/booked-scans.json': booked })).map((node) => node.name)).toEqual(booked.map((scan) => scan.heading));
  });
});

describe('page text of /medical-services/{id}', () => {
  it('prerenders the four scans of the scans file and titles each by its kind', () => {
    expect(scanIdsOf(catalogueFixture('/data/scans.json'))).toEqual([1, 2, 3, 4]);
    expect(scanIdsOf([{ id: 7 }, 'x', null])).toEqual([]);
    expect(['1', '2', '3', '4', '9'].map((id) => scanServicesTitle(withFiles({}, { id })))).toEqual([
      'MRI Scans',
      'CT Scans',
      'Ultrasound Scans',
      'X-Ray Scans',
      'Scan service not found',
    ]);
  });

  it('draws the description from the services file once it is read', () => {
    const xray = catalogueFixture('/data/xray-services.json');
    const description = scanServicesDescription(withFiles({ '/data/xray-services.json': xray }, { id: '4' }));
    expect(description).toContain(`${xray.length} X-ray scans from ₹299`);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
