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

/** Home's self-check carousel; plain HTML, loading, error and empty included. */
export function SelfCheckCarousel({ startHref, label = 'Self-checks' }: SelfCheckCarouselProps) {
  const { data: checks, error } = useSelfChecks();
  if (checks === undefined || checks.length === 0) {
    const status = dataStateOf(
      { data: checks, error },
      { errorMessage: 'Failed to load data.', emptyMessage: 'No self-checks available.', skeleton: <SelfCheckSkeletons /> },
    );
    return <DataState status={status} loadingLabel="Loading self-checks" />;
  }
  return (
    <Carousel
      label={label}
      items={checks}
      getItemKey={(check) => check.id}
      renderItem={(check) => <SelfCheckCard check={check} startHref={startHref} />}
    />
  );
}
