-- Every record keeps the Idempotency-Key of the request that stored it (issue 23) and a keyed hash of that
-- request's validated content, so a retry gets the first answer and a key reused for another request is
-- refused. Both stay NULL for a request sent without a key; a unique index lets any number of NULLs through.
-- The key lives and is erased with its record.

ALTER TABLE appointments ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX appointments_idempotency_key ON appointments (idempotency_key);

ALTER TABLE callbacks ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX callbacks_idempotency_key ON callbacks (idempotency_key);

ALTER TABLE contacts ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX contacts_idempotency_key ON contacts (idempotency_key);

ALTER TABLE assessments ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX assessments_idempotency_key ON assessments (idempotency_key);

ALTER TABLE patients ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX patients_idempotency_key ON patients (idempotency_key);

ALTER TABLE doctors ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX doctors_idempotency_key ON doctors (idempotency_key);

ALTER TABLE hospitals ADD COLUMN idempotency_key TEXT, ADD COLUMN idempotency_fingerprint TEXT;
CREATE UNIQUE INDEX hospitals_idempotency_key ON hospitals (idempotency_key);
