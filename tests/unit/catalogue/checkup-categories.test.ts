import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  checkupCategoryNames,
  packagesInCategory,
} from '@/features/catalogue/components/checkup-packages/checkup-categories';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

describe('checkup package categories', () => {
  it("lists 'All' first, then each name once in the order the file first gives it", () => {
    const names = checkupCategoryNames([{ name: 'Heart' }, { name: 'Diabetes' }, { name: 'Heart' }, { name: ' Diabetes ' }, { name: 'Thyroid' }]);
    expect(names).toEqual([ALL_CATEGORIES, 'Heart', 'Diabetes', 'Thyroid']);
  });

  it("never repeats 'All' when the file names a category so", () => {
    expect(checkupCategoryNames([{ name: 'All' }, { name: 'Vitamins' }])).toEqual(['All', 'Vitamins']);
    expect(checkupCategoryNames([])).toEqual(['All']);
  });

  it('shows every package for All and only the matching ones for a category', () => {
    const { packages } = catalogueFixture('/data/checkup-packages.json');
    expect(packagesInCategory(packages, ALL_CATEGORIES)).toEqual(packages);
    const fullBody = packagesInCategory(packages, 'Full Body');
    expect(fullBody.length).toBeGreaterThan(0);
    expect(fullBody.every((item) => item.category === 'Full Body')).toBe(true);
    expect(packagesInCategory(packages, 'No such category')).toEqual([]);
  });
});

describe('scan service anchors', () => {
  it('turns a service name into a readable id that starts with a letter', () => {
    expect(serviceAnchorId('MRI Brain (Plain)')).toBe('mri-brain-plain');
    expect(serviceAnchorId('CT Abdomen & Pelvis with Contrast')).toBe('ct-abdomen-and-pelvis-with-contrast');
    expect(serviceAnchorId("X-Ray Paranasal Sinuses (Water's View)")).toBe('x-ray-paranasal-sinuses-water-s-view');
    expect(serviceAnchorId('Anomaly Scan – Level II (18–22 weeks)')).toBe('anomaly-scan-level-ii-18-22-weeks');
    expect(serviceAnchorId('3D Mammography')).toBe('service-3d-mammography');
  });

  it('gives every service of each scan file its own id', () => {
    for (const kind of ['mri', 'ct', 'ultrasound', 'xray'] as const) {
      const ids = catalogueFixture(`/data/${kind}-services.json`).map((service) => serviceAnchorId(service.name));
      expect(new Set(ids).size, kind).toBe(ids.length);
    }
  });
});
