import { Suspense, lazy } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { useSelfChecks } from '@/features/catalogue/api/get-self-checks';
import { SelfCheckCard } from '@/features/catalogue/components/self-checks/components/self-check-card';

const SelfChecksStates = lazy(() => import('@/features/catalogue/components/self-checks/components/self-checks-states'));

export type SelfCheckCarouselProps = {
  /** Where each card's Start Now leads (the self-check assessment). */
  startHref: string;
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
};

/**
 * Home's self-check carousel. Plain HTML, as the page holds their data; the loading, error and empty states
 * (DataState) load lazily with MUI.
 */
export function SelfCheckCarousel({ startHref, label = 'Self-checks' }: SelfCheckCarouselProps) {
  const response = useSelfChecks();
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data: checks, error } = response;
  if (checks === undefined || checks.length === 0) {
    return (
      <Suspense fallback={null}>
        <SelfChecksStates response={{ data: checks, error }} />
      </Suspense>
    );
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
