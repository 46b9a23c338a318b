-- The staff console (issue 40): staff accounts with a second factor, their enrolments, recovery codes and
-- sessions, and the append-only audit log. Secrets are never stored as given: enrolment tokens, recovery codes
-- and session ids as SHA-256 digests, TOTP keys encrypted with the field cipher (enc:v1:…). Times are ISO 8601
-- UTC text like every other table's.

CREATE TABLE staff (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  role TEXT NOT NULL CHECK (role IN ('agent', 'supervisor', 'admin')),
  -- NULL until the staff member enrols.
  password_hash TEXT,
  totp_secret TEXT,
  -- The RFC 6238 time step of the last code accepted: that step and every earlier one are refused (replays).
  totp_last_step INTEGER,
  disabled_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE staff_enrolments (
  token_hash TEXT PRIMARY KEY,
  staff_id TEXT NOT NULL REFERENCES staff (id),
  -- The key the enrolment page shows, the same on every visit until the enrolment is used.
  totp_secret TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE INDEX staff_enrolments_staff_id ON staff_enrolments (staff_id);

CREATE TABLE staff_recovery_codes (
  staff_id TEXT NOT NULL REFERENCES staff (id),
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (staff_id, code_hash)
) STRICT;

CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  staff_id TEXT NOT NULL REFERENCES staff (id),
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
) STRICT;

CREATE INDEX staff_sessions_staff_id ON staff_sessions (staff_id);

-- Who did what, when, from where (a keyed hash of the address, never the address), kept at least a year
-- (DPDP Rules 2025, rule 6). actor_staff_id is NULL for the staff command on the server. detail is a JSON
-- object that never holds personal data.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor_staff_id TEXT REFERENCES staff (id),
  action TEXT NOT NULL,
  target TEXT,
  client_hash TEXT,
  detail TEXT NOT NULL DEFAULT '{}'
) STRICT;

CREATE INDEX audit_log_at ON audit_log (at);

CREATE TRIGGER audit_log_refuses_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only: UPDATE refused');
END;

CREATE TRIGGER audit_log_refuses_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only: DELETE refused');
END;
