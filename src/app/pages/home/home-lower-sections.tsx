import { Section } from '@/design-system/section/section';
import { FeedbackCarousel } from '@/features/catalogue/components/feedback/feedback-carousel';
import { HomeCarePrograms } from '@/features/catalogue/components/home-care-programs/home-care-programs';
import { SelfCheckCarousel } from '@/features/catalogue/components/self-checks/self-check-carousel';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { homeLowerMessages } from '@/app/pages/home/lower/home-lower-messages';
import { selfCheckRoute } from '@/app/pages/self-check/route';

const { carePrograms, selfChecks, feedback } = homeLowerMessages;

/** Home's care programs (with the 10-digit callback dialog), self-check and feedback blocks. */
export function HomeLowerSections() {
  return (
    <>
      <Section title={carePrograms.title} description={carePrograms.description}>
        <HomeCarePrograms label={carePrograms.carouselLabel} renderAction={() => <RequestCallbackButton fullWidth limitToTenDigits />} />
      </Section>
      <Section title={selfChecks.title} description={selfChecks.description}>
        <SelfCheckCarousel label={selfChecks.carouselLabel} startHref={selfCheckRoute.path} />
      </Section>
      <Section title={feedback.title} description={feedback.description}>
        <FeedbackCarousel label={feedback.carouselLabel} />
      </Section>
    </>
  );
}
