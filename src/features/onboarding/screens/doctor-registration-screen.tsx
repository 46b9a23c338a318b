import { DoctorForm } from '@/features/onboarding/components/doctor-form';
import { RegistrationFrame } from '@/features/onboarding/components/registration-frame';
import { HEADING_ID, type RegistrationScreenProps } from '@/features/onboarding/screens/registration-screen-props';

/** /doctor-onboard-form */
export function DoctorRegistrationScreen({ heading }: RegistrationScreenProps) {
  return (
    <RegistrationFrame heading={heading} intro="Join our network of doctors. We verify every registration with the issuing medical council before your profile goes live.">
      <DoctorForm labelledBy={HEADING_ID} />
    </RegistrationFrame>
  );
}
