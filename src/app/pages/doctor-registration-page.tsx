import { routeManifest } from '@/app/route-manifest';
import { DoctorRegistrationScreen } from '@/features/onboarding/screens/doctor-registration-screen';

/** Doctor registration, owned by the onboarding feature. */
export function DoctorRegistrationPage() {
  return <DoctorRegistrationScreen heading={routeManifest.doctorOnboard.heading} />;
}
