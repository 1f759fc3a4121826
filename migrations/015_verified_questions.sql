-- Verified questions (issue 25, items 3 and 4): a question whose reading a user with Create Semantic
-- Dataset confirmed, kept with its project (a rebuild is a new spec of the same modules: the reading
-- carries over while its columns exist). `question_key` is the question normalised, `shape` the same
-- with the values, dates and numbers it names as placeholders, `slots` what each placeholder was; a
-- new question equal to either is answered with the reading (its values put in the placeholders).
-- One reading per question and project: verifying it again replaces it (the audit keeps both).
CREATE TABLE verified_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  -- The spec it was verified on; null once that spec is deleted (the question stays with the project).
  spec_id uuid REFERENCES semantic_specs(id) ON DELETE SET NULL,
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 1000),
  question_key text NOT NULL,
  shape text NOT NULL,
  slots jsonb NOT NULL,
  reading jsonb NOT NULL,
  correlation_id text NOT NULL,
  verified_by uuid REFERENCES users(id) ON DELETE SET NULL,
  verified_by_username text NOT NULL,
  verified_at timestamptz NOT NULL,
  UNIQUE (project_id, question_key)
);
CREATE INDEX verified_questions_shape_idx ON verified_questions (project_id, shape);
CREATE INDEX verified_questions_customer_idx ON verified_questions (customer_id);

-- The check list: each verified question rerun on a spec (on every build and on demand). `pass`: the
-- agent, asked the question on that spec, answers as the verified reading does; `fail`: it answers
-- otherwise; `stale`: the verified reading's columns are not in that spec.
CREATE TABLE verified_checks (
  spec_id uuid NOT NULL REFERENCES semantic_specs(id) ON DELETE CASCADE,
  verified_id uuid NOT NULL REFERENCES verified_questions(id) ON DELETE CASCADE,
  outcome text NOT NULL CHECK (outcome IN ('pass', 'fail', 'stale')),
  checked_at timestamptz NOT NULL,
  PRIMARY KEY (spec_id, verified_id)
);
CREATE INDEX verified_checks_verified_idx ON verified_checks (verified_id);

-- The parser's adaptation to a project: per-feature weights, each bounded, added to the model's so
-- that phrasings near a verified question read as it was verified. `revision` changes with every
-- write (the agent caches by it).
CREATE TABLE verified_weights (
  project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  weights jsonb NOT NULL,
  questions integer NOT NULL,
  revision bigint NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A turn's question as it stands alone, when the prompt alone does not say it (a follow-up's or a chosen
-- reading's words): what verifying that answer stores as the question.
ALTER TABLE agent_turns ADD COLUMN question text;
