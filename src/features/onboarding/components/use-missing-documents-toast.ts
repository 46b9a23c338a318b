import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useToast } from '@/design-system/toast/use-toast';
import { DOCUMENT_MESSAGES } from '@/features/onboarding/api/document-rules';

/** Spec §5: a submit with any required document missing also says so in a toast. */
export function useMissingDocumentsToast(documentFields: readonly string[]) {
  const toast = useToast();
  return (errors: FieldErrors<FieldValues>) => {
    if (documentFields.some((field) => errors[field]?.message === DOCUMENT_MESSAGES.missing)) toast.error(DOCUMENT_MESSAGES.missing);
  };
}
