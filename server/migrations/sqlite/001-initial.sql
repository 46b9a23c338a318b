-- Every record kind the site collects. Times are ISO 8601 UTC text; ids are random UUIDs.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE appointments (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  preferred_date TEXT NOT NULL,
  preferred_time TEXT NOT NULL,
  department TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE callbacks (
  id TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE contacts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT,
  message TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE assessments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  primary_concern TEXT NOT NULL,
  symptom_duration TEXT NOT NULL,
  pain_level INTEGER NOT NULL,
  additional_symptoms TEXT NOT NULL, -- JSON array
  symptom_history TEXT NOT NULL,
  current_medications TEXT NOT NULL,
  known_allergies TEXT NOT NULL,
  existing_conditions TEXT NOT NULL,
  travel_history TEXT NOT NULL,
  additional_notes TEXT,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  screen_resolution TEXT NOT NULL,
  submitted_at TEXT NOT NULL, -- the browser's clock
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE patients (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  gender TEXT NOT NULL,
  age INTEGER NOT NULL,
  blood_group TEXT,
  mobile_number TEXT NOT NULL,
  email TEXT NOT NULL,
  permanent_address TEXT,
  aadhar_available INTEGER NOT NULL,
  aadhar_number TEXT,
  ayushman_available INTEGER NOT NULL,
  pmjay_id TEXT,
  ration_card_available INTEGER NOT NULL,
  other_id_proof TEXT,
  chief_complaint TEXT,
  planned_treatment TEXT,
  investigation_reports TEXT,
  comorbidities TEXT,
  treatment_option TEXT,
  insurance_company TEXT,
  insurance_policy_number TEXT,
  declaration INTEGER NOT NULL,
  privacy_policy INTEGER NOT NULL,
  terms_conditions INTEGER NOT NULL,
  signature TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE doctors (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  gender TEXT NOT NULL,
  dob TEXT NOT NULL,
  mobile_number TEXT NOT NULL,
  email TEXT NOT NULL,
  state TEXT NOT NULL,
  district TEXT NOT NULL,
  clinic_address TEXT NOT NULL,
  qualification TEXT NOT NULL,
  specialization TEXT NOT NULL,
  medical_registration_number TEXT NOT NULL,
  board_name TEXT NOT NULL,
  yoe INTEGER NOT NULL,
  languages_known TEXT,
  mode_of_consultation TEXT NOT NULL,
  available_days TEXT NOT NULL,
  available_timings TEXT NOT NULL,
  declaration INTEGER NOT NULL,
  privacy_policy INTEGER NOT NULL,
  terms_conditions INTEGER NOT NULL,
  signature TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE hospitals (
  id TEXT PRIMARY KEY,
  hospital_name TEXT NOT NULL,
  hospital_type TEXT NOT NULL,
  year_of_establishment INTEGER NOT NULL,
  registration_number TEXT NOT NULL,
  accreditation TEXT NOT NULL,
  owner_name TEXT NOT NULL,
  mobile_number TEXT NOT NULL,
  email TEXT NOT NULL,
  state TEXT NOT NULL,
  district TEXT NOT NULL,
  hospital_address TEXT NOT NULL,
  number_of_doctors INTEGER NOT NULL,
  number_of_beds INTEGER NOT NULL,
  departments_available TEXT NOT NULL,
  emergency_service TEXT NOT NULL,
  operation_theatres INTEGER NOT NULL,
  lab_facilities TEXT NOT NULL,
  declaration INTEGER NOT NULL,
  privacy_policy INTEGER NOT NULL,
  terms_conditions INTEGER NOT NULL,
  signature TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- Uploaded images, stored under DATA_DIR/uploads/<stored_name>.
CREATE TABLE documents (
  id TEXT PRIMARY KEY,
  owner_kind TEXT NOT NULL CHECK (owner_kind IN ('doctor', 'hospital')),
  owner_id TEXT NOT NULL,
  field TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  media_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  original_name TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (owner_kind, owner_id, field)
) STRICT;

CREATE INDEX appointments_created_at ON appointments (created_at);
CREATE INDEX callbacks_created_at ON callbacks (created_at);
CREATE INDEX contacts_created_at ON contacts (created_at);
CREATE INDEX assessments_created_at ON assessments (created_at);
CREATE INDEX assessments_user_id ON assessments (user_id);
CREATE INDEX patients_created_at ON patients (created_at);
CREATE INDEX doctors_created_at ON doctors (created_at);
CREATE INDEX hospitals_created_at ON hospitals (created_at);
CREATE INDEX documents_owner ON documents (owner_kind, owner_id);
