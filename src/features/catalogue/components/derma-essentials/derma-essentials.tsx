import { Carousel } from '@/design-system/carousel/carousel';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Section } from '@/design-system/section/section';
import { useSkincarePackages } from '@/features/catalogue/api/get-skincare-packages';
import { dermaEssentialsMessages } from '@/features/catalogue/components/derma-essentials/derma-essentials-messages';
import {
  SKINCARE_PACKAGE_CARD_HEIGHT,
  SkincarePackageCard,
} from '@/features/catalogue/components/derma-essentials/components/skincare-package-card';

/**
 * Home's Derma Essentials block: a carousel of skincare packages, each opening /package-details/{id}; plain HTML,
 * loading, error and empty included.
 */
export function DermaEssentials() {
  const { data: packages, error } = useSkincarePackages();
  const status = dataStateOf(
    { data: packages, error },
    {
      errorMessage: dermaEssentialsMessages.error,
      emptyMessage: dermaEssentialsMessages.empty,
      skeleton: <CarouselSkeleton cardHeight={SKINCARE_PACKAGE_CARD_HEIGHT} />,
    },
  );
  return (
    <Section
      title={dermaEssentialsMessages.title}
      eyebrow={dermaEssentialsMessages.eyebrow}
      description={dermaEssentialsMessages.description}
    >
      <DataState status={status} loadingLabel={dermaEssentialsMessages.loading}>
        <Carousel
          label={dermaEssentialsMessages.carouselLabel}
          items={packages ?? []}
          getItemKey={(item) => item.id}
          renderItem={(item) => <SkincarePackageCard item={item} />}
        />
      </DataState>
    </Section>
  );
}
