import { Section } from '@/design-system/section/section';
import { CareProgramCarousel } from '@/features/catalogue/components/care-program-list/care-program-carousel';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

const requestCallback = () => <RequestCallbackButton fullWidth />;

/** The programs' carousel, a callback on each. */
export function CareProgramChoices() {
  return (
    <Section title="Choose a program" description="Each price covers the whole program. Request a callback to ask if it suits you.">
      <CareProgramCarousel renderAction={requestCallback} />
    </Section>
  );
}
