import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useToast } from '@/design-system/toast/use-toast';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

/** Spec §5: a submit with any required document missing also says so in a toast. */
export function useMissingDocumentsToast(documentFields: readonly string[]) {
  const toast = useToast();
  const { missing } = registrationFormMessages.documentErrors;
  return (errors: FieldErrors<FieldValues>) => {
    if (documentFields.some((field) => errors[field]?.message === missing)) toast.error(missing);
  };
}
