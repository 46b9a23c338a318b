import { ID_ON_FILE, type RegistrationDetail, type RegistrationField } from '@/features/staff/api/registration-detail';
import { REGISTRATION_DOCUMENT_LABELS, REGISTRATION_FIELDS, type RegistrationFieldDefinition } from '@/features/staff/api/registration-fields';
import type { RegistrationSummary } from '@/features/staff/api/registration-summary';
import type { RegistrationKind } from '@/features/staff/api/registration-status';
import { maskEmail, maskPhone } from '../security/mask';
import { DOCTOR_COLUMNS } from '../storage/doctors';
import { HOSPITAL_COLUMNS } from '../storage/hospitals';
import { PATIENT_COLUMNS } from '../storage/patients';
import type { StoredDocument } from '../storage/registration-records';
import type { ListedRegistration, ReviewState } from '../storage/registration-reviews';

const COLUMNS: Record<RegistrationKind, Record<string, string>> = { patient: PATIENT_COLUMNS, doctor: DOCTOR_COLUMNS, hospital: HOSPITAL_COLUMNS };

/** The column of one of `kind`'s fields, or undefined for a name the form does not have. */
export const columnOf = (kind: RegistrationKind, field: string): string | undefined => (Object.hasOwn(COLUMNS[kind], field) ? COLUMNS[kind][field] : undefined);

export const nameColumnOf = (kind: RegistrationKind) => (kind === 'hospital' ? 'hospital_name' : 'full_name');

const maskContact = (key: string, value: string) => (key === 'email' ? maskEmail(value) : maskPhone(value));

export function toSummary(row: ListedRegistration): RegistrationSummary {
  return {
    kind: row.kind,
    id: row.id,
    receivedAt: row.receivedAt,
    name: row.name,
    status: row.status,
    mobile: maskPhone(row.mobile),
    email: maskEmail(row.email),
    ...(row.quarantineReasons.length > 0 ? { quarantineReasons: row.quarantineReasons } : {}),
  };
}

/** A stored value as received: 0/1 back to a yes or no, numbers as numbers; contact details masked, ID numbers withheld. */
function toField(definition: RegistrationFieldDefinition, stored: unknown): RegistrationField {
  const { key, label, type, protection } = definition;
  if (stored === null || stored === undefined) return { key, label, value: null, revealable: false };
  if (protection === 'id') return { key, label, value: ID_ON_FILE, revealable: true };
  if (protection === 'contact') return { key, label, value: maskContact(key, String(stored)), revealable: true };
  if (type === 'yes-no') return { key, label, value: Number(stored) === 1, revealable: false };
  if (type === 'number') return { key, label, value: Number(stored), revealable: false };
  return { key, label, value: String(stored), revealable: false };
}

const documentOrder = Object.keys(REGISTRATION_DOCUMENT_LABELS);

export function toDetail(state: ReviewState, row: Record<string, unknown>, documents: StoredDocument[]): RegistrationDetail {
  const { kind } = state;
  return {
    kind,
    id: state.registrationId,
    receivedAt: state.receivedAt,
    name: String(row[nameColumnOf(kind)] ?? ''),
    status: state.status,
    reason: state.reason,
    version: state.version,
    updatedAt: state.updatedAt,
    updatedBy: state.updatedBy,
    fields: REGISTRATION_FIELDS[kind].map((definition) => toField(definition, row[columnOf(kind, definition.key) ?? ''])),
    documents: [...documents]
      .sort((a, b) => documentOrder.indexOf(a.field) - documentOrder.indexOf(b.field))
      .map((document) => ({
        id: document.id,
        field: document.field,
        label: REGISTRATION_DOCUMENT_LABELS[document.field] ?? document.field,
        mediaType: document.mediaType,
        sizeBytes: document.sizeBytes,
      })),
  };
}

/** A download name that says what the document is and holds nothing the sender chose. */
export function documentFileName(document: StoredDocument): string {
  const extension = document.mediaType === 'image/png' ? 'png' : 'jpg';
  return `${document.ownerKind}-${document.field.replace(/[^A-Za-z0-9]/g, '')}.${extension}`;
}
