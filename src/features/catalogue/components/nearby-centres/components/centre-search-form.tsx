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
import { nearbyCentresMessages as m } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages';
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
  const cityReason = !filters.state ? m.chooseStateFirst : cities.length === 0 ? m.noCities(filters.state) : undefined;
  const localityReason = !filters.city
    ? m.chooseCityFirst
    : localities.length === 0
      ? m.noLocalities(filters.city)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filters);
  };

  return (
    <form role="search" aria-label={m.formLabel} onSubmit={submit} noValidate className={styles.form}>
      <CentreSelect
        label={m.state}
        name="state"
        value={filters.state}
        options={states.map((state) => state.name)}
        placeholder={m.allStates}
        onChange={(value) => change({ field: 'state', value })}
      />
      <CentreSelect
        label={m.city}
        name="city"
        value={filters.city}
        options={cities}
        placeholder={m.allCities}
        disabledReason={cityReason}
        onChange={(value) => change({ field: 'city', value })}
      />
      <CentreSelect
        label={m.locality}
        name="locality"
        value={filters.locality}
        options={localities}
        placeholder={m.allLocalities}
        disabledReason={localityReason}
        onChange={(value) => change({ field: 'locality', value })}
      />
      <div className={styles.submit}>
        <PlainButton type="submit" startIcon={<Icon path={searchPath} size={20} />}>
          {m.submit}
        </PlainButton>
      </div>
    </form>
  );
}
