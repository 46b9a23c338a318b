import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Carousel } from '@/design-system/carousel/carousel';
import { useHealthChecks } from '@/features/catalogue/api/get-health-checks';
import { CarouselSkeleton } from '@/features/catalogue/components/derma-essentials/carousel-skeleton';
import { HEALTH_TEST_CARD_HEIGHT, HealthCheckCard } from '@/features/catalogue/components/health-tests/components/health-check-card';

/** The Popular Health Checks carousel; `resetKey` returns it to the first card. */
export function HealthCheckCarousel({ resetKey }: { resetKey: string }) {
  const response = useHealthChecks();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to fetch data',
    emptyMessage: 'No health checks available.',
    skeleton: <CarouselSkeleton cardHeight={HEALTH_TEST_CARD_HEIGHT} />,
  });
  return (
    <DataState status={status} loadingLabel="Loading health checks">
      <Carousel
        label="Popular health checks"
        items={response.data ?? []}
        getItemKey={(item) => item.id}
        renderItem={(item) => <HealthCheckCard item={item} />}
        resetKey={resetKey}
      />
    </DataState>
  );
}
