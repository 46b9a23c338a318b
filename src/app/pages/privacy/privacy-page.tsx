import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer } from '@/design-system/page/page-container';
import { privacyEntry } from '@/app/pages/privacy/entry';
import { LegalDocument } from '@/app/pages/legal/legal-document';
import { privacyLastUpdated, privacySections, privacySummary } from '@/app/pages/privacy/privacy-content';

/** Privacy policy: what we collect, why, for how long, with whom we share it, and your rights under the DPDP Act. */
export function PrivacyPage() {
  return (
    <PageContainer>
      <PageHeading>{privacyEntry.heading}</PageHeading>
      <LegalDocument lastUpdated={privacyLastUpdated} summary={privacySummary} sections={privacySections} />
    </PageContainer>
  );
}
