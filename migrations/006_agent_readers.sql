-- What the agent needs of the database beyond the typed module tables.
--
-- 1. Readers for numbers and dates written as text, as real tables have them ("7,169", "5,628[a]",
--    "1st", "$2.5 m", "−3", "1:02.5", "January 20, 2007", "5 June 2004"). A text column whose values
--    read as numbers (or dates) is compared, ordered and aggregated through these, while answers
--    still quote the cell as written. Same functions on both engines; pure, so the planner may
--    evaluate them once per row. The two readers catch their own errors, and an exception block is a
--    subtransaction, which no part of a parallel query (its leader included) may start: they are
--    PARALLEL UNSAFE, so a query using them runs in one process.

-- The first number in the text: thousands separators dropped, a sign kept only where it stands
-- alone ("A-5" is 5, "(-5)" is -5); m:ss and h:mm:ss durations (with decimals) read as seconds.
CREATE FUNCTION specgate_number(v text) RETURNS double precision
LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE AS $$
DECLARE
  m text[];
BEGIN
  IF v IS NULL THEN
    RETURN NULL;
  END IF;
  m := regexp_match(v, '^\s*(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(\.\d+)?(?:\s|$)');
  IF m IS NOT NULL THEN
    IF m[3] IS NULL THEN
      RETURN m[1]::double precision * 60 + (m[2] || coalesce(m[4], ''))::double precision;
    END IF;
    RETURN m[1]::double precision * 3600 + m[2]::double precision * 60 + (m[3] || coalesce(m[4], ''))::double precision;
  END IF;
  m := regexp_match(v, '(?<![0-9A-Za-z.])([-+−]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?');
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN (CASE WHEN m[1] IN ('-', '−') THEN -1 ELSE 1 END) * (replace(m[2], ',', '') || coalesce(m[3], ''))::double precision;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;

-- The first date in the text: ISO (2007-01-20), "January 20, 2007" / "Jan. 20 2007", "20 January 2007",
-- "January 2007" (its first day), and 1/20/2007 (month first, as the import reads dates).
CREATE FUNCTION specgate_date(v text) RETURNS date
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
  m := regexp_match(v, '(?:^|\D)(\d{1,2})/(\d{1,2})/(\d{4})(?:\D|$)');
  IF m IS NOT NULL THEN
    RETURN make_date(m[3]::int, m[1]::int, m[2]::int);
  END IF;
  RETURN NULL;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;

-- Whether the whole text is a number as people write one in a table cell: an optional sign,
-- currency and approximation mark, the number, then at most a short unit, an ordinal suffix, a
-- percent sign and footnote marks. The spec build reads a text column as numbers when nearly all
-- of its values pass this (stricter than specgate_number, which then reads each cell).
CREATE FUNCTION specgate_is_number(v text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v ~* '^\s*[~≈<>]?\s*[-+−]?\s*(?:[$€£¥]|us\$)?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:%|st|nd|rd|th|[a-z°]{1,6}\.?)?\s*(?:\[[^\]]{1,12}\]|[*†‡#§]{1,3})*\s*$'
      OR v ~ '^\s*\d{1,2}:[0-5]\d(?::[0-5]\d)?(?:\.\d+)?\s*$'
$$;

-- 2. The value index: the distinct values of each module column of a trained spec (the most frequent
--    first, up to a bound per column), so that a question can name any value, not only the frequent
--    ones. Written with the spec, removed with it; read only through the spec's id.
CREATE TABLE semantic_values (
  spec_id uuid NOT NULL REFERENCES semantic_specs(id) ON DELETE CASCADE,
  module_id uuid NOT NULL,
  column_name text NOT NULL,
  value text NOT NULL,
  row_count bigint NOT NULL,
  first_row bigint NOT NULL
);
CREATE INDEX semantic_values_spec_idx ON semantic_values (spec_id);

-- 3. Joins a module builder declares (or confirms) between a module's column and another module's
--    column: [{column, module_id, target_column}]. The spec build adds the ones it discovers.
ALTER TABLE modules ADD COLUMN joins jsonb NOT NULL DEFAULT '[]'::jsonb;
