import { Suspense, lazy } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { Section } from '@/design-system/section/section';
import { useSkincarePackages } from '@/features/catalogue/api/get-skincare-packages';
import { SkincarePackageCard } from '@/features/catalogue/components/derma-essentials/components/skincare-package-card';

const DermaEssentialsStates = lazy(() => import('@/features/catalogue/components/derma-essentials/components/derma-essentials-states'));

/**
 * Home's Derma Essentials block: a carousel of skincare packages, each opening /package-details/{id}. Plain HTML,
 * as the page holds their data; the loading, error and empty states (DataState) load lazily with MUI.
 */
export function DermaEssentials() {
  const response = useSkincarePackages();
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data: packages, error } = response;
  return (
    <Section
      title="Derma Essentials"
      eyebrow="Skincare"
      description="Skincare kits for acne, pigmentation, hair fall and more."
    >
      {packages !== undefined && packages.length > 0 ? (
        <Carousel
          label="Skincare packages"
          items={packages}
          getItemKey={(item) => item.id}
          renderItem={(item) => <SkincarePackageCard item={item} />}
        />
      ) : (
        <Suspense fallback={null}>
          <DermaEssentialsStates response={{ data: packages, error }} />
        </Suspense>
      )}
    </Section>
  );
}
