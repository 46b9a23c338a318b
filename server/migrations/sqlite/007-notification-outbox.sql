-- Lead notifications (issue 40, item 7): an outbox of e-mails to the team address, one row per new lead,
-- written in the lead's own transaction, so a notification is neither lost (an SMTP server that is down only
-- delays it) nor sent for a lead that was not stored. A row holds the lead's id, kind and arrival time only,
-- never a name, phone number, e-mail or message. It is deleted once the SMTP server accepts its mail; a row
-- that used up its attempts stays, with given_up_at set. Times are ISO 8601 UTC text like every other table's.
CREATE TABLE lead_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('appointment', 'callback', 'contact')),
  received_at TEXT NOT NULL,
  -- Attempts started so far; it also tells one claim of the row from the next.
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  -- The lease of the worker sending it: no other worker takes the row before then.
  locked_until TEXT,
  -- The last failure's code (e.g. ECONNECTION, or the SMTP reply code), never the message's content.
  last_error TEXT,
  given_up_at TEXT
) STRICT;

CREATE INDEX lead_notifications_due ON lead_notifications (next_attempt_at) WHERE given_up_at IS NULL;
