-- The portal agent's history on the server (issue 25, item 5): each answered question of a signed-in
-- user, under the session label the portal sends (the audit's session_id), so that a user's
-- sessions follow them across tabs and devices. Only its user reads or deletes it; it is kept
-- AGENT_HISTORY_DAYS. The audit trail is separate and unchanged: deleting history deletes no audit entry.
CREATE TABLE agent_turns (
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id text NOT NULL CHECK (length(session_id) BETWEEN 1 AND 200),
  correlation_id text NOT NULL CHECK (length(correlation_id) BETWEEN 1 AND 100),
  prompt text NOT NULL,
  spec_ids text[] NOT NULL,
  -- The exposure the answer was given at, and the portal's answer body as it was returned.
  exposure text NOT NULL CHECK (exposure IN ('full', 'limited', 'advisory')),
  answer jsonb NOT NULL,
  asked_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, correlation_id)
);
CREATE INDEX agent_turns_session_idx ON agent_turns (customer_id, user_id, session_id, asked_at);
CREATE INDEX agent_turns_user_idx ON agent_turns (customer_id, user_id, asked_at);
