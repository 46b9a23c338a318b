import { patientOnboardEntry } from '@/app/pages/patient-registration/entry';
import { PatientRegistrationScreen } from '@/features/onboarding/screens/patient-registration-screen';

/** Patient registration, owned by the onboarding feature. */
export function PatientRegistrationPage() {
  return <PatientRegistrationScreen heading={patientOnboardEntry.heading} />;
}
