import type { DefaultValues } from 'react-hook-form';
import { DateField } from '@/design-system/form/date-field';
import { Form } from '@/design-system/form/form';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { UploadProgress } from '@/design-system/form/upload-progress';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { DOCTOR_DOCUMENT_FIELDS, doctorFormSchema, toDoctorFormData, type DoctorForm as DoctorFormData, type DoctorFormValues } from '@/features/onboarding/api/doctor-schema';
import { CONSULTATION_MODES, DOCTOR_GENDERS } from '@/features/onboarding/api/onboarding-options';
import { useRegisterDoctor } from '@/features/onboarding/api/register-doctor';
import { ConsentSection } from '@/features/onboarding/components/consent-section';
import { ContactFields } from '@/features/onboarding/components/contact-fields';
import { DocumentFields } from '@/features/onboarding/components/document-fields';
import { asOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { RegistrationFailure } from '@/features/onboarding/components/registration-failure';
import { useMissingDocumentsToast } from '@/features/onboarding/components/use-missing-documents-toast';
import { useRegistrationSubmit } from '@/features/onboarding/components/use-registration-submit';

const emptyDoctor: DefaultValues<DoctorFormValues> = {
  fullName: '',
  dob: '',
  mobileNumber: '',
  email: '',
  state: '',
  district: '',
  clinicAddress: '',
  qualification: '',
  specialization: '',
  medicalRegistrationNumber: '',
  boardName: '',
  yoe: '',
  languagesKnown: '',
  availableDays: '',
  availableTimings: '',
  declaration: false,
  privacyPolicy: false,
  termsConditions: false,
  signature: '',
};

const documents = [
  { name: 'profilePhoto', label: 'Profile Photo' },
  { name: 'medicalRegistrationCertificate', label: 'Medical Registration Certificate' },
  { name: 'governmentID', label: 'Government ID' },
] as const satisfies readonly { name: (typeof DOCTOR_DOCUMENT_FIELDS)[number]; label: string }[];

const consentNotice = {
  collected: 'your name, date of birth, contact details, practice details, registration number and the three documents.',
  purpose: 'To verify your medical registration with the issuing council and to list you with our patients.',
};

type DoctorFormProps = { labelledBy: string };

/** Doctor registration (spec §3): multipart to POST /api/doctors with its three documents and upload progress. */
export function DoctorForm({ labelledBy }: DoctorFormProps) {
  const form = useZodForm(doctorFormSchema, { defaultValues: emptyDoctor });
  const { trigger } = useRegisterDoctor();
  const registration = useRegistrationSubmit(form, 'doctor');
  const toastMissingDocuments = useMissingDocumentsToast(DOCTOR_DOCUMENT_FIELDS);

  const send = (doctor: DoctorFormData) => registration.submit((onProgress) => trigger({ body: toDoctorFormData(doctor), onProgress }));
  const refuse = (errors: Parameters<typeof toastMissingDocuments>[0]) => {
    registration.clearFailure();
    toastMissingDocuments(errors);
  };

  return (
    <Form form={form} onSubmit={send} onInvalid={refuse} idPrefix="doctor" aria-labelledby={labelledBy}>
      <RegistrationFailure failure={registration.failure} />
      <FormSection legend="About you">
        <TextField name="fullName" label="Full Name" autoComplete="name" spellCheck={false} maxLength={100} required />
        <RadioGroupField name="gender" label="Gender" options={asOptions(DOCTOR_GENDERS)} inline required />
        <DateField name="dob" label="Date of Birth" autoComplete="bday" required />
        <ContactFields />
      </FormSection>
      <FormSection legend="Practice">
        <TextField name="state" label="State" autoComplete="address-level1" maxLength={100} required />
        <TextField name="district" label="District" autoComplete="address-level2" maxLength={100} required />
        <TextField name="clinicAddress" label="Clinic Address" autoComplete="street-address" multiline rows={3} maxLength={500} required />
        <TextField name="qualification" label="Qualification" hint="For example MBBS, MD (General Medicine)" required />
        <TextField name="specialization" label="Specialization" required />
        <TextField name="medicalRegistrationNumber" label="Medical Registration Number" spellCheck={false} maxLength={50} required />
        <TextField name="boardName" label="Board Name" hint="The council that registered you, e.g. National Medical Commission" required />
        <TextField name="yoe" label="Years of Experience" inputMode="numeric" maxLength={2} required />
        <TextField name="languagesKnown" label="Languages Known" hint="Optional. For example Hindi, English, Tamil" maxLength={200} />
        <RadioGroupField name="modeOfConsultation" label="Mode of Consultation" options={asOptions(CONSULTATION_MODES)} inline required />
        <TextField name="availableDays" label="Available Days" hint="For example Monday to Friday" required />
        <TextField name="availableTimings" label="Available Timings" hint="For example 10 am to 6 pm" required />
      </FormSection>
      <DocumentFields documents={documents} />
      <ConsentSection notice={consentNotice} consentsRequired signatureLabel="Signature (type your full name)" />
      {form.formState.isSubmitting && <UploadProgress progress={registration.progress} />}
      <SubmitButton busyLabel="Submitting...">Submit registration</SubmitButton>
    </Form>
  );
}
