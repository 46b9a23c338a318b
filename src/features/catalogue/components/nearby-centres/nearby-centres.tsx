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
  const response = useNearbyCentres();
  const [searched, setSearched] = useState<CentreFilters>(noCentreFilters);
  if (response.data === undefined || response.data.centres.length === 0) {
    return (
      <Suspense fallback={null}>
        <NearbyCentresStates response={response} />
      </Suspense>
    );
  }
  return (
    <>
      <CentreSearchForm states={response.data.states} onSearch={setSearched} />
      <CentreResults centres={filterCentres(response.data.centres, searched)} searched={searched} />
    </>
  );
}
