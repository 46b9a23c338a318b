import { useWatch } from 'react-hook-form';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { TextField } from '@/design-system/form/text-field';
import { ID_PROOF_RULES, type PatientFormValues } from '@/features/onboarding/api/patient-schema';
import { FormSection } from '@/features/onboarding/components/form-section';

type IdProofRule = (typeof ID_PROOF_RULES)[number];

const ID_PROOF_TEXT: Record<IdProofRule['idField'], { available: string; label: string; hint: string }> = {
  aadharNumber: {
    available: 'I have an Aadhaar card',
    label: 'Aadhar Number',
    hint: 'Giving your Aadhaar number is voluntary: untick the box above to use another ID proof instead.',
  },
  pmjayId: {
    available: 'I have an Ayushman Bharat (PMJAY) card',
    label: 'PMJAY ID',
    hint: 'The ID printed on your Ayushman card',
  },
  otherIDProof: {
    available: 'I have a ration card or another ID proof',
    label: 'Other ID Proof',
    hint: 'For example a ration card, voter ID, PAN or passport number',
  },
};

/** One "I have this card" box and its ID field, which is disabled while the box is unticked (spec §4). */
function IdProof({ rule }: { rule: IdProofRule }) {
  const available = useWatch<PatientFormValues>({ name: rule.availableField }) !== false;
  const text = ID_PROOF_TEXT[rule.idField];
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
    <FormSection legend="Identity proof" intro="Tick each card you have and give its number. We store ID numbers encrypted and show only their last 4 digits.">
      {ID_PROOF_RULES.map((rule) => (
        <IdProof key={rule.idField} rule={rule} />
      ))}
    </FormSection>
  );
}
