import { Suspense, lazy } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { useFeedback } from '@/features/catalogue/api/get-feedback';
import { FeedbackCard } from '@/features/catalogue/components/feedback/components/feedback-card';

const FeedbackStates = lazy(() => import('@/features/catalogue/components/feedback/components/feedback-states'));

export type FeedbackCarouselProps = {
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
};

/**
 * Home's patient feedback carousel with dots. Plain HTML, as the page holds their data; the loading, error and
 * empty states (DataState) load lazily with MUI.
 */
export function FeedbackCarousel({ label = 'Patient feedback' }: FeedbackCarouselProps) {
  const response = useFeedback();
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data: feedback, error } = response;
  if (feedback === undefined || feedback.length === 0) {
    return (
      <Suspense fallback={null}>
        <FeedbackStates response={{ data: feedback, error }} />
      </Suspense>
    );
  }
  return (
    <Carousel
      label={label}
      items={feedback}
      getItemKey={(item) => item.id}
      renderItem={(item) => <FeedbackCard feedback={item} />}
      showDots
    />
  );
}
