-- Usernames are unique after Unicode NFKC and case folding, not only case-insensitively (issue 21):
-- "ｋira" (fullwidth) and "kıra" (dotless ı) were accepted beside "kira", and an audit trail naming
-- one read as the other. username_key holds the normalised form and is unique. The service
-- computes it (src/users/username-key.ts), not SQL: lower() follows the server's locale, and the
-- key must be the same on PGlite and on any PostgreSQL server.
--
-- Existing rows: lower(username) is already unique (users_username_key), so it fills the column
-- and the index can be built. It equals the service's key for every name of ASCII characters (all
-- but a few real ones); right after this file, in the same transaction, the migration step of
-- src/db/migrate.ts rewrites the keys of the others. Accounts that turn out to be look-alikes of
-- an older one are kept (people sign in with them: sign-in still finds a name case-insensitively),
-- each under the key "<key>#<its id>", so that no new look-alike of them can be made; find them
-- with: SELECT id, username FROM users WHERE username_key LIKE '%#' || id::text;
ALTER TABLE users ADD COLUMN username_key text;
UPDATE users SET username_key = lower(username);
ALTER TABLE users ALTER COLUMN username_key SET NOT NULL;
CREATE UNIQUE INDEX users_username_key_normalised ON users (username_key);
