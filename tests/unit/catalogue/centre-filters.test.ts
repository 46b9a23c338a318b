import { describe, expect, it } from 'vitest';
import {
  centresFoundText,
  changeCentreFilter,
  cityOptions,
  filterCentres,
  localityOptions,
  noCentreFilters,
  telHref,
} from '@/features/catalogue/components/nearby-centres/centre-filters';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

const { states, centres } = catalogueFixture(nearbyCentresPath);
const bengaluru = { state: 'Karnataka', city: 'Bengaluru', locality: 'Koramangala' };

describe('the nearby-centre selects (spec §4)', () => {
  it('clears city and locality when the state changes', () => {
    expect(changeCentreFilter(bengaluru, 'state', 'Delhi')).toEqual({ state: 'Delhi', city: '', locality: '' });
    expect(changeCentreFilter(bengaluru, 'state', '')).toEqual(noCentreFilters);
  });

  it('clears only the locality when the city changes', () => {
    expect(changeCentreFilter(bengaluru, 'city', 'Mysuru')).toEqual({ state: 'Karnataka', city: 'Mysuru', locality: '' });
  });

  it('changes only the locality when the locality changes', () => {
    expect(changeCentreFilter(bengaluru, 'locality', 'Whitefield')).toEqual({ ...bengaluru, locality: 'Whitefield' });
  });

  it('keeps everything when a select is set to the value it already has', () => {
    expect(changeCentreFilter(bengaluru, 'state', 'Karnataka')).toBe(bengaluru);
    expect(changeCentreFilter(bengaluru, 'city', 'Bengaluru')).toBe(bengaluru);
  });

  it('offers no city until a state is chosen, then that state’s cities', () => {
    expect(cityOptions(states, noCentreFilters)).toEqual([]);
    expect(cityOptions(states, { ...noCentreFilters, state: 'Karnataka' })).toEqual(['Bengaluru', 'Mysuru', 'Mangaluru']);
    expect(cityOptions(states, { ...noCentreFilters, state: 'Haryana' })).toEqual([]);
  });

  it('offers no locality until a city is chosen, then that city’s localities', () => {
    expect(localityOptions(states, { ...noCentreFilters, state: 'Karnataka' })).toEqual([]);
    expect(localityOptions(states, { ...bengaluru, locality: '' })).toContain('Koramangala');
    expect(localityOptions(states, { state: 'Karnataka', city: 'Mysuru', locality: '' })).toEqual([]);
  });
});

describe('the centres a search finds', () => {
  it('is every centre before a state is chosen', () => {
    expect(filterCentres(centres, noCentreFilters)).toEqual(centres);
  });

  it('narrows by state, then city, then locality', () => {
    const karnataka = filterCentres(centres, { ...noCentreFilters, state: 'Karnataka' });
    expect(karnataka.length).toBeGreaterThan(1);
    expect(karnataka.every((centre) => centre.state === 'Karnataka')).toBe(true);
    const city = filterCentres(centres, { ...bengaluru, locality: '' });
    expect(city.every((centre) => centre.city === 'Bengaluru')).toBe(true);
    expect(city.length).toBeLessThan(karnataka.length);
    expect(filterCentres(centres, bengaluru).map((centre) => centre.locality)).toEqual(['Koramangala']);
  });

  it('can find nothing', () => {
    expect(filterCentres(centres, { state: 'Nowhere', city: '', locality: '' })).toEqual([]);
  });

  it('is counted with the area it covers', () => {
    expect(centresFoundText(3, noCentreFilters)).toBe('3 centres found');
    expect(centresFoundText(1, bengaluru)).toBe('1 centre found in Koramangala, Bengaluru, Karnataka');
    expect(centresFoundText(0, { ...noCentreFilters, state: 'Punjab' })).toBe('0 centres found in Punjab');
  });
});

describe('a centre’s phone link', () => {
  it('dials the digits with the country code', () => {
    expect(telHref('+91 80 4718 2400')).toBe('tel:+918047182400');
    expect(telHref('080 4718 2400')).toBe('tel:08047182400');
  });

  it('gives every centre in the data a ten-digit Indian number', () => {
    for (const centre of centres) expect(telHref(centre.phone)).toMatch(/^tel:\+91\d{10}$/);
  });
});
