-- The staff inbox (issue 40): one row per lead (appointment, callback, contact message), inserted in the same
-- transaction as its record, which stays in its own table. seq is the arrival order: the inbox pages on it
-- (newest first) and the live feed uses it as the event id. phone_key (the number's last 10 digits) and
-- email_key (trimmed, lower-cased) find a person's other leads; due_at is when the lead's target runs out,
-- counted in working hours (India time).

CREATE TABLE leads (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('appointment', 'callback', 'contact')),
  received_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'attempted', 'contacted', 'booked', 'not_interested', 'junk')),
  outcome TEXT CHECK (outcome IN ('no_answer', 'busy', 'wrong_number', 'switched_off')),
  assignee_staff_id TEXT REFERENCES staff (id),
  -- The id of the lead this one repeats.
  duplicate_of TEXT,
  phone_key TEXT,
  email_key TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  updated_by TEXT REFERENCES staff (id),
  -- Set when the lead is booked, not interested or junk; cleared when it is reopened: NULL exactly while open.
  closed_at TEXT,
  CHECK ((closed_at IS NULL) = (status IN ('new', 'attempted', 'contacted')))
) STRICT;

-- Every list the inbox asks for is a range scan of one of these, newest first, stopping after a page.
CREATE INDEX leads_status_seq ON leads (status, seq);
CREATE INDEX leads_assignee_seq ON leads (assignee_staff_id, seq);
CREATE INDEX leads_kind_seq ON leads (kind, seq);
CREATE INDEX leads_phone_key_seq ON leads (phone_key, seq);
CREATE INDEX leads_email_key_seq ON leads (email_key, seq);
CREATE INDEX leads_received_at ON leads (received_at);
-- Open leads only (a small part of the table once leads are worked): "open" and "overdue". Keyed on closed_at
-- (NULL exactly while open, checked above), not on status, so a query for open leads has no status term the
-- planners would rather serve from leads_status_seq and then sort.
CREATE INDEX leads_open_seq ON leads (seq) WHERE closed_at IS NULL;
CREATE INDEX leads_open_due ON leads (due_at) WHERE closed_at IS NULL;

CREATE TABLE lead_notes (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  staff_id TEXT NOT NULL REFERENCES staff (id),
  at TEXT NOT NULL,
  body TEXT NOT NULL
) STRICT;

CREATE INDEX lead_notes_lead_id ON lead_notes (lead_id, at);

-- The leads stored before the inbox existed, in arrival order, each due by the default targets (callback 30,
-- appointment 120, contact 720 working minutes; 08:00–20:00 India time, UTC+05:30 all year), the arithmetic
-- of src/features/staff/api/lead-targets.ts in whole milliseconds. Every default target fits in one working
-- day, so a lead is due on the day counting starts or the next.
WITH arrivals AS (
  SELECT id, 'appointment' AS kind, created_at, phone, email, rowid AS ord FROM appointments
  UNION ALL
  SELECT id, 'callback', created_at, phone, NULL, rowid FROM callbacks
  UNION ALL
  SELECT id, 'contact', created_at, phone, email, rowid FROM contacts
),
timed AS (
  SELECT *,
    CAST(round((julianday(created_at) - 2440587.5) * 86400000.0) AS INTEGER) + 19800000 AS local_ms,
    (CASE kind WHEN 'callback' THEN 30 WHEN 'appointment' THEN 120 ELSE 720 END) * 60000 AS target_ms
  FROM arrivals
),
started AS (
  SELECT *,
    local_ms - local_ms % 86400000 + (CASE WHEN local_ms % 86400000 >= 72000000 THEN 86400000 ELSE 0 END) AS start_day,
    CASE WHEN local_ms % 86400000 < 28800000 OR local_ms % 86400000 >= 72000000 THEN 28800000 ELSE local_ms % 86400000 END AS start_time
  FROM timed
),
due AS (
  SELECT *,
    (CASE WHEN target_ms <= 72000000 - start_time THEN start_day + start_time + target_ms
      ELSE start_day + 86400000 + 28800000 + target_ms - (72000000 - start_time) END) - 19800000 AS due_ms
  FROM started
)
INSERT INTO leads (id, kind, received_at, due_at, phone_key, email_key, updated_at)
SELECT
  id,
  kind,
  created_at,
  strftime('%Y-%m-%dT%H:%M:%S', due_ms / 1000, 'unixepoch') || '.' || printf('%03d', due_ms % 1000) || 'Z',
  nullif(substr(replace(replace(replace(phone, '+', ''), ' ', ''), '-', ''), -10), ''),
  nullif(lower(trim(email)), ''),
  created_at
FROM due
ORDER BY created_at, kind, ord;
