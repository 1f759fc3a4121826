-- Dates written year first with slashes ("2001/01/14 21:55", as vega-datasets and many exports
-- write them) read as dates too: a column of departure times was taken for plain text, so nothing
-- could be asked of it by day or month, and a word of movement ("departed") read it as a place.
-- The reader is otherwise unchanged (migrations/006); year first is never ambiguous.
CREATE OR REPLACE FUNCTION specgate_date(v text) RETURNS date
LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE AS $$
DECLARE
  m text[];
  months constant text[] := ARRAY['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  mon constant text := '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?';
BEGIN
  IF v IS NULL THEN
    RETURN NULL;
  END IF;
  m := regexp_match(v, '(?:^|\D)(\d{4})-(\d{1,2})-(\d{1,2})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[1]::int, m[2]::int, m[3]::int);
  END IF;
  m := regexp_match(lower(v), '(?:^|[^a-z])' || mon || '\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[3]::int, array_position(months, left(m[1], 3)), m[2]::int);
  END IF;
  m := regexp_match(lower(v), '(?:^|\D)(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?' || mon || ',?\s+(\d{4})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[3]::int, array_position(months, left(m[2], 3)), m[1]::int);
  END IF;
  m := regexp_match(lower(v), '(?:^|[^a-z])' || mon || ',?\s+(\d{4})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[2]::int, array_position(months, left(m[1], 3)), 1);
  END IF;
  m := regexp_match(v, '(?:^|\D)(\d{4})/(\d{1,2})/(\d{1,2})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[1]::int, m[2]::int, m[3]::int);
  END IF;
  m := regexp_match(v, '(?:^|\D)(\d{1,2})/(\d{1,2})/(\d{4})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[3]::int, m[1]::int, m[2]::int);
  END IF;
  RETURN NULL;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
