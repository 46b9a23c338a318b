import { useReducer, type FormEvent } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { searchPath } from '@/design-system/icon/material-icon-paths';
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
import styles from '@/features/catalogue/components/nearby-centres/components/centre-search-form.module.css';

type CentreSearchFormProps = {
  /** The state → city → locality tree. */
  states: readonly CentreState[];
  /** Called with the chosen area when the form is submitted; the results change only then. */
  onSearch: (filters: CentreFilters) => void;
};

const reduce = (filters: CentreFilters, change: { field: CentreFilterField; value: string }) =>
  changeCentreFilter(filters, change.field, change.value);

/** State, city and locality selects, each enabled once the one above is chosen, and the Find centres button; plain HTML. */
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
    <form role="search" aria-label="Find a diagnostic centre" onSubmit={submit} noValidate className={styles.form}>
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
      <div className={styles.submit}>
        <PlainButton type="submit" startIcon={<Icon path={searchPath} size={20} />}>
          Find centres
        </PlainButton>
      </div>
    </form>
  );
}
