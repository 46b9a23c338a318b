import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { siteConfig } from '@/lib/site-config';
import { skincareEntry } from '@/app/pages/skincare/entry';
import { SkincareProductCarousel } from '@/features/catalogue/components/skincare-products/skincare-product-carousel';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Skincare: featured products, a callback form for advice, and the skincare FAQ. */
export function SkincarePage() {
  return (
    <PageContainer>
      <PageHeading>{skincareEntry.heading}</PageHeading>
      <PageIntro>
        Serums, moisturisers, sunscreens and cleansers picked with dermatologists. Order in the {siteConfig.brandName} app,
        or ask us what suits your skin.
      </PageIntro>
      <Section title="Featured products" description="Everyday essentials for healthy skin, at a discount on MRP.">
        <SkincareProductCarousel />
      </Section>
      <DeferredCallbackBlock
        title="Not sure what suits your skin?"
        description="Leave your number and our health expert will call you back to help you choose."
        idPrefix="skincare-callback"
      />
      <DeferredFaqBlock category="skincare" />
    </PageContainer>
  );
}
