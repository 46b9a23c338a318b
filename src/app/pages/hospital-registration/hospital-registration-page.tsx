import { hospitalOnboardEntry } from '@/app/pages/hospital-registration/entry';
import { HospitalRegistrationScreen } from '@/features/onboarding/screens/hospital-registration-screen';

/** Hospital registration, owned by the onboarding feature. */
export function HospitalRegistrationPage() {
  return <HospitalRegistrationScreen heading={hospitalOnboardEntry.heading} />;
}
