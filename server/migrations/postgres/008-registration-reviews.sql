-- Registrations for review (issue 40, item 9): one row per patient, doctor and hospital registration, inserted
-- in the same transaction as the registration, so the staff list pages over one indexed table (newest first by
-- seq, filtered by kind and status) instead of a union of three tables. A registration starts pending; a
-- supervisor or admin verifies or rejects it (a rejection says why). `version` goes up with every review, so a
-- review made on a stale page is refused. Erasing a registration deletes its row here too.

CREATE TABLE registration_reviews (
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('patient', 'doctor', 'hospital')),
  registration_id TEXT NOT NULL,
  -- The registration's created_at.
  received_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  reason TEXT CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT REFERENCES staff (id),
  updated_at TEXT NOT NULL,
  UNIQUE (kind, registration_id),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);

CREATE INDEX registration_reviews_status ON registration_reviews (status, seq);
CREATE INDEX registration_reviews_kind ON registration_reviews (kind, seq);
CREATE INDEX registration_reviews_kind_status ON registration_reviews (kind, status, seq);

-- Registrations stored before this migration are pending, numbered in the order they arrived.
INSERT INTO registration_reviews (kind, registration_id, received_at, updated_at)
SELECT kind, id, created_at, created_at
FROM (
  SELECT 'patient' AS kind, id, created_at FROM patients
  UNION ALL SELECT 'doctor', id, created_at FROM doctors
  UNION ALL SELECT 'hospital', id, created_at FROM hospitals
) AS registrations
ORDER BY created_at, kind, id;
