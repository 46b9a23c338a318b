-- Lead retention (issue 40, item 10). A closed lead (booked, not interested, junk) is erased LEAD_RETENTION_DAYS
-- after it was closed: its record (appointments, callbacks or contacts), its notes and its notification are
-- deleted, and its inbox row keeps only what holds no personal data (kind, times, status, assignee), with its
-- phone and e-mail keys cleared and erased_at set. Each erasure adds one to a count per IST day of arrival,
-- kind and final status, in the same transaction, so reports outlive the records. Times are ISO 8601 UTC text.

ALTER TABLE leads ADD COLUMN erased_at TEXT;

-- What the daily job looks for: closed, not yet erased, oldest closing first.
CREATE INDEX leads_erasable ON leads (closed_at) WHERE closed_at IS NOT NULL AND erased_at IS NULL;

CREATE TABLE lead_retention_counts (
  -- The day the leads arrived, in India time (YYYY-MM-DD).
  received_on TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('appointment', 'callback', 'contact')),
  status TEXT NOT NULL CHECK (status IN ('booked', 'not_interested', 'junk')),
  erased INTEGER NOT NULL CHECK (erased > 0),
  PRIMARY KEY (received_on, kind, status)
) STRICT;

-- The audit log page filters by action and by actor, newest first: each a keyset range scan.
CREATE INDEX audit_log_action_id ON audit_log (action, id);
CREATE INDEX audit_log_actor_id ON audit_log (actor_staff_id, id);
