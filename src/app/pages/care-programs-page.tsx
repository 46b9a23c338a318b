import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { routeManifest } from '@/app/route-manifest';
import { CareProgramExplainer } from '@/app/pages/care-programs/care-program-explainer';
import { CareProgramCarousel } from '@/features/catalogue/components/care-program-list/care-program-carousel';
import { FaqBlock } from '@/features/catalogue/components/faq/faq-block';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** Care programs: what a program is and how it works, the programs with a callback on each, and the FAQ. */
export function CareProgramsPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.carePrograms.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        Doctor-led plans for long-term conditions and pregnancy, with regular check-ins and tests at home.
      </Typography>
      <CareProgramExplainer />
      <Section title="Choose a program" description="Each price covers the whole program. Request a callback to ask if it suits you.">
        <CareProgramCarousel renderAction={() => <RequestCallbackButton fullWidth />} />
      </Section>
      <FaqBlock category="programs" />
    </Container>
  );
}
