import type { Messages } from '@/lib/i18n/messages';
import { z } from '@/lib/zod';
import { MAX_UPLOAD_BYTES } from '@/lib/constants';
import { looksLikeImage } from '@/features/onboarding/api/image-signature';

/** Upload rules shared by the browser forms and the server (spec §5, §9). */
export const ALLOWED_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;
export const DOCUMENT_ACCEPT_ATTRIBUTE = ALLOWED_DOCUMENT_TYPES.join(',');
export const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;

export const DOCUMENT_MESSAGES = {
  wrongType: 'Only JPG/JPEG/PNG images are allowed',
  tooLarge: 'File size exceeds 5MB limit',
  missing: 'All required documents must be uploaded',
} as const;

export type DocumentMessages = Messages<typeof DOCUMENT_MESSAGES>;

export function isAllowedDocumentType(mimeType: string): boolean {
  return (ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/**
 * A document picked in the browser: present, an allowed type by its name and by its first bytes, at
 * most 5 MB. The server checks it again and re-encodes it. Parse it with parseAsync (zodResolver does).
 */
export const requiredDocumentSchemaWith = (m: DocumentMessages) =>
  z
    .file({ error: m.missing })
    .mime([...ALLOWED_DOCUMENT_TYPES], { error: m.wrongType, abort: true })
    .max(MAX_DOCUMENT_BYTES, { error: m.tooLarge, abort: true })
    .refine(looksLikeImage, m.wrongType);

type MultipartValue = string | number | boolean | File | null | undefined;

/** Builds the multipart body the way the forms send it: booleans as text, null and undefined skipped. */
export function toMultipartBody(values: Record<string, MultipartValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) body.append(name, value, value.name);
    else body.append(name, String(value));
  }
  return body;
}
