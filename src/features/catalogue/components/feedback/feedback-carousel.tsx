import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useFeedback } from '@/features/catalogue/api/get-feedback';
import { FeedbackCard } from '@/features/catalogue/components/feedback/components/feedback-card';
import { FeedbackSkeletons } from '@/features/catalogue/components/feedback/components/feedback-skeletons';

export type FeedbackCarouselProps = {
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
};

/** Home's patient feedback carousel with dots, with its loading, error and empty states. */
export function FeedbackCarousel({ label = 'Patient feedback' }: FeedbackCarouselProps) {
  const response = useFeedback();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No feedback available.',
    skeleton: <FeedbackSkeletons />,
  });
  return (
    <DataState status={status} loadingLabel="Loading patient feedback">
      <Carousel
        label={label}
        items={response.data ?? []}
        getItemKey={(feedback) => feedback.id}
        renderItem={(feedback) => <FeedbackCard feedback={feedback} />}
        showDots
      />
    </DataState>
  );
}
