import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Section } from '@/design-system/section/section';
import { useScans } from '@/features/catalogue/api/get-scans';
import { SCAN_CARD_HEIGHT, ScanCard } from '@/features/catalogue/components/scans-grid/components/scan-card';
import { scansGridMessages } from '@/features/catalogue/components/scans-grid/scans-grid-messages';
import styles from '@/features/catalogue/components/scans-grid/scans-grid.module.css';

const columns = { xs: 2, md: 4 };

/** Home's grid of the four scans (MRI, CT, ultrasound, X-ray), each opening /medical-services/{id}. */
export function ScansGrid() {
  const response = useScans();
  const status = dataStateOf(response, {
    errorMessage: scansGridMessages.error,
    emptyMessage: scansGridMessages.empty,
    skeleton: <CardSkeletonGrid count={4} cardHeight={SCAN_CARD_HEIGHT} columns={columns} />,
  });
  return (
    <Section title={scansGridMessages.title} eyebrow={scansGridMessages.eyebrow} description={scansGridMessages.description}>
      <DataState status={status} loadingLabel={scansGridMessages.loading}>
        <ul aria-label={scansGridMessages.listLabel} className={styles.list}>
          {(response.data ?? []).map((scan) => (
            <ScanCard key={scan.id} scan={scan} />
          ))}
        </ul>
      </DataState>
    </Section>
  );
}
