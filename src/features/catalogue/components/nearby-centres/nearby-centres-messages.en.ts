import { plural } from '@/lib/i18n/plural';

export const en = {
  loadError: 'Failed to load data.',
  empty: 'No centres available.',
  loading: 'Loading centres',
  formLabel: 'Find a diagnostic centre',
  state: 'State',
  city: 'City',
  locality: 'Locality',
  allStates: 'All states',
  allCities: 'All cities',
  allLocalities: 'All localities',
  chooseStateFirst: 'Choose a state first',
  chooseCityFirst: 'Choose a city first',
  noCities: (state: string) => `No cities listed for ${state}`,
  noLocalities: (city: string) => `No localities listed for ${city}`,
  submit: 'Find centres',
  resultsHeading: 'Diagnostic centres',
  /** "3 centres found in Bengaluru, Karnataka"; `area` is '' when no filter was chosen. */
  found: (count: number, area: string) =>
    `${plural(count, { one: `${count} centre`, other: `${count} centres` })} found${area ? ` in ${area}` : ''}`,
  noneInArea: 'No centres found in this area. Try another city or locality, or search a whole state.',
  status: 'Status',
  address: 'Address',
  hours: 'Hours',
  phone: 'Phone',
  openNow: (closes: string) => `Open now · closes ${closes}`,
  closedNow: (opens: string) => `Closed · opens ${opens}`,
  /** The data file's status ('Open Now' or e.g. 'Closed'), shown before hydration and for hours that do not parse. */
  fileStatus: (status: string) => status,
};
