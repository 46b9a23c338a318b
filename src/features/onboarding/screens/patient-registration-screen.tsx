import { PatientForm } from '@/features/onboarding/components/patient-form';
import { RegistrationFrame } from '@/features/onboarding/components/registration-frame';
import { HEADING_ID, type RegistrationScreenProps } from '@/features/onboarding/screens/registration-screen-props';

/** /patient-onboard-form */
export function PatientRegistrationScreen({ heading }: RegistrationScreenProps) {
  return (
    <RegistrationFrame heading={heading} intro="Register for treatment with one of our partner hospitals. Our care team will call you to plan the next steps.">
      <PatientForm labelledBy={HEADING_ID} />
    </RegistrationFrame>
  );
}
