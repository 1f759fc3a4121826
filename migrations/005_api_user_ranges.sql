-- Optional allowed client address ranges per API user (CIDR notation); NULL allows any address.
ALTER TABLE users ADD COLUMN allowed_ranges text[];
