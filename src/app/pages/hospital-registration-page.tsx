import { routeManifest } from '@/app/route-manifest';
import { HospitalRegistrationScreen } from '@/features/onboarding/screens/hospital-registration-screen';

/** Hospital registration, owned by the onboarding feature. */
export function HospitalRegistrationPage() {
  return <HospitalRegistrationScreen heading={routeManifest.hospitalOnboard.heading} />;
}
