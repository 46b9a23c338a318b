import Container from '@mui/material/Container';
import { PageHeading } from '@/design-system/page/page-heading';
import { privacyEntry } from '@/app/pages/privacy/entry';
import { LegalDocument } from '@/app/pages/legal/legal-document';
import { privacyLastUpdated, privacySections, privacySummary } from '@/app/pages/privacy/privacy-content';

/** Privacy policy: what we collect, why, for how long, with whom we share it, and your rights under the DPDP Act. */
export function PrivacyPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{privacyEntry.heading}</PageHeading>
      <LegalDocument lastUpdated={privacyLastUpdated} summary={privacySummary} sections={privacySections} />
    </Container>
  );
}
