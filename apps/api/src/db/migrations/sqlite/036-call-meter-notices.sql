-- The calling meter's mails (docs/decisions/052): which thresholds of a number's bundle minutes (80 and 100 % of a
-- calendar month's) its customer has been told about. The key makes a mail go once per number, month and threshold,
-- however often and on however many instances the calls are imported. A jump past 100 % in one import records 80 %
-- too, told with the 100 % mail. `month_start` is the month's first day (YYYY-MM-01); `noticed_at` an ISO time in UTC.
CREATE TABLE call_meter_notices (
  number TEXT NOT NULL CHECK (number GLOB '+[0-9]*'),
  month_start TEXT NOT NULL,
  threshold INTEGER NOT NULL CHECK (threshold IN (80, 100)),
  noticed_at TEXT NOT NULL,
  PRIMARY KEY (number, month_start, threshold)
) STRICT;
