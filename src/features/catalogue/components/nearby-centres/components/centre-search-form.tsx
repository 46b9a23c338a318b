import { useReducer, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import type { CentreState } from '@/features/catalogue/schemas/diagnostic-centre';
import {
  changeCentreFilter,
  cityOptions,
  localityOptions,
  noCentreFilters,
  type CentreFilterField,
  type CentreFilters,
} from '@/features/catalogue/components/nearby-centres/centre-filters';
import { CentreSelect } from '@/features/catalogue/components/nearby-centres/components/centre-select';

type CentreSearchFormProps = {
  /** The state → city → locality tree. */
  states: readonly CentreState[];
  /** Called with the chosen area when the form is submitted; the results change only then. */
  onSearch: (filters: CentreFilters) => void;
};

const reduce = (filters: CentreFilters, change: { field: CentreFilterField; value: string }) =>
  changeCentreFilter(filters, change.field, change.value);

/** State, city and locality selects, each enabled once the one above is chosen, and the Find centres button. */
export function CentreSearchForm({ states, onSearch }: CentreSearchFormProps) {
  const [filters, change] = useReducer(reduce, noCentreFilters);
  const cities = cityOptions(states, filters);
  const localities = localityOptions(states, filters);
  const cityReason = !filters.state ? 'Choose a state first' : cities.length === 0 ? `No cities listed for ${filters.state}` : undefined;
  const localityReason = !filters.city
    ? 'Choose a city first'
    : localities.length === 0
      ? `No localities listed for ${filters.city}`
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filters);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Find a diagnostic centre"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' } }}
    >
      <CentreSelect
        label="State"
        name="state"
        value={filters.state}
        options={states.map((state) => state.name)}
        placeholder="All states"
        onChange={(value) => change({ field: 'state', value })}
      />
      <CentreSelect
        label="City"
        name="city"
        value={filters.city}
        options={cities}
        placeholder="All cities"
        disabledReason={cityReason}
        onChange={(value) => change({ field: 'city', value })}
      />
      <CentreSelect
        label="Locality"
        name="locality"
        value={filters.locality}
        options={localities}
        placeholder="All localities"
        disabledReason={localityReason}
        onChange={(value) => change({ field: 'locality', value })}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={(theme) => ({ [theme.breakpoints.up('md')]: { mt: 3.5, minHeight: theme.spacing(7) } })}>
        Find centres
      </Button>
    </Box>
  );
}
