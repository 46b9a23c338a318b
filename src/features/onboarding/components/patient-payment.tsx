import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/design-system/form/select-field';
import { TextField } from '@/design-system/form/text-field';
import { INSURED_TREATMENT_OPTION, TREATMENT_OPTIONS } from '@/features/onboarding/api/onboarding-options';
import type { PatientFormValues } from '@/features/onboarding/api/patient-schema';
import { labelledOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';
import { patientFormMessages } from '@/features/onboarding/components/patient-form-messages';

const INSURANCE_FIELDS = ['insuranceCompany', 'insurancePolicyNumber'] as const;

/** How the treatment will be paid; the insurance fields are cleared and disabled unless it is Private Insurance (spec §4). */
export function PatientPayment() {
  const { setValue } = useFormContext<PatientFormValues>();
  const insured = useWatch<PatientFormValues>({ name: 'treatmentOption' }) === INSURED_TREATMENT_OPTION;

  useEffect(() => {
    if (insured) return;
    for (const field of INSURANCE_FIELDS) setValue(field, '');
  }, [insured, setValue]);

  const text = patientFormMessages;
  const insuranceHint = insured ? undefined : text.insuranceHint;
  return (
    <FormSection legend={text.payment}>
      <SelectField<PatientFormValues>
        name="treatmentOption"
        label={text.treatmentOption}
        placeholder={text.treatmentOptionPlaceholder}
        options={labelledOptions(TREATMENT_OPTIONS, text.treatmentOptions)}
      />
      <TextField<PatientFormValues> name="insuranceCompany" label={text.insuranceCompany} hint={insuranceHint} disabled={!insured} autoComplete="off" maxLength={100} />
      <TextField<PatientFormValues> name="insurancePolicyNumber" label={text.insurancePolicyNumber} hint={insuranceHint} disabled={!insured} autoComplete="off" spellCheck={false} maxLength={50} />
    </FormSection>
  );
}
