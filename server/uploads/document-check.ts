import { DOCUMENT_MESSAGES, isAllowedDocumentType } from '@/features/onboarding/api/document-rules';
import type { FieldErrors } from '../http/http-error';
import type { AcceptedDocument } from '../storage/documents';
import { detectImageKindOfFile } from './image-signature';
import type { ReceivedFile } from './multipart-reader';
import { reencodeImage } from './reencode-image';

export type DocumentCheck = { accepted: AcceptedDocument[]; problems: FieldErrors; hasWrongType: boolean };

/**
 * Every required document present, declared as an allowed image type, truly a JPEG or PNG by its bytes
 * and decodable as one. A renamed PDF or script fails even when its part claims image/png. An accepted
 * file has been re-encoded in place, so what is stored carries no metadata of the original.
 */
export async function checkDocuments(files: readonly ReceivedFile[], required: readonly string[]): Promise<DocumentCheck> {
  const check: DocumentCheck = { accepted: [], problems: Object.create(null), hasWrongType: false };
  for (const field of required) {
    const file = files.find((candidate) => candidate.field === field);
    if (!file || file.sizeBytes === 0) {
      check.problems[field] = DOCUMENT_MESSAGES.missing;
      continue;
    }
    const kind = await detectImageKindOfFile(file.tempPath);
    const sizeBytes = kind && isAllowedDocumentType(file.declaredType) ? await reencodeImage(file.tempPath, kind) : undefined;
    if (!kind || sizeBytes === undefined) {
      check.problems[field] = DOCUMENT_MESSAGES.wrongType;
      check.hasWrongType = true;
      continue;
    }
    check.accepted.push({
      field,
      tempPath: file.tempPath,
      mediaType: kind.mediaType,
      extension: kind.extension,
      sizeBytes,
      originalName: file.originalName,
    });
  }
  return check;
}
