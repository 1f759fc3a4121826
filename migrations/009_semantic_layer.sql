-- The semantic layer's choices the module builder makes (issue 20): what the module's records are
-- called and which column is their key, and the metrics defined over its columns:
-- {"entity": {"singular", "plural"}, "key": "<column>" | null, "metrics": [...]}. A column's default
-- aggregation and unit live with the column in `columns`. The spec build proposes whatever is not set.
ALTER TABLE modules ADD COLUMN semantic jsonb NOT NULL DEFAULT '{}'::jsonb;
