-- Sessions (part 1 §4, §7): the key that signs access tokens, shared by every server instance on one
-- database, and refresh tokens in rotating families (a reused refresh token revokes its family).
CREATE TABLE server_secret (
  name  text  PRIMARY KEY,
  value bytea NOT NULL
);

CREATE TABLE refresh_token_family (
  id          uuid        PRIMARY KEY,
  officer_id  integer     NOT NULL REFERENCES officer (id),
  -- The bases the officer chose (POST Officer/select); renewals keep them.
  bases       integer[]   NOT NULL,
  created_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);

CREATE TABLE refresh_token (
  -- SHA-256 of the token: a leaked table does not leak usable tokens.
  token_hash  text        PRIMARY KEY,
  family_id   uuid        NOT NULL REFERENCES refresh_token_family (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);
