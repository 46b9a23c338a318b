import type { DefaultValues } from 'react-hook-form';
import { Form } from '@/design-system/form/form';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { UploadProgress } from '@/design-system/form/upload-progress';
import { useZodForm } from '@/design-system/form/use-zod-form';
import {
  HOSPITAL_DOCUMENT_FIELDS,
  hospitalFormSchema,
  toHospitalFormData,
  type HospitalForm as HospitalFormData,
  type HospitalFormValues,
} from '@/features/onboarding/api/hospital-schema';
import { EMERGENCY_SERVICE_OPTIONS, HOSPITAL_TYPES } from '@/features/onboarding/api/onboarding-options';
import { useRegisterHospital } from '@/features/onboarding/api/register-hospital';
import { ConsentSection } from '@/features/onboarding/components/consent-section';
import { ContactFields } from '@/features/onboarding/components/contact-fields';
import { DocumentFields } from '@/features/onboarding/components/document-fields';
import { asOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { RegistrationFailure } from '@/features/onboarding/components/registration-failure';
import { useMissingDocumentsToast } from '@/features/onboarding/components/use-missing-documents-toast';
import { useRegistrationSubmit } from '@/features/onboarding/components/use-registration-submit';

const emptyHospital: DefaultValues<HospitalFormValues> = {
  hospitalName: '',
  yearOfEstablishment: '',
  registrationNumber: '',
  accredition: '',
  ownerName: '',
  mobileNumber: '',
  email: '',
  state: '',
  district: '',
  hospitalAddress: '',
  numberOfDoctors: '',
  numberOfBeds: '',
  departmentsAvailable: '',
  operationTheatres: '',
  labFacilities: '',
  declaration: false,
  privacyPolicy: false,
  termsConditions: false,
  signature: '',
};

const documents = [
  { name: 'hospitalRegistrationCertificate', label: 'Hospital Registration Certificate' },
  { name: 'accreditationCertificate', label: 'Accreditation Certificate' },
  { name: 'ownerId', label: 'Owner ID' },
  { name: 'hospitalPhoto', label: 'Hospital Photo' },
] as const satisfies readonly { name: (typeof HOSPITAL_DOCUMENT_FIELDS)[number]; label: string }[];

const consentNotice = {
  collected: "the hospital's registration, facilities and contact details, the owner's name and ID, and the four documents.",
  purpose: 'To verify the hospital with the registering authority and accreditation body and to refer patients to it.',
};

type HospitalFormProps = { labelledBy: string };

/** Hospital registration (spec §3): multipart to POST /api/hospitals with its four documents and upload progress. */
export function HospitalForm({ labelledBy }: HospitalFormProps) {
  const form = useZodForm(hospitalFormSchema, { defaultValues: emptyHospital });
  const { trigger } = useRegisterHospital();
  const registration = useRegistrationSubmit(form, 'hospital');
  const toastMissingDocuments = useMissingDocumentsToast(HOSPITAL_DOCUMENT_FIELDS);

  const send = (hospital: HospitalFormData) => registration.submit((onProgress) => trigger({ body: toHospitalFormData(hospital), onProgress }));
  const refuse = (errors: Parameters<typeof toastMissingDocuments>[0]) => {
    registration.clearFailure();
    toastMissingDocuments(errors);
  };

  return (
    <Form form={form} onSubmit={send} onInvalid={refuse} idPrefix="hospital" aria-labelledby={labelledBy}>
      <RegistrationFailure failure={registration.failure} />
      <FormSection legend="The hospital">
        <TextField name="hospitalName" label="Hospital Name" autoComplete="organization" required />
        <SelectField name="hospitalType" label="Hospital Type" placeholder="Select a type" options={asOptions(HOSPITAL_TYPES)} required />
        <TextField name="yearOfEstablishment" label="Year of Establishment" hint="For example 1998" inputMode="numeric" maxLength={4} required />
        <TextField name="registrationNumber" label="Registration Number" spellCheck={false} maxLength={100} required />
        <TextField name="accredition" label="Accreditation" hint="For example NABH, JCI, or None" required />
      </FormSection>
      <FormSection legend="Owner and contact">
        <TextField name="ownerName" label="Owner Name" autoComplete="name" spellCheck={false} maxLength={100} required />
        <ContactFields />
        <TextField name="state" label="State" autoComplete="address-level1" maxLength={100} required />
        <TextField name="district" label="District" autoComplete="address-level2" maxLength={100} required />
        <TextField name="hospitalAddress" label="Hospital Address" autoComplete="street-address" multiline rows={3} maxLength={500} required />
      </FormSection>
      <FormSection legend="Facilities">
        <TextField name="numberOfDoctors" label="Number of Doctors" inputMode="numeric" maxLength={6} required />
        <TextField name="numberOfBeds" label="Number of Beds" inputMode="numeric" maxLength={6} required />
        <TextField name="departmentsAvailable" label="Departments Available" hint="For example Cardiology, Orthopaedics, Paediatrics" multiline rows={2} maxLength={1000} required />
        <RadioGroupField name="emergencyService" label="Emergency Service" options={asOptions(EMERGENCY_SERVICE_OPTIONS)} required />
        <TextField name="operationTheatres" label="Operation Theatres" hint="How many" inputMode="numeric" maxLength={4} required />
        <TextField name="labFacilities" label="Lab Facilities" hint="For example pathology, radiology, blood bank" multiline rows={2} maxLength={1000} required />
      </FormSection>
      <DocumentFields documents={documents} />
      <ConsentSection notice={consentNotice} consentsRequired={false} signatureLabel="Authorized Signatory Name" />
      {form.formState.isSubmitting && <UploadProgress progress={registration.progress} />}
      <SubmitButton busyLabel="Submitting...">Register hospital</SubmitButton>
    </Form>
  );
}
