import { Section } from '@/design-system/section/section';
import { BookedScans } from '@/features/catalogue/components/booked-scans/booked-scans';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { scansMessages } from '@/app/pages/scans/scans-messages';

const requestCallback = () => <RequestCallbackButton variant="outlined" fullWidth />;

/** The frequently booked scans, a callback on each. */
export function BookedScansSection() {
  return (
    <Section title={scansMessages.bookedScans.title} description={scansMessages.bookedScans.description}>
      <BookedScans renderAction={requestCallback} />
    </Section>
  );
}
