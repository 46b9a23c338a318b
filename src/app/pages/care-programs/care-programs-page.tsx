import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { careProgramsEntry } from '@/app/pages/care-programs/entry';
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
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{careProgramsEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        Doctor-led plans for long-term conditions and pregnancy, with regular check-ins and tests at home.
      </Typography>
      <CareProgramExplainer />
      <CareProgramChoices />
      <DeferredFaqBlock category="programs" />
    </Container>
  );
}
