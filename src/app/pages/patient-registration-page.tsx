import { routeManifest } from '@/app/route-manifest';
import { PatientRegistrationScreen } from '@/features/onboarding/screens/patient-registration-screen';

/** Patient registration, owned by the onboarding feature. */
export function PatientRegistrationPage() {
  return <PatientRegistrationScreen heading={routeManifest.patientOnboard.heading} />;
}
