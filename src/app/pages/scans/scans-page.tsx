import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { scansEntryMessages } from '@/app/pages/scans/scans-entry-messages';
import { scansMessages } from '@/app/pages/scans/scans-messages';
import { DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Cards that are links only (plain): prerendered HTML until a visitor touches them; their links navigate meanwhile. */
const ScansGrid = deferHydration(
  () => import('@/features/catalogue/components/scans-grid/scans-grid').then((module) => module.ScansGrid),
  'interaction',
  { plain: true },
);
/** Callback buttons below the fold (plain): hydrate as they come into view. */
const BookedScansSection = deferHydration(
  () => import('@/app/pages/scans/booked-scans-section').then((module) => module.BookedScansSection),
  'visible',
  { plain: true },
);

/** Scans: the four kinds of scan (each opening its services), the frequently booked scans with a callback on each, and the FAQ. */
export function ScansPage() {
  return (
    <PageContainer>
      <PageHeading>{scansEntryMessages.heading}</PageHeading>
      <PageIntro>{scansMessages.intro}</PageIntro>
      <ScansGrid />
      <BookedScansSection />
      <DeferredFaqBlock category="scans" />
    </PageContainer>
  );
}
