import { useState } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useNearbyCentres } from '@/features/catalogue/api/get-nearby-centres';
import { filterCentres, noCentreFilters, type CentreFilters } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { CentreResults } from '@/features/catalogue/components/nearby-centres/components/centre-results';
import { CentreSearchForm } from '@/features/catalogue/components/nearby-centres/components/centre-search-form';
import { NearbyCentresSkeleton } from '@/features/catalogue/components/nearby-centres/components/nearby-centres-skeleton';

/** The centre finder: every centre at first, then those of the area chosen in the selects once the search is submitted. */
export function NearbyCentres() {
  const response = useNearbyCentres();
  const [searched, setSearched] = useState<CentreFilters>(noCentreFilters);
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No centres available.',
    isEmpty: (data) => data.centres.length === 0,
    skeleton: <NearbyCentresSkeleton />,
  });
  return (
    <DataState status={status} loadingLabel="Loading centres">
      {response.data && (
        <>
          <CentreSearchForm states={response.data.states} onSearch={setSearched} />
          <CentreResults centres={filterCentres(response.data.centres, searched)} searched={searched} />
        </>
      )}
    </DataState>
  );
}
