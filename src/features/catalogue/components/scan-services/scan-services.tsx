import type { ReactNode } from 'react';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useScanServices } from '@/features/catalogue/api/get-scan-services';
import { withScanServiceDefaults, type ScanServiceWithDefaults } from '@/features/catalogue/model/scan-service-defaults';
import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import { SCAN_SERVICE_CARD_HEIGHT, ScanServiceCard } from '@/features/catalogue/components/scan-services/components/scan-service-card';
import { scanServiceTitles } from '@/features/catalogue/components/scan-services/scan-service-titles';
import { scanServicesMessages } from '@/features/catalogue/components/scan-services/scan-services-messages';
import { cardGridClassName } from '@/design-system/card-grid/card-grid';

const columns = { xs: 1, sm: 2, md: 3 };

type ScanServicesProps = {
  /** Which scan's services: mri, ct, ultrasound or xray. */
  kind: ScanServiceKind;
  /** The action on each card, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (service: ScanServiceWithDefaults) => ReactNode;
};

/** The grid of one scan's services (/medical-services/{id}), with the defaults of spec §9 filled in. */
export function ScanServices({ kind, renderAction }: ScanServicesProps) {
  const response = useScanServices(kind);
  const status = dataStateOf(response, {
    errorMessage: scanServicesMessages.error,
    emptyMessage: scanServicesMessages.empty,
    skeleton: <CardSkeletonGrid count={6} cardHeight={SCAN_SERVICE_CARD_HEIGHT} columns={columns} />,
  });
  return (
    <DataState status={status} loadingLabel={scanServicesMessages.loading}>
      <ul aria-label={scanServiceTitles[kind]} className={cardGridClassName()}>
        {(response.data ?? []).map((raw) => {
          const service = withScanServiceDefaults(raw);
          return (
            <li key={service.name}>
              <ScanServiceCard service={service} action={renderAction?.(service)} />
            </li>
          );
        })}
      </ul>
    </DataState>
  );
}
