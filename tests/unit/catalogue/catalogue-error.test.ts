import { describe, expect, it } from 'vitest';
import { catalogueErrorMessage } from '@/features/catalogue/components/product-catalogue/catalogue-error';
import { DataFileError } from '@/lib/data-file';

describe('the catalogue error view’s message (spec §8)', () => {
  it('is the underlying failure’s message', () => {
    const error = new DataFileError('/detailedData/productcatalogue/devices.json', 500, 'Could not load it (status 500)');
    expect(catalogueErrorMessage(error)).toBe('Could not load it (status 500)');
    expect(catalogueErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("is 'Failed to fetch data' when the failure says nothing", () => {
    expect(catalogueErrorMessage(new Error(''))).toBe('Failed to fetch data');
    expect(catalogueErrorMessage('offline')).toBe('Failed to fetch data');
    expect(catalogueErrorMessage(undefined)).toBe('Failed to fetch data');
  });
});
