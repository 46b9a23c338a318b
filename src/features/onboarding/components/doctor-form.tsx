import type { DefaultValues } from 'react-hook-form';
import { DateField } from '@/design-system/form/date-field';
import { Form } from '@/design-system/form/form';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { UploadProgress } from '@/design-system/form/upload-progress';
import { useZodForm } from '@/design-system/form/use-zod-form';
import {
  DOCTOR_DOCUMENT_FIELDS,
  DOCTOR_MESSAGES,
  doctorFormSchemaWith,
  toDoctorFormData,
  type DoctorForm as DoctorFormData,
  type DoctorFormValues,
} from '@/features/onboarding/api/doctor-schema';
import { CONSULTATION_MODES, DOCTOR_GENDERS } from '@/features/onboarding/api/onboarding-options';
import { useRegisterDoctor } from '@/features/onboarding/api/register-doctor';
import { ConsentSection } from '@/features/onboarding/components/consent-section';
import { ContactFields } from '@/features/onboarding/components/contact-fields';
import { DocumentFields } from '@/features/onboarding/components/document-fields';
import { doctorFormMessages } from '@/features/onboarding/components/doctor-form-messages';
import { labelledOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { RegistrationFailure } from '@/features/onboarding/components/registration-failure';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';
import { serverTextsIn } from '@/features/onboarding/components/server-texts';
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

const text = doctorFormMessages;
const shared = registrationFormMessages;
const doctorFormSchema = doctorFormSchemaWith(text.errors);
const fromServer = serverTextsIn(DOCTOR_MESSAGES, text.errors);
const documents = DOCTOR_DOCUMENT_FIELDS.map((name) => ({ name, label: text.documents[name] }));

type DoctorFormProps = { labelledBy: string };

/** Doctor registration (spec §3): multipart to POST /api/doctors with its three documents and upload progress. */
export function DoctorForm({ labelledBy }: DoctorFormProps) {
  const form = useZodForm(doctorFormSchema, { defaultValues: emptyDoctor });
  const { trigger } = useRegisterDoctor();
  const registration = useRegistrationSubmit(form, 'doctor', fromServer);
  const toastMissingDocuments = useMissingDocumentsToast(DOCTOR_DOCUMENT_FIELDS);

  const send = (doctor: DoctorFormData) => registration.submit((onProgress, sending) => trigger({ body: toDoctorFormData(doctor), onProgress, sending }));
  const refuse = (errors: Parameters<typeof toastMissingDocuments>[0]) => {
    registration.clearFailure();
    toastMissingDocuments(errors);
  };

  return (
    <Form form={form} onSubmit={send} onInvalid={refuse} idPrefix="doctor" aria-labelledby={labelledBy}>
      <RegistrationFailure failure={registration.failure} />
      <FormSection legend={shared.aboutYou}>
        <TextField name="fullName" label={shared.fullName} autoComplete="name" spellCheck={false} maxLength={100} required />
        <RadioGroupField name="gender" label={shared.gender} options={labelledOptions(DOCTOR_GENDERS, shared.genders)} inline required />
        <DateField name="dob" label={text.dob} autoComplete="bday" required />
        <ContactFields />
      </FormSection>
      <FormSection legend={text.practice}>
        <TextField name="state" label={shared.state} autoComplete="address-level1" maxLength={100} required />
        <TextField name="district" label={shared.district} autoComplete="address-level2" maxLength={100} required />
        <TextField name="clinicAddress" label={text.clinicAddress} autoComplete="street-address" multiline rows={3} maxLength={500} required />
        <TextField name="qualification" label={text.qualification} hint={text.qualificationHint} required />
        <TextField name="specialization" label={text.specialization} required />
        <TextField name="medicalRegistrationNumber" label={text.medicalRegistrationNumber} spellCheck={false} maxLength={50} required />
        <TextField name="boardName" label={text.boardName} hint={text.boardNameHint} required />
        <TextField name="yoe" label={text.yoe} inputMode="numeric" maxLength={2} required />
        <TextField name="languagesKnown" label={text.languagesKnown} hint={text.languagesKnownHint} maxLength={200} />
        <RadioGroupField name="modeOfConsultation" label={text.modeOfConsultation} options={labelledOptions(CONSULTATION_MODES, text.consultationModes)} inline required />
        <TextField name="availableDays" label={text.availableDays} hint={text.availableDaysHint} required />
        <TextField name="availableTimings" label={text.availableTimings} hint={text.availableTimingsHint} required />
      </FormSection>
      <DocumentFields documents={documents} />
      <ConsentSection notice={text.consentNotice} consentsRequired signatureLabel={shared.consent.typedSignature} />
      {form.formState.isSubmitting && <UploadProgress progress={registration.progress} />}
      <SubmitButton busyLabel={shared.submitting}>{shared.submit}</SubmitButton>
      <FormStatus>{registration.status}</FormStatus>
      <Honeypot inputRef={registration.trapRef} />
    </Form>
  );
}
