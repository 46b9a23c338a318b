import type { DefaultValues } from 'react-hook-form';
import { Form } from '@/design-system/form/form';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { BLOOD_GROUPS, PATIENT_GENDERS } from '@/features/onboarding/api/onboarding-options';
import { PATIENT_MESSAGES, patientSchemaWith, type PatientFormValues, type PatientRequest } from '@/features/onboarding/api/patient-schema';
import { useRegisterPatient } from '@/features/onboarding/api/register-patient';
import { ConsentSection } from '@/features/onboarding/components/consent-section';
import { ContactFields } from '@/features/onboarding/components/contact-fields';
import { labelledOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { patientFormMessages } from '@/features/onboarding/components/patient-form-messages';
import { PatientIdProofs } from '@/features/onboarding/components/patient-id-proofs';
import { PatientPayment } from '@/features/onboarding/components/patient-payment';
import { RegistrationFailure } from '@/features/onboarding/components/registration-failure';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';
import { serverTextsIn } from '@/features/onboarding/components/server-texts';
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

const text = patientFormMessages;
const shared = registrationFormMessages;
const patientFormSchema = patientSchemaWith(text.errors);
const fromServer = serverTextsIn(PATIENT_MESSAGES, text.errors);

type PatientFormProps = { labelledBy: string };

/** Patient registration (spec §3): sent as JSON to POST /api/patients. */
export function PatientForm({ labelledBy }: PatientFormProps) {
  const form = useZodForm(patientFormSchema, { defaultValues: emptyPatient });
  const { trigger } = useRegisterPatient();
  const registration = useRegistrationSubmit(form, 'patient', fromServer);

  const send = (patient: PatientRequest) => registration.submit((_onProgress, sending) => trigger({ request: patient, sending }));

  return (
    <Form form={form} onSubmit={send} onInvalid={registration.clearFailure} idPrefix="patient" aria-labelledby={labelledBy}>
      <RegistrationFailure failure={registration.failure} />
      <FormSection legend={shared.aboutYou}>
        <TextField name="fullName" label={shared.fullName} autoComplete="name" spellCheck={false} maxLength={100} required />
        <RadioGroupField name="gender" label={shared.gender} options={labelledOptions(PATIENT_GENDERS, shared.genders)} inline required />
        <TextField name="age" label={text.age} hint={text.ageHint} inputMode="numeric" maxLength={3} required />
        <SelectField name="bloodGroup" label={text.bloodGroup} placeholder={text.bloodGroupPlaceholder} options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))} />
      </FormSection>
      <FormSection legend={text.contactDetails}>
        <ContactFields />
        <TextField name="permanentAddress" label={text.permanentAddress} autoComplete="street-address" multiline rows={3} maxLength={500} />
      </FormSection>
      <PatientIdProofs />
      <FormSection legend={text.medicalDetails} intro={text.medicalDetailsIntro}>
        <TextField name="chiefComplaint" label={text.chiefComplaint} hint={text.chiefComplaintHint} multiline rows={3} maxLength={2000} />
        <TextField name="plannedTreatment" label={text.plannedTreatment} hint={text.plannedTreatmentHint} multiline rows={3} maxLength={2000} />
        <TextField name="investigationReports" label={text.investigationReports} hint={text.investigationReportsHint} multiline rows={3} maxLength={2000} />
        <TextField name="comorbidities" label={text.comorbidities} hint={text.comorbiditiesHint} multiline rows={3} maxLength={2000} />
      </FormSection>
      <PatientPayment />
      <ConsentSection notice={text.consentNotice} consentsRequired signatureLabel={shared.consent.typedSignature} />
      <SubmitButton busyLabel={shared.submitting}>{shared.submit}</SubmitButton>
      <FormStatus>{registration.status}</FormStatus>
      <Honeypot inputRef={registration.trapRef} />
    </Form>
  );
}
