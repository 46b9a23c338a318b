import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { skincareEntryMessages } from '@/app/pages/skincare/skincare-entry-messages';
import { skincareMessages } from '@/app/pages/skincare/skincare-messages';
import { SkincareProductCarousel } from '@/features/catalogue/components/skincare-products/skincare-product-carousel';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Skincare: featured products, a callback form for advice, and the skincare FAQ. */
export function SkincarePage() {
  return (
    <PageContainer>
      <PageHeading>{skincareEntryMessages.heading}</PageHeading>
      <PageIntro>{skincareMessages.intro}</PageIntro>
      <Section title={skincareMessages.featured.title} description={skincareMessages.featured.description}>
        <SkincareProductCarousel />
      </Section>
      <DeferredCallbackBlock
        title={skincareMessages.callback.title}
        description={skincareMessages.callback.description}
        idPrefix="skincare-callback"
      />
      <DeferredFaqBlock category="skincare" />
    </PageContainer>
  );
}
