import type { ReactNode } from 'react';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useBookedScans } from '@/features/catalogue/api/get-booked-scans';
import type { BookedScan } from '@/features/catalogue/schemas/booked-scan';
import { BOOKED_SCAN_CARD_HEIGHT, BookedScanCard } from '@/features/catalogue/components/booked-scans/components/booked-scan-card';
import { bookedScansMessages } from '@/features/catalogue/components/booked-scans/booked-scans-messages';
import { cardGridClassName } from '@/design-system/card-grid/card-grid';

const columns = { xs: 1, sm: 2, md: 3, lg: 4 };

type BookedScansProps = {
  /** The action on each scan, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (scan: BookedScan) => ReactNode;
};

/** The scans page's frequently booked scans: name and price, each with an action. */
export function BookedScans({ renderAction }: BookedScansProps) {
  const response = useBookedScans();
  const status = dataStateOf(response, {
    errorMessage: bookedScansMessages.error,
    emptyMessage: bookedScansMessages.empty,
    skeleton: <CardSkeletonGrid count={4} cardHeight={BOOKED_SCAN_CARD_HEIGHT} columns={columns} />,
  });
  return (
    <DataState status={status} loadingLabel={bookedScansMessages.loading}>
      <ul aria-label={bookedScansMessages.listLabel} className={cardGridClassName({ maxColumns: 4 })}>
        {(response.data ?? []).map((scan) => (
          <li key={scan.id}>
            <BookedScanCard scan={scan} action={renderAction?.(scan)} />
          </li>
        ))}
      </ul>
    </DataState>
  );
}
