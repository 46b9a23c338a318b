-- Changes to a lead (issue 40, item 5). updated_field names what its last versioned change set, so a change
-- refused with 409 can say who changed what. contacted_at is when the lead was last set to contacted; it stays
-- when the lead closes, so a closed lead reopens to contacted, or to new when it was never contacted.

ALTER TABLE leads ADD COLUMN updated_field TEXT CHECK (updated_field IN ('assignee', 'status', 'duplicateOf'));
ALTER TABLE leads ADD COLUMN contacted_at TEXT;
