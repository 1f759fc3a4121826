-- Bearer tokens of API users. Only a hash of each token is stored. A token carries the credential
-- version of its user at issue time: a new password (or deleting the user) revokes every earlier token.
CREATE TABLE api_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  credential_version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id);
CREATE INDEX api_tokens_customer_id_idx ON api_tokens (customer_id);
CREATE INDEX api_tokens_expires_at_idx ON api_tokens (expires_at);
