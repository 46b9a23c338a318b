import type { DefaultValues } from 'react-hook-form';
import { Form } from '@/design-system/form/form';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { BLOOD_GROUPS, PATIENT_GENDERS } from '@/features/onboarding/api/onboarding-options';
import { patientFormSchema, type PatientFormValues, type PatientRequest } from '@/features/onboarding/api/patient-schema';
import { useRegisterPatient } from '@/features/onboarding/api/register-patient';
import { ConsentSection } from '@/features/onboarding/components/consent-section';
import { ContactFields } from '@/features/onboarding/components/contact-fields';
import { asOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { PatientIdProofs } from '@/features/onboarding/components/patient-id-proofs';
import { PatientPayment } from '@/features/onboarding/components/patient-payment';
import { RegistrationFailure } from '@/features/onboarding/components/registration-failure';
import { useRegistrationSubmit } from '@/features/onboarding/components/use-registration-submit';

const emptyPatient: DefaultValues<PatientFormValues> = {
  fullName: '',
  age: '',
  bloodGroup: '',
  mobileNumber: '',
  email: '',
  permanentAddress: '',
  aadharAvailable: true,
  aadharNumber: '',
  ayushmanAvailable: true,
  pmjayId: '',
  rationCardAvailable: true,
  otherIDProof: '',
  chiefComplaint: '',
  plannedTreatment: '',
  investigationReports: '',
  comorbidities: '',
  treatmentOption: '',
  insuranceCompany: '',
  insurancePolicyNumber: '',
  declaration: false,
  privacyPolicy: false,
  termsConditions: false,
  signature: '',
};

const consentNotice = {
  collected: 'your name, age, contact details, ID numbers, the medical details you write here and how you plan to pay.',
  purpose: 'To plan your treatment with our partner doctors and hospitals and to check your eligibility under PMJAY or your insurance.',
};

type PatientFormProps = { labelledBy: string };

/** Patient registration (spec §3): sent as JSON to POST /api/patients. */
export function PatientForm({ labelledBy }: PatientFormProps) {
  const form = useZodForm(patientFormSchema, { defaultValues: emptyPatient });
  const { trigger } = useRegisterPatient();
  const registration = useRegistrationSubmit(form, 'patient');

  const send = (patient: PatientRequest) => registration.submit(() => trigger(patient));

  return (
    <Form form={form} onSubmit={send} onInvalid={registration.clearFailure} idPrefix="patient" aria-labelledby={labelledBy}>
      <RegistrationFailure failure={registration.failure} />
      <FormSection legend="About you">
        <TextField name="fullName" label="Full Name" autoComplete="name" spellCheck={false} maxLength={100} required />
        <RadioGroupField name="gender" label="Gender" options={asOptions(PATIENT_GENDERS)} inline required />
        <TextField name="age" label="Age" hint="In years" inputMode="numeric" maxLength={3} required />
        <SelectField name="bloodGroup" label="Blood Group" placeholder="Select your blood group" options={asOptions(BLOOD_GROUPS)} />
      </FormSection>
      <FormSection legend="Contact details">
        <ContactFields />
        <TextField name="permanentAddress" label="Permanent Address" autoComplete="street-address" multiline rows={3} maxLength={500} />
      </FormSection>
      <PatientIdProofs />
      <FormSection legend="Medical details" intro="Tell us as much as you know; our care team will go through it with you.">
        <TextField name="chiefComplaint" label="Chief Complaint" hint="The main problem you want treated" multiline rows={3} maxLength={2000} />
        <TextField name="plannedTreatment" label="Planned Treatment" hint="If a doctor has already advised one" multiline rows={3} maxLength={2000} />
        <TextField name="investigationReports" label="Investigation Reports" hint="Tests or scans you have had, and what they showed" multiline rows={3} maxLength={2000} />
        <TextField name="comorbidities" label="Comorbidities" hint="Other conditions, such as diabetes or high blood pressure" multiline rows={3} maxLength={2000} />
      </FormSection>
      <PatientPayment />
      <ConsentSection notice={consentNotice} consentsRequired signatureLabel="Signature (type your full name)" />
      <SubmitButton busyLabel="Submitting...">Submit registration</SubmitButton>
    </Form>
  );
}
