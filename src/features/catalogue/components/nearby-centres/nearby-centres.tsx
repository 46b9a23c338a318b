import { Suspense, lazy, useState } from 'react';
import { useNearbyCentres } from '@/features/catalogue/api/get-nearby-centres';
import { filterCentres, noCentreFilters, type CentreFilters } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { CentreResults } from '@/features/catalogue/components/nearby-centres/components/centre-results';
import { CentreSearchForm } from '@/features/catalogue/components/nearby-centres/components/centre-search-form';

const NearbyCentresStates = lazy(() => import('@/features/catalogue/components/nearby-centres/components/nearby-centres-states'));

/**
 * The centre finder: every centre at first, then those of the area chosen in the selects once the search is submitted.
 * Plain HTML, as the page holds the centres; the loading, error and empty states load lazily with MUI.
 */
export function NearbyCentres() {
  // Both read here, so SWR renders this again when either changes (it re-renders only for what was read).
  const { data, error } = useNearbyCentres();
  const [searched, setSearched] = useState<CentreFilters>(noCentreFilters);
  if (data === undefined || data.centres.length === 0) {
    return (
      <Suspense fallback={null}>
        <NearbyCentresStates response={{ data, error }} />
      </Suspense>
    );
  }
  return (
    <>
      <CentreSearchForm states={data.states} onSearch={setSearched} />
      <CentreResults centres={filterCentres(data.centres, searched)} searched={searched} />
    </>
  );
}
