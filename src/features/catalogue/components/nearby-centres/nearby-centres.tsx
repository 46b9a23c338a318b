import { useState } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useNearbyCentres } from '@/features/catalogue/api/get-nearby-centres';
import { filterCentres, noCentreFilters, type CentreFilters } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { CentreResults } from '@/features/catalogue/components/nearby-centres/components/centre-results';
import { CentreSearchForm } from '@/features/catalogue/components/nearby-centres/components/centre-search-form';
import { NearbyCentresSkeleton } from '@/features/catalogue/components/nearby-centres/components/nearby-centres-skeleton';
import { nearbyCentresMessages as m } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages';

/**
 * The centre finder: every centre at first, then those of the area chosen in the selects once the search is submitted.
 * Plain HTML, loading, error and empty included.
 */
export function NearbyCentres() {
  const { data, error } = useNearbyCentres();
  const [searched, setSearched] = useState<CentreFilters>(noCentreFilters);
  if (data === undefined || data.centres.length === 0) {
    const status = dataStateOf(
      { data, error },
      {
        errorMessage: m.loadError,
        emptyMessage: m.empty,
        isEmpty: (loaded) => loaded.centres.length === 0,
        skeleton: <NearbyCentresSkeleton />,
      },
    );
    return <DataState status={status} loadingLabel={m.loading} />;
  }
  return (
    <>
      <CentreSearchForm states={data.states} onSearch={setSearched} />
      <CentreResults centres={filterCentres(data.centres, searched)} searched={searched} />
    </>
  );
}
