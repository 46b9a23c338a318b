import type { ReactNode } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useCareProgramList } from '@/features/catalogue/api/get-care-program-list';
import type { CareProgramListItem } from '@/features/catalogue/schemas/care-program-list-item';
import { CareProgramCard } from '@/features/catalogue/components/care-program-list/components/care-program-card';
import { CareProgramListSkeleton } from '@/features/catalogue/components/care-program-list/components/care-program-list-skeleton';
import { careProgramListMessages as m } from '@/features/catalogue/components/care-program-list/care-program-list-messages';

type CareProgramCarouselProps = {
  /** The action at the foot of each card, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (program: CareProgramListItem) => ReactNode;
};

/** The care programs page's programs, one card per slide. */
export function CareProgramCarousel({ renderAction }: CareProgramCarouselProps) {
  const response = useCareProgramList();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    emptyMessage: m.empty,
    skeleton: <CareProgramListSkeleton />,
  });
  return (
    <DataState status={status} loadingLabel={m.loading}>
      <Carousel
        label={m.carouselLabel}
        items={response.data ?? []}
        getItemKey={(program) => program.id}
        renderItem={(program) => <CareProgramCard program={program} action={renderAction?.(program)} />}
      />
    </DataState>
  );
}
