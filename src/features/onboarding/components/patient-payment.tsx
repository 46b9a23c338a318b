import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/design-system/form/select-field';
import { TextField } from '@/design-system/form/text-field';
import { INSURED_TREATMENT_OPTION, TREATMENT_OPTIONS } from '@/features/onboarding/api/onboarding-options';
import type { PatientFormValues } from '@/features/onboarding/api/patient-schema';
import { asOptions } from '@/features/onboarding/components/field-options';
import { FormSection } from '@/features/onboarding/components/form-section';

const INSURANCE_FIELDS = ['insuranceCompany', 'insurancePolicyNumber'] as const;

/** How the treatment will be paid; the insurance fields are cleared and disabled unless it is Private Insurance (spec §4). */
export function PatientPayment() {
  const { setValue } = useFormContext<PatientFormValues>();
  const insured = useWatch<PatientFormValues>({ name: 'treatmentOption' }) === INSURED_TREATMENT_OPTION;

  useEffect(() => {
    if (insured) return;
    for (const field of INSURANCE_FIELDS) setValue(field, '');
  }, [insured, setValue]);

  const insuranceHint = insured ? undefined : 'Only needed when you choose Private Insurance';
  return (
    <FormSection legend="Payment">
      <SelectField<PatientFormValues> name="treatmentOption" label="Treatment Option" placeholder="Select how you will pay" options={asOptions(TREATMENT_OPTIONS)} />
      <TextField<PatientFormValues> name="insuranceCompany" label="Insurance Company" hint={insuranceHint} disabled={!insured} autoComplete="off" maxLength={100} />
      <TextField<PatientFormValues> name="insurancePolicyNumber" label="Insurance Policy Number" hint={insuranceHint} disabled={!insured} autoComplete="off" spellCheck={false} maxLength={50} />
    </FormSection>
  );
}
