import { HospitalForm } from '@/features/onboarding/components/hospital-form';
import { RegistrationFrame } from '@/features/onboarding/components/registration-frame';
import { HEADING_ID, type RegistrationScreenProps } from '@/features/onboarding/screens/registration-screen-props';

/** /hospital-onboard-form */
export function HospitalRegistrationScreen({ heading }: RegistrationScreenProps) {
  return (
    <RegistrationFrame heading={heading} intro="Partner with us to receive patient referrals. We verify the registration and accreditation before listing the hospital.">
      <HospitalForm labelledBy={HEADING_ID} />
    </RegistrationFrame>
  );
}
