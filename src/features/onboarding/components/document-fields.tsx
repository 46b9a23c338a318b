import { FileField } from '@/design-system/form/file-field';
import { formatFileSize } from '@/design-system/form/file-size';
import { DOCUMENT_ACCEPT_ATTRIBUTE, MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';
import { FormSection } from '@/features/onboarding/components/form-section';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

/** One document a registration asks for: its form field and the label shown. */
export type DocumentRequest = { name: string; label: string };

const DOCUMENT_HINT = registrationFormMessages.documentHint(formatFileSize(MAX_DOCUMENT_BYTES));

type DocumentFieldsProps = { documents: readonly DocumentRequest[] };

/** The documents of a registration, each checked as soon as it is picked and previewed as a thumbnail. */
export function DocumentFields({ documents }: DocumentFieldsProps) {
  return (
    <FormSection legend={registrationFormMessages.documents} intro={registrationFormMessages.documentsIntro}>
      {documents.map((document) => (
        <FileField key={document.name} name={document.name} label={document.label} hint={DOCUMENT_HINT} accept={DOCUMENT_ACCEPT_ATTRIBUTE} required />
      ))}
    </FormSection>
  );
}
