import { Section } from '@/design-system/section/section';
import { CareProgramCarousel } from '@/features/catalogue/components/care-program-list/care-program-carousel';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { careProgramsMessages } from '@/app/pages/care-programs/care-programs-messages';

const requestCallback = () => <RequestCallbackButton fullWidth />;

/** The programs' carousel, a callback on each. */
export function CareProgramChoices() {
  return (
    <Section title={careProgramsMessages.choices.title} description={careProgramsMessages.choices.description}>
      <CareProgramCarousel renderAction={requestCallback} />
    </Section>
  );
}
