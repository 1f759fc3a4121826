-- Customers, accounts, roles, sessions and the audit trail.

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  tier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A role is a named set of the ten flags. The implied rules are also a table constraint, so that
-- no write path can ever store an inconsistent role.
CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  is_system boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  can_view_datasets boolean NOT NULL DEFAULT false,
  can_add_datasets boolean NOT NULL DEFAULT false,
  can_add_module boolean NOT NULL DEFAULT false,
  can_add_projects boolean NOT NULL DEFAULT false,
  can_view_tree boolean NOT NULL DEFAULT false,
  can_create_semantic_dataset boolean NOT NULL DEFAULT false,
  can_delete_semantic_dataset boolean NOT NULL DEFAULT false,
  can_access_agent boolean NOT NULL DEFAULT false,
  can_add_users boolean NOT NULL DEFAULT false,
  can_add_roles boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT roles_add_datasets_requires_view CHECK (NOT can_add_datasets OR can_view_datasets),
  CONSTRAINT roles_add_module_requires_datasets CHECK (NOT can_add_module OR (can_view_datasets AND can_add_datasets))
);
CREATE UNIQUE INDEX roles_customer_name_key ON roles (customer_id, lower(name));

-- Every account of the service. system_type is the account class: global_admin accounts sign in to
-- the admin application only; customer accounts are the owner, portal users and API users.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  system_type text NOT NULL CHECK (system_type IN ('global_admin', 'customer')),
  kind text NOT NULL CHECK (kind IN ('global_admin', 'owner', 'user', 'api_user')),
  customer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
  role_id uuid REFERENCES roles(id) ON DELETE RESTRICT,
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 100),
  password_hash text NOT NULL,
  -- Bumped whenever the password changes, so credentials issued before stop working.
  credential_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_class_kind CHECK (
    (system_type = 'global_admin' AND kind = 'global_admin' AND customer_id IS NULL AND role_id IS NULL)
    OR (system_type = 'customer' AND kind IN ('owner', 'api_user') AND customer_id IS NOT NULL AND role_id IS NULL)
    OR (system_type = 'customer' AND kind = 'user' AND customer_id IS NOT NULL AND role_id IS NOT NULL)
  )
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_one_owner_per_customer ON users (customer_id) WHERE kind = 'owner';
CREATE INDEX users_customer_id_idx ON users (customer_id);
CREATE INDEX users_role_id_idx ON users (role_id);

-- Server-side sessions of the portal and of the admin application. Only a hash of the cookie value
-- is stored, so a database dump does not hand out live sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app text NOT NULL CHECK (app IN ('portal', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- The activity audit trail. Rows are only ever inserted.
CREATE TABLE audit_entries (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL CHECK (source IN ('api', 'portal')),
  action text NOT NULL,
  actor_id uuid,
  actor_username text,
  correlation_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_entries_customer_idx ON audit_entries (customer_id, id DESC);
CREATE INDEX audit_entries_correlation_idx ON audit_entries (customer_id, correlation_id) WHERE correlation_id IS NOT NULL;
