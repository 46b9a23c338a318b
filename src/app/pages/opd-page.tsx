import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { siteConfig } from '@/lib/site-config';
import { routeManifest } from '@/app/route-manifest';
import { OpdWhyUs } from '@/app/pages/opd/opd-why-us';
import { OpdServices } from '@/features/catalogue/components/opd-services/opd-services';
import { FaqBlock } from '@/features/catalogue/components/faq/faq-block';
import { CallbackBlock } from '@/features/leads/components/callback-block';

/** OPD benefits: why us, what the plan covers by category, a callback form and the OPD FAQ. */
export function OpdPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.opd.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>{routeManifest.opd.description}</Typography>
      <Section title={`Why ${siteConfig.brandName} for OPD`}>
        <OpdWhyUs />
      </Section>
      <Section title="What the plan covers" description="Choose a category to see what your employees get.">
        <OpdServices />
      </Section>
      <CallbackBlock
        title="Plan OPD cover for your team"
        description="Leave your number and our benefits team will call you back with a plan for your company."
        idPrefix="opd-callback"
      />
      <FaqBlock category="opd" />
    </Container>
  );
}
