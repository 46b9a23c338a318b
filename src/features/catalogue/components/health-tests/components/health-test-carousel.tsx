import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Carousel } from '@/design-system/carousel/carousel';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { useHealthChecks } from '@/features/catalogue/api/get-health-checks';
import { useLabTests } from '@/features/catalogue/api/get-lab-tests';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';
import type { LabTest } from '@/features/catalogue/schemas/lab-test';
import { HEALTH_TEST_CARD_HEIGHT, HealthCheckCard } from '@/features/catalogue/components/health-tests/components/health-check-card';
import { healthTestTabs, type HealthTestTab } from '@/features/catalogue/components/health-tests/components/health-test-tabs';
import { healthTestsMessages } from '@/features/catalogue/components/health-tests/health-tests-messages';
import { LabTestCard } from '@/features/catalogue/components/health-tests/components/lab-test-card';

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
    { errorMessage: healthTestsMessages.error, emptyMessage, skeleton: <CarouselSkeleton cardHeight={HEALTH_TEST_CARD_HEIGHT} /> },
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
