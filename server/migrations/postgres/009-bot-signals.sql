-- Bots kept out without a puzzle (issue 41, docs/bots.md). Every table here is shared by all instances, so a
-- limit holds however many servers answer.

-- A lead whose signals say "bot" is stored in its own table (appointments, callbacks, contacts) as any lead is,
-- and answered as any lead is, but kept here instead of in the inbox (`leads`): no inbox row, no live event,
-- no e-mail. Releasing it inserts its inbox row then (a new arrival) and deletes this one; deleting it erases the
-- record. reasons is a JSON array of QUARANTINE_REASONS.
CREATE TABLE quarantined_leads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('appointment', 'callback', 'contact')),
  received_at TEXT NOT NULL,
  reasons TEXT NOT NULL,
  phone_key TEXT,
  email_key TEXT
);

CREATE INDEX quarantined_leads_received_at ON quarantined_leads (received_at, id);

-- Form tokens (and proof-of-work solutions) already spent. The same Idempotency-Key again is the retry of the
-- submission that spent it, not a reuse. Rows older than a token's lifetime are pruned.
CREATE TABLE spent_form_tokens (
  nonce TEXT PRIMARY KEY,
  idempotency_key TEXT,
  spent_at TEXT NOT NULL
);

CREATE INDEX spent_form_tokens_spent_at ON spent_form_tokens (spent_at);

-- One row per lead received, by a keyed hash of the client's address (never the address): the per-address
-- hourly limit counts them. Rows older than the window are pruned.
CREATE TABLE lead_sources (
  address_key TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE INDEX lead_sources_address_key_at ON lead_sources (address_key, at);

-- The per-address rate limit's counters (429 and Retry-After), shared by every instance: one fixed window per key.
CREATE TABLE rate_limit_windows (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at BIGINT NOT NULL
);

-- A registration whose signals say "bot" is stored and reviewed as any is, marked with why (JSON array).
ALTER TABLE registration_reviews ADD COLUMN quarantine_reasons TEXT;
