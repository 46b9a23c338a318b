import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Carousel } from '@/design-system/carousel/carousel';
import { useLabTests } from '@/features/catalogue/api/get-lab-tests';
import { CarouselSkeleton } from '@/features/catalogue/components/derma-essentials/carousel-skeleton';
import { HEALTH_TEST_CARD_HEIGHT } from '@/features/catalogue/components/health-tests/components/health-check-card';
import { LabTestCard } from '@/features/catalogue/components/health-tests/components/lab-test-card';

/** The Prescribed Lab Tests carousel; `resetKey` returns it to the first card. */
export function LabTestCarousel({ resetKey }: { resetKey: string }) {
  const response = useLabTests();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to fetch data',
    emptyMessage: 'No lab tests available.',
    skeleton: <CarouselSkeleton cardHeight={HEALTH_TEST_CARD_HEIGHT} />,
  });
  return (
    <DataState status={status} loadingLabel="Loading lab tests">
      <Carousel
        label="Prescribed lab tests"
        items={response.data ?? []}
        getItemKey={(item) => item.id}
        renderItem={(item) => <LabTestCard item={item} />}
        resetKey={resetKey}
      />
    </DataState>
  );
}
