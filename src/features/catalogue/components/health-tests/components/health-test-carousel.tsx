import { Suspense, lazy } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Carousel } from '@/design-system/carousel/carousel';
import { useHealthChecks } from '@/features/catalogue/api/get-health-checks';
import { useLabTests } from '@/features/catalogue/api/get-lab-tests';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';
import type { LabTest } from '@/features/catalogue/schemas/lab-test';
import { HealthCheckCard } from '@/features/catalogue/components/health-tests/components/health-check-card';
import { healthTestTabs, type HealthTestTab } from '@/features/catalogue/components/health-tests/components/health-test-tabs';
import { LabTestCard } from '@/features/catalogue/components/health-tests/components/lab-test-card';

const HealthTestSkeleton = lazy(() => import('@/features/catalogue/components/health-tests/components/health-test-skeleton'));

/** Drawn with MUI, so loaded only when a list is loading: the page holds both lists, so usually never. */
const skeleton = (
  <Suspense fallback={null}>
    <HealthTestSkeleton />
  </Suspense>
);

type Slide = { kind: 'health-check'; item: HealthCheck } | { kind: 'lab-test'; item: LabTest };

/**
 * One carousel for both tabs: the selected tab's list, its own loading, error and empty states, and
 * `resetKey` bringing it back to the first card whenever the tab changes.
 */
export function HealthTestCarousel({ tab }: { tab: HealthTestTab }) {
  const healthChecks = useHealthChecks();
  const labTests = useLabTests();
  const { carouselLabel, loadingLabel, emptyMessage } = healthTestTabs.find((entry) => entry.value === tab) ?? healthTestTabs[0];
  const response = tab === 'health-checks' ? healthChecks : labTests;
  const status = dataStateOf(
    { data: response.data, error: response.error },
    { errorMessage: 'Failed to fetch data', emptyMessage, skeleton },
  );
  const slides: Slide[] =
    tab === 'health-checks'
      ? (healthChecks.data ?? []).map((item) => ({ kind: 'health-check', item }))
      : (labTests.data ?? []).map((item) => ({ kind: 'lab-test', item }));

  return (
    <DataState status={status} loadingLabel={loadingLabel}>
      <Carousel
        label={carouselLabel}
        items={slides}
        getItemKey={(slide) => `${slide.kind}-${slide.item.id}`}
        renderItem={(slide) => (slide.kind === 'health-check' ? <HealthCheckCard item={slide.item} /> : <LabTestCard item={slide.item} />)}
        resetKey={tab}
      />
    </DataState>
  );
}
