import type { Generated } from 'kysely';
import type { LeadChangeField } from '@/features/staff/api/lead-change-schema';
import type { LeadKind, LeadOutcome, LeadStatus } from '@/features/staff/api/lead-status';
import type { RegistrationKind, RegistrationStatus } from '@/features/staff/api/registration-status';
import type { StaffRole } from '@/features/staff/api/staff-roles';
import type { VitalsTables } from './vitals-schema';

/** What a column of a submitted record holds once stored: booleans as 0/1, lists as JSON text. */
export type SqlValue = string | number | null;

/**
 * The record tables (appointments, callbacks, …). Their columns are named once, in each store's field →
 * column map, which is what every insert and export goes through.
 */
export type RecordRow = {
  id: string;
  created_at: Generated<string>;
  /** The request's Idempotency-Key and a keyed hash of its content; NULL when it came without a key. */
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
} & { [column: string]: SqlValue | Generated<string> };

export const RECORD_TABLES = ['appointments', 'callbacks', 'contacts', 'assessments', 'patients', 'doctors', 'hospitals'] as const;
export type RecordTableName = (typeof RECORD_TABLES)[number];

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: Generated<string>;
}

export interface DocumentsTable {
  id: string;
  owner_kind: 'doctor' | 'hospital';
  owner_id: string;
  field: string;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  original_name: string | null;
  created_at: Generated<string>;
}

/** PostgreSQL only: the bytes of each upload live beside its row, so every instance can read them. */
export interface DocumentContentsTable {
  document_id: string;
  content: Buffer;
}

/** PostgreSQL only: failed sign-in attempts per e-mail, shared by every instance. */
export interface AuthAttemptsTable {
  key: string;
  attempts: number;
  reset_at: number;
}

export interface StaffTable {
  id: string;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  /** NULL until enrolled. */
  password_hash: string | null;
  /** enc:v1:… (the field cipher, column "staff.totp_secret"); NULL until enrolled and after a 2FA reset. */
  totp_secret: string | null;
  /** The RFC 6238 step of the last accepted code (PostgreSQL BIGINT comes back as text). */
  totp_last_step: number | string | null;
  disabled_at: string | null;
  created_at: Generated<string>;
}

export interface StaffEnrolmentsTable {
  /** SHA-256 of the link's token; the token itself is never stored. */
  token_hash: string;
  staff_id: string;
  /** enc:v1:… (column "staff_enrolments.totp_secret"). */
  totp_secret: string;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

export interface StaffRecoveryCodesTable {
  staff_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's session id. */
  id_hash: string;
  staff_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

/** Append-only: triggers on both engines refuse UPDATE and DELETE. */
export interface AuditLogTable {
  /** PostgreSQL BIGINT identity comes back as text. */
  id: Generated<number | string>;
  at: string;
  actor_staff_id: string | null;
  action: string;
  target: string | null;
  client_hash: string | null;
  /** A JSON object without personal data. */
  detail: string;
}

/** The staff inbox: one row per appointment, callback and contact message, beside the record itself. */
export interface LeadsTable {
  /** Arrival order: the inbox's paging cursor and the live feed's event id (PostgreSQL BIGINT comes back as text). */
  seq: Generated<number | string>;
  /** The record's id in its own table. */
  id: string;
  kind: LeadKind;
  /** The record's created_at. */
  received_at: string;
  /** When its target runs out (src/features/staff/api/lead-targets.ts). */
  due_at: string;
  status: Generated<LeadStatus>;
  outcome: LeadOutcome | null;
  assignee_staff_id: string | null;
  /** The id of the lead this one repeats. */
  duplicate_of: string | null;
  /** The phone's last 10 digits (src/features/staff/api/lead-contact-keys.ts). */
  phone_key: string | null;
  /** Trimmed and lower-cased. */
  email_key: string | null;
  version: Generated<number>;
  updated_at: string;
  updated_by: string | null;
  closed_at: string | null;
  /** What the last versioned change set (lead-change-schema.ts): the 409 answer names it. */
  updated_field: Generated<LeadChangeField | null>;
  /** When the lead was last set to contacted; kept when it closes (it reopens to contacted, else to new). */
  contacted_at: Generated<string | null>;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  staff_id: string;
  at: string;
  body: string;
}

/** One row per patient, doctor and hospital registration, inserted with it: where staff review it. */
export interface RegistrationReviewsTable {
  /** Arrival order, the list's keyset cursor (PostgreSQL BIGINT comes back as text). */
  seq: Generated<number | string>;
  kind: RegistrationKind;
  registration_id: string;
  received_at: string;
  status: Generated<RegistrationStatus>;
  /** Why it was rejected (1–500 characters); NULL unless rejected. */
  reason: string | null;
  version: Generated<number>;
  updated_by: string | null;
  updated_at: string;
  /** Why the bot signals quarantined it (JSON array of QuarantineReason); NULL for a registration that passed. */
  quarantine_reasons: string | null;
}

/** A lead held back from the inbox by the bot signals (issue 41) until staff release or delete it. */
export interface QuarantinedLeadsTable {
  /** The record's id in its own table (appointments, callbacks, contacts). */
  id: string;
  kind: LeadKind;
  received_at: string;
  /** JSON array of QuarantineReason. */
  reasons: string;
  phone_key: string | null;
  email_key: string | null;
}

/** A form token or proof-of-work solution already used, and by which submission (its Idempotency-Key). */
export interface SpentFormTokensTable {
  nonce: string;
  idempotency_key: string | null;
  spent_at: string;
}

/** One lead received from a client address (a keyed hash of it), for the hourly per-address limit. */
export interface LeadSourcesTable {
  address_key: string;
  at: string;
}

/** The shared rate limit's fixed window for one key. */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  /** When the window ends (ms since the epoch; PostgreSQL BIGINT comes back as text). */
  resets_at: number | string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<string>;
}

export type Schema = {
  users: UsersTable;
  documents: DocumentsTable;
  document_contents: DocumentContentsTable;
  auth_attempts: AuthAttemptsTable;
  schema_migrations: SchemaMigrationsTable;
  staff: StaffTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  registration_reviews: RegistrationReviewsTable;
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  quarantined_leads: QuarantinedLeadsTable;
  spent_form_tokens: SpentFormTokensTable;
  lead_sources: LeadSourcesTable;
  rate_limit_windows: RateLimitWindowsTable;
} & VitalsTables &
  Record<RecordTableName, RecordRow>;
