import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { withToastHost } from '@/design-system/toast/toast-queue';
import { RegistrationFrame } from '@/features/onboarding/components/registration-frame';
import { onboardingScreensMessages } from '@/features/onboarding/screens/onboarding-screens-messages';
import { HEADING_ID, type RegistrationScreenProps } from '@/features/onboarding/screens/registration-screen-props';

/** The form and its validation load when a visitor reaches for it; typed text is kept and a submit held until then. */
const DoctorForm = deferHydration(() => withToastHost(import('@/features/onboarding/components/doctor-form').then((module) => module.DoctorForm)), 'interaction');

/** /doctor-onboard-form: plain HTML but the form. */
export function DoctorRegistrationScreen({ heading }: RegistrationScreenProps) {
  return (
    <RegistrationFrame heading={heading} intro={onboardingScreensMessages.doctorIntro}>
      <DoctorForm labelledBy={HEADING_ID} />
    </RegistrationFrame>
  );
}
