import { MuiTheme } from '@theme/mui-theme';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { HEALTH_TEST_CARD_HEIGHT } from '@/features/catalogue/components/health-tests/components/health-check-card';

/** The carousel's loading skeleton (MUI): loaded only while a tab's list is loading, so the block itself stays plain. */
export default function HealthTestSkeleton() {
  return (
    <MuiTheme>
      <CarouselSkeleton cardHeight={HEALTH_TEST_CARD_HEIGHT} />
    </MuiTheme>
  );
}
