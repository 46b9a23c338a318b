import { REGISTRATION_KINDS, REGISTRATION_STATUSES } from '@/features/staff/api/registration-status';
import { z } from '@/lib/zod';

const staffRefSchema = z.object({ id: z.string(), email: z.string() });

export const ID_ON_FILE = 'On file';

/** One field as received; contact details masked and ID numbers shown as "On file" until revealed. */
export const registrationFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** null: left empty on the form. */
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  /** A masked or withheld value that POST …/reveal shows in full (and logs). */
  revealable: z.boolean(),
});

/** An upload, served only by GET /api/staff/documents/:id to a signed-in supervisor or admin. */
export const registrationDocumentSchema = z.object({
  id: z.string(),
  field: z.string(),
  label: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
});

/** GET /api/staff/registrations/:kind/:id (each view is logged). */
export const registrationDetailSchema = z.object({
  kind: z.enum(REGISTRATION_KINDS),
  id: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** Why it was rejected; null unless rejected. */
  reason: z.string().nullable(),
  /** Sent back with a review: 409 when someone reviewed it first. */
  version: z.number().int(),
  updatedAt: z.string(),
  /** Who made the last review; null while it was never reviewed. */
  updatedBy: staffRefSchema.nullable(),
  fields: z.array(registrationFieldSchema),
  documents: z.array(registrationDocumentSchema),
});

export type RegistrationField = z.infer<typeof registrationFieldSchema>;
export type RegistrationDocument = z.infer<typeof registrationDocumentSchema>;
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const staffDocumentPath = (documentId: string) => `/api/staff/documents/${encodeURIComponent(documentId)}`;
