import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { careProgramsEntryMessages } from '@/app/pages/care-programs/care-programs-entry-messages';
import { careProgramsMessages } from '@/app/pages/care-programs/care-programs-messages';
import { DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Read only: prerendered HTML until a visitor touches it. */
const CareProgramExplainer = deferHydration(
  () => import('@/app/pages/care-programs/care-program-explainer').then((module) => module.CareProgramExplainer),
  'interaction',
);
/** A carousel below the fold: hydrates as it nears the viewport. */
const CareProgramChoices = deferHydration(() => import('@/app/pages/care-programs/care-program-choices').then((module) => module.CareProgramChoices), 'visible');

/** Care programs: what a program is and how it works, the programs with a callback on each, and the FAQ. */
export function CareProgramsPage() {
  return (
    <PageContainer>
      <PageHeading>{careProgramsEntryMessages.heading}</PageHeading>
      <PageIntro>{careProgramsMessages.intro}</PageIntro>
      <CareProgramExplainer />
      <CareProgramChoices />
      <DeferredFaqBlock category="programs" />
    </PageContainer>
  );
}
