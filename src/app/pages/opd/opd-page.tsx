import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { siteConfig } from '@/lib/site-config';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { opdEntry } from '@/app/pages/opd/entry';
import { OpdServices } from '@/features/catalogue/components/opd-services/opd-services';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Read only: prerendered HTML until a visitor touches it. */
const OpdWhyUs = deferHydration(() => import('@/app/pages/opd/opd-why-us').then((module) => module.OpdWhyUs), 'interaction');

/** OPD benefits: why us, what the plan covers by category, a callback form and the OPD FAQ. */
export function OpdPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{opdEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>{opdEntry.description}</Typography>
      <Section title={`Why ${siteConfig.brandName} for OPD`}>
        <OpdWhyUs />
      </Section>
      <Section title="What the plan covers" description="Choose a category to see what your employees get.">
        <OpdServices />
      </Section>
      <DeferredCallbackBlock
        title="Plan OPD cover for your team"
        description="Leave your number and our benefits team will call you back with a plan for your company."
        idPrefix="opd-callback"
      />
      <DeferredFaqBlock category="opd" />
    </Container>
  );
}
