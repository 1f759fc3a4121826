-- Row and column policies (issue 21): what a role's users, or an API user, may read of a module
-- through the agent. One policy per subject and module: a row filter (a column and either fixed
-- values or the name of an attribute of the calling user) and the columns it may not see. A user's
-- attributes ({"region": "North"}) are set by the owner; a policy on an attribute the caller lacks
-- selects no rows (it fails closed).
ALTER TABLE users ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE access_policies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  module_id uuid NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  -- The subject: a role (its users) or an API user, never both.
  role_id uuid REFERENCES roles(id) ON DELETE CASCADE,
  api_user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  row_column text,
  row_values text[],
  row_attribute text,
  hidden_columns text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT access_policies_one_subject CHECK ((role_id IS NULL) <> (api_user_id IS NULL)),
  CONSTRAINT access_policies_row_filter CHECK (
    (row_column IS NULL AND row_values IS NULL AND row_attribute IS NULL)
    OR (row_column IS NOT NULL AND (row_values IS NULL) <> (row_attribute IS NULL))
  )
);
CREATE UNIQUE INDEX access_policies_role_module_key ON access_policies (role_id, module_id) WHERE role_id IS NOT NULL;
CREATE UNIQUE INDEX access_policies_api_user_module_key ON access_policies (api_user_id, module_id) WHERE api_user_id IS NOT NULL;
CREATE INDEX access_policies_customer_idx ON access_policies (customer_id);
CREATE INDEX access_policies_module_idx ON access_policies (module_id);
