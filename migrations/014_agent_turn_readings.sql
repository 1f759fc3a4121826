-- What a kept answer was, as the agent read it (issue 25, items 1 and 2): the structured query that
-- answered (`reading`, at every exposure, for a follow-up to edit) and a clarification's readings
-- (`options`: [{ words, reading }], for the choice the portal offers). Only the server reads them: below
-- full exposure the portal is sent the words alone, never the queries.
ALTER TABLE agent_turns ADD COLUMN reading jsonb, ADD COLUMN options jsonb;
