import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useOpdServices } from '@/features/catalogue/api/get-opd-services';
import { OpdServiceTabs } from '@/features/catalogue/components/opd-services/components/opd-service-tabs';
import { OpdServicesSkeleton } from '@/features/catalogue/components/opd-services/components/opd-services-skeleton';

type OpdServicesProps = {
  /** Accessible name of the tab list, e.g. "OPD service categories". */
  label?: string;
};

/** The OPD page's services, one tab per category with its image and what it covers; the first is selected. */
export function OpdServices({ label = 'OPD service categories' }: OpdServicesProps) {
  const response = useOpdServices();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No services available.',
    skeleton: <OpdServicesSkeleton />,
  });
  return (
    <DataState status={status} loadingLabel="Loading services">
      <OpdServiceTabs services={response.data ?? []} label={label} />
    </DataState>
  );
}
