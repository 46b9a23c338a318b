import Container from '@mui/material/Container';
import { PageHeading } from '@/design-system/page/page-heading';
import { routeManifest } from '@/app/route-manifest';
import { LegalDocument } from '@/app/pages/legal/legal-document';
import { termsLastUpdated, termsSections, termsSummary } from '@/app/pages/legal/terms-content';

/** Terms of use: information and booking, not emergency care; accounts, acceptable use, liability and Indian law. */
export function TermsPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.terms.heading}</PageHeading>
      <LegalDocument lastUpdated={termsLastUpdated} summary={termsSummary} sections={termsSections} />
    </Container>
  );
}
