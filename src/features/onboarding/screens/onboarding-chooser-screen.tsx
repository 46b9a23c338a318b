import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { RegistrationCard } from '@/features/onboarding/components/registration-card';
import { REGISTRATION_CHOICES } from '@/features/onboarding/components/registration-choices';
import { onboardingScreensMessages } from '@/features/onboarding/screens/onboarding-screens-messages';
import styles from '@/features/onboarding/screens/onboarding-chooser-screen.module.css';

type OnboardingChooserScreenProps = {
  /** The page's h1, from the route manifest: 'Healthcare Professional Onboarding'. */
  heading: string;
};

/** /onboard-form: the three registration categories (spec §2), each leading to its form; plain HTML. */
export function OnboardingChooserScreen({ heading }: OnboardingChooserScreenProps) {
  return (
    <PageContainer className={styles.page}>
      <PageHeading>{heading}</PageHeading>
      <p className={styles.intro}>{onboardingScreensMessages.chooserIntro}</p>
      <ul className={styles.choices}>
        {REGISTRATION_CHOICES.map((choice) => (
          <li key={choice.kind}>
            <RegistrationCard choice={choice} />
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
