import { Section } from '@/design-system/section/section';
import { BookedScans } from '@/features/catalogue/components/booked-scans/booked-scans';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

const requestCallback = () => <RequestCallbackButton variant="outlined" fullWidth />;

/** The frequently booked scans, a callback on each. */
export function BookedScansSection() {
  return (
    <Section title="Frequently booked scans" description="Request a callback and we will book a slot at a centre near you.">
      <BookedScans renderAction={requestCallback} />
    </Section>
  );
}
