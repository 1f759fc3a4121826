-- The data plane: import batches (raw uploaded rows), modules (typed tables), projects and
-- trained semantic specs. Raw and typed rows live in one schema per customer (c_<customer hex>),
-- in tables named by us (b_<batch hex>, m_<module hex>); only metadata lives here.

CREATE TABLE import_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- importing: the upload is still streaming (rows not usable yet); ready: complete.
  -- A failed upload leaves nothing behind: its row and its raw table are removed.
  status text NOT NULL CHECK (status IN ('importing', 'ready')),
  format text NOT NULL CHECK (format IN ('csv', 'json')),
  -- [{name, key, type, null_count}] in file order; key is the raw table's column (c1, c2, …).
  columns jsonb NOT NULL DEFAULT '[]'::jsonb,
  row_count bigint NOT NULL DEFAULT 0,
  size_bytes bigint NOT NULL DEFAULT 0,
  raw_schema text NOT NULL,
  raw_table text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_batches_customer_idx ON import_batches (customer_id, created_at DESC);
CREATE INDEX import_batches_created_by_idx ON import_batches (created_by);

CREATE TABLE modules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  import_batch_id uuid NOT NULL REFERENCES import_batches(id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  synonyms jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- draft: definition editable; finalized: frozen; importing: run-import in progress; imported: rows loaded.
  status text NOT NULL CHECK (status IN ('draft', 'finalized', 'importing', 'imported')),
  -- [{source, key, name, type, label, synonyms}]: source header, raw column, our identifier, type.
  columns jsonb NOT NULL,
  row_count bigint,
  -- The last failed run-import's report ({detail, errors}), cleared by a successful one.
  import_error jsonb,
  table_schema text NOT NULL,
  table_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finalized_at timestamptz,
  imported_at timestamptz
);
CREATE INDEX modules_customer_idx ON modules (customer_id, created_at DESC);
CREATE INDEX modules_import_batch_idx ON modules (import_batch_id);

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  exposure text NOT NULL CHECK (exposure IN ('full', 'limited', 'advisory')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_customer_idx ON projects (customer_id, created_at DESC);

CREATE TABLE project_modules (
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  module_id uuid NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, module_id)
);
CREATE INDEX project_modules_module_idx ON project_modules (module_id);

CREATE TABLE semantic_specs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  status text NOT NULL CHECK (status IN ('building', 'trained', 'failed')),
  -- {modules_total, modules_done, columns_total, columns_done, step}
  progress jsonb NOT NULL DEFAULT '{}'::jsonb,
  error text,
  spec jsonb, -- SpecDoc (src/semantic/spec.types.ts), set when trained
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Touched while a build runs; a build whose heartbeat stops (process restarted) is marked failed.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  trained_at timestamptz,
  CONSTRAINT semantic_specs_trained_has_spec CHECK (status <> 'trained' OR spec IS NOT NULL)
);
CREATE INDEX semantic_specs_customer_idx ON semantic_specs (customer_id);
CREATE INDEX semantic_specs_project_idx ON semantic_specs (project_id, created_at DESC);
CREATE INDEX semantic_specs_created_by_idx ON semantic_specs (created_by);

-- True when PostgreSQL can cast the text to the module column type; run-import uses it to name
-- the bad cells (row and column) after a failed load. Same function on both engines.
CREATE FUNCTION specgate_castable(v text, t text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF v IS NULL OR btrim(v) = '' THEN
    RETURN true;
  END IF;
  CASE t
    WHEN 'integer' THEN PERFORM btrim(v)::bigint;
    WHEN 'number' THEN PERFORM btrim(v)::double precision;
    WHEN 'boolean' THEN PERFORM btrim(v)::boolean;
    WHEN 'date' THEN PERFORM btrim(v)::date;
    WHEN 'timestamp' THEN PERFORM btrim(v)::timestamptz;
    ELSE NULL;
  END CASE;
  RETURN true;
EXCEPTION WHEN others THEN
  RETURN false;
END
$$;
