import { FileField } from '@/design-system/form/file-field';
import { formatFileSize } from '@/design-system/form/file-size';
import { DOCUMENT_ACCEPT_ATTRIBUTE, MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';
import { FormSection } from '@/features/onboarding/components/form-section';

/** One document a registration asks for: its form field and the label shown. */
export type DocumentRequest = { name: string; label: string };

const DOCUMENT_HINT = `A photo or scan: JPG or PNG, up to ${formatFileSize(MAX_DOCUMENT_BYTES)}`;

type DocumentFieldsProps = { documents: readonly DocumentRequest[] };

/** The documents of a registration, each checked as soon as it is picked and previewed as a thumbnail. */
export function DocumentFields({ documents }: DocumentFieldsProps) {
  return (
    <FormSection legend="Documents" intro="Photos are stripped of location and camera details when we store them.">
      {documents.map((document) => (
        <FileField key={document.name} name={document.name} label={document.label} hint={DOCUMENT_HINT} accept={DOCUMENT_ACCEPT_ATTRIBUTE} required />
      ))}
    </FormSection>
  );
}
