import { doctorOnboardEntry } from '@/app/pages/doctor-registration/entry';
import { DoctorRegistrationScreen } from '@/features/onboarding/screens/doctor-registration-screen';

/** Doctor registration, owned by the onboarding feature. */
export function DoctorRegistrationPage() {
  return <DoctorRegistrationScreen heading={doctorOnboardEntry.heading} />;
}
