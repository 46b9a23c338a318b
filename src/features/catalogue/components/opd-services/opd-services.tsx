import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useOpdServices } from '@/features/catalogue/api/get-opd-services';
import { OpdServiceTabs } from '@/features/catalogue/components/opd-services/components/opd-service-tabs';
import { OpdServicesSkeleton } from '@/features/catalogue/components/opd-services/components/opd-services-skeleton';
import { opdServicesMessages as m } from '@/features/catalogue/components/opd-services/opd-services-messages';

type OpdServicesProps = {
  /** Accessible name of the tab list, e.g. "OPD service categories". */
  label?: string;
};

/** The OPD page's services, one tab per category with its image and what it covers; the first is selected. */
export function OpdServices({ label = m.tabsLabel }: OpdServicesProps) {
  const response = useOpdServices();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    emptyMessage: m.empty,
    skeleton: <OpdServicesSkeleton />,
  });
  return (
    <DataState status={status} loadingLabel={m.loading}>
      <OpdServiceTabs services={response.data ?? []} label={label} />
    </DataState>
  );
}
