-- Sign-in attempts per e-mail move from process memory to the database (issue 13), so a restart does not
-- forgive them and PostgreSQL instances share them. reset_at is a Unix time in milliseconds.
CREATE TABLE auth_attempts (
  key TEXT PRIMARY KEY,
  attempts INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
) STRICT;

CREATE INDEX auth_attempts_reset_at ON auth_attempts (reset_at);
