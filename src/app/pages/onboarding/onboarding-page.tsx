import { onboardEntry } from '@/app/pages/onboarding/entry';
import { OnboardingChooserScreen } from '@/features/onboarding/screens/onboarding-chooser-screen';

/** The registration chooser, owned by the onboarding feature. */
export function OnboardingPage() {
  return <OnboardingChooserScreen heading={onboardEntry.heading} />;
}
