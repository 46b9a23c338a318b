import type { DefaultValues } from 'react-hook-form';
import { Form } from '@/design-system/form/form';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { UploadProgress } from '@/design-system/form/upload-progress';
import { useZodForm } from '@/design-system/form/use-zod-form';
import {
  HOSPITAL_DOCUMENT_FIELDS,
  HOSPITAL_MESSAGES,
  hospitalFormSchemaWith,
  toHospitalFormData,
  type HospitalForm as HospitalFormData,
  type HospitalFormValues,
} from '@/features/onboarding/api/hospital-schema';
import { EMERGENCY_SERVICE_OPTIONS, HOSPITAL_TYPES } from '@/features/onboarding/api/onboarding-options';
import { useRegisterHospital } from '@/features/onboarding/api/register-hospital';
import { ConsentSection } from '@/features/onboarding/components/consent-section';
import { ContactFields } from '@/features/onboarding/components/contact-fields';
import { DocumentFields } from '@/features/onboarding/components/document-fields';
import { labelledOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { hospitalFormMessages } from '@/features/onboarding/components/hospital-form-messages';
import { RegistrationFailure } from '@/features/onboarding/components/registration-failure';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';
import { serverTextsIn } from '@/features/onboarding/components/server-texts';
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

const text = hospitalFormMessages;
const shared = registrationFormMessages;
const hospitalFormSchema = hospitalFormSchemaWith(text.errors);
const fromServer = serverTextsIn(HOSPITAL_MESSAGES, text.errors);
const documents = HOSPITAL_DOCUMENT_FIELDS.map((name) => ({ name, label: text.documents[name] }));

type HospitalFormProps = { labelledBy: string };

/** Hospital registration (spec §3): multipart to POST /api/hospitals with its four documents and upload progress. */
export function HospitalForm({ labelledBy }: HospitalFormProps) {
  const form = useZodForm(hospitalFormSchema, { defaultValues: emptyHospital });
  const { trigger } = useRegisterHospital();
  const registration = useRegistrationSubmit(form, 'hospital', fromServer);
  const toastMissingDocuments = useMissingDocumentsToast(HOSPITAL_DOCUMENT_FIELDS);

  const send = (hospital: HospitalFormData) => registration.submit((onProgress, sending) => trigger({ body: toHospitalFormData(hospital), onProgress, sending }));
  const refuse = (errors: Parameters<typeof toastMissingDocuments>[0]) => {
    registration.clearFailure();
    toastMissingDocuments(errors);
  };

  return (
    <Form form={form} onSubmit={send} onInvalid={refuse} idPrefix="hospital" aria-labelledby={labelledBy}>
      <RegistrationFailure failure={registration.failure} />
      <FormSection legend={text.theHospital}>
        <TextField name="hospitalName" label={text.hospitalName} autoComplete="organization" required />
        <SelectField name="hospitalType" label={text.hospitalType} placeholder={text.hospitalTypePlaceholder} options={labelledOptions(HOSPITAL_TYPES, text.hospitalTypes)} required />
        <TextField name="yearOfEstablishment" label={text.yearOfEstablishment} hint={text.yearOfEstablishmentHint} inputMode="numeric" maxLength={4} required />
        <TextField name="registrationNumber" label={text.registrationNumber} spellCheck={false} maxLength={100} required />
        <TextField name="accredition" label={text.accreditation} hint={text.accreditationHint} required />
      </FormSection>
      <FormSection legend={text.ownerAndContact}>
        <TextField name="ownerName" label={text.ownerName} autoComplete="name" spellCheck={false} maxLength={100} required />
        <ContactFields />
        <TextField name="state" label={shared.state} autoComplete="address-level1" maxLength={100} required />
        <TextField name="district" label={shared.district} autoComplete="address-level2" maxLength={100} required />
        <TextField name="hospitalAddress" label={text.hospitalAddress} autoComplete="street-address" multiline rows={3} maxLength={500} required />
      </FormSection>
      <FormSection legend={text.facilities}>
        <TextField name="numberOfDoctors" label={text.numberOfDoctors} inputMode="numeric" maxLength={6} required />
        <TextField name="numberOfBeds" label={text.numberOfBeds} inputMode="numeric" maxLength={6} required />
        <TextField name="departmentsAvailable" label={text.departmentsAvailable} hint={text.departmentsAvailableHint} multiline rows={2} maxLength={1000} required />
        <RadioGroupField name="emergencyService" label={text.emergencyService} options={labelledOptions(EMERGENCY_SERVICE_OPTIONS, text.emergencyServiceOptions)} required />
        <TextField name="operationTheatres" label={text.operationTheatres} hint={text.operationTheatresHint} inputMode="numeric" maxLength={4} required />
        <TextField name="labFacilities" label={text.labFacilities} hint={text.labFacilitiesHint} multiline rows={2} maxLength={1000} required />
      </FormSection>
      <DocumentFields documents={documents} />
      <ConsentSection notice={text.consentNotice} consentsRequired={false} signatureLabel={text.signatory} />
      {form.formState.isSubmitting && <UploadProgress progress={registration.progress} />}
      <SubmitButton busyLabel={shared.submitting}>{text.submit}</SubmitButton>
      <FormStatus>{registration.status}</FormStatus>
      <Honeypot inputRef={registration.trapRef} />
    </Form>
  );
}
