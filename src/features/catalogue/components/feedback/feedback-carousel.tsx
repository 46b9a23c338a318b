import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useFeedback } from '@/features/catalogue/api/get-feedback';
import { FeedbackCard } from '@/features/catalogue/components/feedback/components/feedback-card';
import { FeedbackSkeletons } from '@/features/catalogue/components/feedback/components/feedback-skeletons';
import { feedbackMessages as m } from '@/features/catalogue/components/feedback/feedback-messages';

export type FeedbackCarouselProps = {
  /** Accessible name of the carousel; keep it different from the section heading. */
  label?: string;
};

/** Home's patient feedback carousel with dots; plain HTML, loading, error and empty included. */
export function FeedbackCarousel({ label = m.carouselLabel }: FeedbackCarouselProps) {
  const { data: feedback, error } = useFeedback();
  if (feedback === undefined || feedback.length === 0) {
    const status = dataStateOf(
      { data: feedback, error },
      { errorMessage: m.loadError, emptyMessage: m.empty, skeleton: <FeedbackSkeletons /> },
    );
    return <DataState status={status} loadingLabel={m.loading} />;
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
