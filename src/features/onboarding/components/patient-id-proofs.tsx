import { useWatch } from 'react-hook-form';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { TextField } from '@/design-system/form/text-field';
import { ID_PROOF_RULES, type PatientFormValues } from '@/features/onboarding/api/patient-schema';
import { FormSection } from '@/features/onboarding/components/form-section';
import { patientFormMessages } from '@/features/onboarding/components/patient-form-messages';

type IdProofRule = (typeof ID_PROOF_RULES)[number];

/** One "I have this card" box and its ID field, which is disabled while the box is unticked (spec §4). */
function IdProof({ rule }: { rule: IdProofRule }) {
  const available = useWatch<PatientFormValues>({ name: rule.availableField }) !== false;
  const text = patientFormMessages.idProofs[rule.idField];
  return (
    <>
      <CheckboxField<PatientFormValues> name={rule.availableField} label={text.available} />
      <TextField<PatientFormValues> name={rule.idField} label={text.label} hint={text.hint} disabled={!available} required={available} autoComplete="off" spellCheck={false} maxLength={30} />
    </>
  );
}

/** Aadhaar, PMJAY and other ID proof; every number is encrypted when stored. */
export function PatientIdProofs() {
  return (
    <FormSection legend={patientFormMessages.identityProof} intro={patientFormMessages.identityProofIntro}>
      {ID_PROOF_RULES.map((rule) => (
        <IdProof key={rule.idField} rule={rule} />
      ))}
    </FormSection>
  );
}
