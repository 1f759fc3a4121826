-- Tamper evidence for the audit trail: the entries of each customer form a hash chain.
-- Each entry stores its position (seq), the hash of the entry before it and its own hash over
-- that link and its content. The chain is extended by a trigger under a per-customer lock, so
-- every write path (inside a transaction or not) extends it, one entry at a time.
-- audit_heads keeps each chain's last position, so that removing the newest entries shows too.

ALTER TABLE audit_entries ADD COLUMN seq bigint;
ALTER TABLE audit_entries ADD COLUMN prev_hash text;
ALTER TABLE audit_entries ADD COLUMN hash text;

CREATE TABLE audit_heads (
  customer_id uuid PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  hash text NOT NULL
);

-- The exact text that is hashed; the verify command rebuilds it from the same columns.
CREATE FUNCTION audit_entry_payload(e audit_entries) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|',
    e.seq::text, e.prev_hash, e.customer_id::text,
    ((extract(epoch FROM e.at) * 1000000)::bigint)::text,
    e.source, e.action, coalesce(e.actor_id::text, ''), coalesce(e.actor_username, ''),
    coalesce(e.correlation_id, ''), e.details::text)
$$;

CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_heads%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('specgate:audit:' || NEW.customer_id::text));
  SELECT * INTO head FROM audit_heads WHERE customer_id = NEW.customer_id;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.prev_hash := coalesce(head.hash, '');
  NEW.hash := encode(sha256(convert_to(audit_entry_payload(NEW), 'UTF8')), 'hex');
  INSERT INTO audit_heads (customer_id, seq, hash) VALUES (NEW.customer_id, NEW.seq, NEW.hash)
    ON CONFLICT (customer_id) DO UPDATE SET seq = EXCLUDED.seq, hash = EXCLUDED.hash;
  RETURN NEW;
END $$;

CREATE TRIGGER audit_entries_chain BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_chain();
CREATE UNIQUE INDEX audit_entries_customer_seq_key ON audit_entries (customer_id, seq);

-- Entries written before this migration join the chain in the order they were written.
DO $$
DECLARE
  r audit_entries%ROWTYPE;
  head audit_heads%ROWTYPE;
BEGIN
  FOR r IN SELECT * FROM audit_entries ORDER BY customer_id, id LOOP
    SELECT * INTO head FROM audit_heads WHERE customer_id = r.customer_id;
    r.seq := coalesce(head.seq, 0) + 1;
    r.prev_hash := coalesce(head.hash, '');
    r.hash := encode(sha256(convert_to(audit_entry_payload(r), 'UTF8')), 'hex');
    UPDATE audit_entries SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    INSERT INTO audit_heads (customer_id, seq, hash) VALUES (r.customer_id, r.seq, r.hash)
      ON CONFLICT (customer_id) DO UPDATE SET seq = EXCLUDED.seq, hash = EXCLUDED.hash;
  END LOOP;
END $$;

ALTER TABLE audit_entries ALTER COLUMN seq SET NOT NULL;
ALTER TABLE audit_entries ALTER COLUMN prev_hash SET NOT NULL;
ALTER TABLE audit_entries ALTER COLUMN hash SET NOT NULL;
