import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useSelfChecks } from '@/features/catalogue/api/get-self-checks';
import { SelfCheckCard } from '@/features/catalogue/components/self-checks/components/self-check-card';
import { SelfCheckSkeletons } from '@/features/catalogue/components/self-checks/components/self-check-skeletons';
import { selfChecksMessages as m } from '@/features/catalogue/components/self-checks/self-checks-messages';

export type SelfCheckCarouselProps = {
  /** Where each card's Start Now leads (the self-check assessment). */
  startHref: string;
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
};

/** Home's self-check carousel; plain HTML, loading, error and empty included. */
export function SelfCheckCarousel({ startHref, label = m.carouselLabel }: SelfCheckCarouselProps) {
  const { data: checks, error } = useSelfChecks();
  if (checks === undefined || checks.length === 0) {
    const status = dataStateOf(
      { data: checks, error },
      { errorMessage: m.loadError, emptyMessage: m.empty, skeleton: <SelfCheckSkeletons /> },
    );
    return <DataState status={status} loadingLabel={m.loading} />;
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
