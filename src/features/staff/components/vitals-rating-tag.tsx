import { StatusTag, type StatusTone } from '@/design-system/status-tag/status-tag';
import { RATING_LABELS } from '@/features/staff/components/speed-messages';
import type { VitalsRating } from '@/lib/vitals/vitals-metrics';

const RATING_TONES: Readonly<Record<VitalsRating, StatusTone>> = { good: 'success', 'needs-improvement': 'warning', poor: 'error' };

/** Google's rating of a figure, in words first ("Needs improvement"), its colour repeating them. */
export function VitalsRatingTag({ rating }: { rating: VitalsRating }) {
  return <StatusTag label={RATING_LABELS[rating]} tone={RATING_TONES[rating]} />;
}
