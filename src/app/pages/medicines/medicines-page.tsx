import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { medicinesEntry } from '@/app/pages/medicines/entry';
import { medicinesMessages } from '@/app/pages/medicines/medicines-messages';
import { MedicineOfferCarousel } from '@/features/catalogue/components/medicine-offers/medicine-offer-carousel';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Links only: prerendered HTML until a visitor touches it; its links navigate meanwhile. */
const ProductCategoryTiles = deferHydration(
  () => import('@/features/catalogue/components/product-categories/product-category-tiles').then((module) => module.ProductCategoryTiles),
  'interaction',
);

/** Medicines: current offers, the eight product catalogues, a callback form and the medicines FAQ. */
export function MedicinesPage() {
  return (
    <PageContainer>
      <PageHeading>{medicinesEntry.heading}</PageHeading>
      <PageIntro>{medicinesMessages.intro}</PageIntro>
      <Section title={medicinesMessages.offers.title} description={medicinesMessages.offers.description}>
        <MedicineOfferCarousel />
      </Section>
      <Section title={medicinesMessages.categories}>
        <ProductCategoryTiles />
      </Section>
      <DeferredCallbackBlock
        title={medicinesMessages.callback.title}
        description={medicinesMessages.callback.description}
        idPrefix="medicines-callback"
      />
      <DeferredFaqBlock category="medicines" />
    </PageContainer>
  );
}
