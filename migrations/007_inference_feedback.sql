-- Feedback on the agent's answers (issue 12): a thumbs up or down and an optional "what was wrong"
-- note, stored against the call's correlation id. One rating per call and customer; a later rating
-- replaces the earlier one. The audit entry itself is never changed: the owner's audit list joins
-- the feedback in, and the owner's export turns rated questions into a question file.
CREATE TABLE inference_feedback (
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  correlation_id text NOT NULL CHECK (length(correlation_id) BETWEEN 1 AND 100),
  rating text NOT NULL CHECK (rating IN ('up', 'down')),
  note text CHECK (note IS NULL OR length(note) <= 2000),
  user_id uuid,
  username text,
  rated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, correlation_id)
);
CREATE INDEX inference_feedback_rated_idx ON inference_feedback (customer_id, rated_at);
