import type { CentreState, DiagnosticCentre } from '@/features/catalogue/schemas/diagnostic-centre';
import { nearbyCentresMessages as m } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages';

/** The three selects' values; '' means "not chosen". */
export type CentreFilters = { state: string; city: string; locality: string };

export type CentreFilterField = keyof CentreFilters;

export const noCentreFilters: CentreFilters = { state: '', city: '', locality: '' };

/** A select's new value; changing the state clears city and locality, changing the city clears the locality (spec §4). */
export function changeCentreFilter(filters: CentreFilters, field: CentreFilterField, value: string): CentreFilters {
  if (filters[field] === value) return filters;
  switch (field) {
    case 'state':
      return { state: value, city: '', locality: '' };
    case 'city':
      return { ...filters, city: value, locality: '' };
    case 'locality':
      return { ...filters, locality: value };
  }
}

/** The cities of the chosen state; none until a state is chosen. */
export function cityOptions(states: readonly CentreState[], filters: CentreFilters): string[] {
  return states.find((state) => state.name === filters.state)?.cities.map((city) => city.name) ?? [];
}

/** The localities of the chosen city; none until a city is chosen. */
export function localityOptions(states: readonly CentreState[], filters: CentreFilters): string[] {
  const state = states.find((candidate) => candidate.name === filters.state);
  return state?.cities.find((city) => city.name === filters.city)?.localities ?? [];
}

/** The centres in the chosen area: every centre until a state is chosen, then narrowed by each choice made. */
export function filterCentres(centres: readonly DiagnosticCentre[], filters: CentreFilters): DiagnosticCentre[] {
  return centres.filter(
    (centre) =>
      (filters.state === '' || centre.state === filters.state) &&
      (filters.city === '' || centre.city === filters.city) &&
      (filters.locality === '' || centre.locality === filters.locality),
  );
}

/** "3 centres found in Bengaluru, Karnataka", "1 centre found", for the results' live region. */
export function centresFoundText(count: number, filters: CentreFilters): string {
  return m.found(count, [filters.locality, filters.city, filters.state].filter(Boolean).join(', '));
}

/** A tel: URL that dials the number from any phone: "+91 80 4718 2400" → "tel:+918047182400". */
export function telHref(phone: string): string {
  return `tel:${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
