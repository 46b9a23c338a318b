import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer } from '@/design-system/page/page-container';
import { termsEntry } from '@/app/pages/terms/entry';
import { LegalDocument } from '@/app/pages/legal/legal-document';
import { termsLastUpdated, termsSections, termsSummary } from '@/app/pages/terms/terms-content';

/** Terms of use: information and booking, not emergency care; accounts, acceptable use, liability and Indian law. */
export function TermsPage() {
  return (
    <PageContainer>
      <PageHeading>{termsEntry.heading}</PageHeading>
      <LegalDocument lastUpdated={termsLastUpdated} summary={termsSummary} sections={termsSections} />
    </PageContainer>
  );
}
