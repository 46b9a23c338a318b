import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { siteConfig } from '@/lib/site-config';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { medicinesEntry } from '@/app/pages/medicines/entry';
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
      <PageIntro>
        Medicines, vitamins, Ayurveda, baby care and wellness products from licensed pharmacies. Order in the{' '}
        {siteConfig.brandName} app and get them delivered to your door.
      </PageIntro>
      <Section title="Offers" description="Savings on every category, applied automatically at checkout.">
        <MedicineOfferCarousel />
      </Section>
      <Section title="Shop by category">
        <ProductCategoryTiles />
      </Section>
      <DeferredCallbackBlock
        title="Need help with your order?"
        description="Leave your number and our team will call you back about medicines, prescriptions or offers."
        idPrefix="medicines-callback"
      />
      <DeferredFaqBlock category="medicines" />
    </PageContainer>
  );
}
