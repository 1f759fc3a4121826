-- What the account could read when an answer was given (issue 25, item 5): a fingerprint of its
-- access policies and attributes. A kept answer is shown again only while the account's access is
-- the same; a row or column policy changed since withholds it. Rows from before this column (null)
-- never match.
ALTER TABLE agent_turns ADD COLUMN access text;
