import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useSelfChecks } from '@/features/catalogue/api/get-self-checks';
import { SelfCheckCard } from '@/features/catalogue/components/self-checks/components/self-check-card';
import { SelfCheckSkeletons } from '@/features/catalogue/components/self-checks/components/self-check-skeletons';

export type SelfCheckCarouselProps = {
  /** Where each card's Start Now leads (the self-check assessment). */
  startHref: string;
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
};

/** Home's self-check carousel, with its loading, error and empty states. */
export function SelfCheckCarousel({ startHref, label = 'Self-checks' }: SelfCheckCarouselProps) {
  const response = useSelfChecks();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No self-checks available.',
    skeleton: <SelfCheckSkeletons />,
  });
  return (
    <DataState status={status} loadingLabel="Loading self-checks">
      <Carousel
        label={label}
        items={response.data ?? []}
        getItemKey={(check) => check.id}
        renderItem={(check) => <SelfCheckCard check={check} startHref={startHref} />}
      />
    </DataState>
  );
}
