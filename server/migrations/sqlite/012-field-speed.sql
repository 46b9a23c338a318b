-- Speed on visitors' phones (issue 42, docs/field-speed.md). Nothing here names a person: no address, no user
-- agent, no cookie, no time finer than the day in India.

-- One row per beacon (one page view). The roll-up marks it rolled_up = 1 in the transaction that adds it to the
-- daily tables below, so each view is counted once; rows are deleted with their day after VITALS_RETENTION_DAYS.
-- Metric values: ms, CLS unitless; NULL when the view did not produce the metric. id is arrival order only.
CREATE TABLE vitals_views (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  lang TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  navigation_type TEXT NOT NULL,
  effective_type TEXT,
  lcp REAL,
  inp REAL,
  cls REAL,
  fcp REAL,
  ttfb REAL,
  lcp_element TEXT,
  inp_target TEXT,
  inp_script TEXT,
  cls_source TEXT,
  rolled_up INTEGER NOT NULL DEFAULT 0 CHECK (rolled_up IN (0, 1))
) STRICT;

-- The roll-up's work list: at most a minute of beacons, whatever the table's size.
CREATE INDEX vitals_views_not_rolled_up ON vitals_views (id) WHERE rolled_up = 0;
CREATE INDEX vitals_views_day ON vitals_views (day);

-- The roll-up (src/lib/vitals/vitals-rollup.ts), summed per key: what the report reads. The views' and
-- histograms' keys begin with the day, so a window's rows and the days past retention are one range of the key.
CREATE TABLE vitals_daily_views (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL,
  lang TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, route, device, lang)
) STRICT, WITHOUT ROWID;

-- counts: the day's histogram of one group, metric and rating, packed (server/storage/vitals-bucket-counts.ts): pairs
-- of (bucket, count), each a little-endian uint32, ascending by bucket; a bucket is the lower bound of a histogram
-- bucket in units (ms; thousandths for CLS), vitals-histogram.ts. One row per bucket would be about one per view.
-- A rowid table: its values run to kilobytes, past what suits a table without rowid.
CREATE TABLE vitals_daily_histograms (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL,
  lang TEXT NOT NULL,
  metric TEXT NOT NULL,
  rating TEXT NOT NULL,
  counts BLOB NOT NULL,
  PRIMARY KEY (day, route, device, lang, metric, rating)
) STRICT;

-- total: the sum of the explained metric's values over those views (its mean is total / count). Read per route,
-- device, language and kind (the report's worst rows), so the key begins with them; retention goes by the index.
CREATE TABLE vitals_daily_attributions (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL,
  lang TEXT NOT NULL,
  kind TEXT NOT NULL,
  target TEXT NOT NULL,
  count INTEGER NOT NULL,
  total REAL NOT NULL,
  PRIMARY KEY (route, device, lang, kind, day, target)
) STRICT, WITHOUT ROWID;

CREATE INDEX vitals_daily_attributions_day ON vitals_daily_attributions (day);
