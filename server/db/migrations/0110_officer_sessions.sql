-- One server-side session per login (issue 24): the legacy, data and service tokens of one login
-- name it (claim `sid`), and every request checks it is still open, so logging out or an
-- administrative end stops all three tokens at once.
CREATE TABLE officer_session (
  id            uuid        PRIMARY KEY,
  officer_id    integer     NOT NULL REFERENCES officer (id),
  started_at    timestamptz NOT NULL,
  -- Moved forward by requests (at most every few minutes); the session ends after a working day without one.
  last_seen_at  timestamptz NOT NULL,
  ended_at      timestamptz,
  -- Who ended it and why ('logout', or 'ended-by-technical' with the Technical officer's id): the audit record.
  ended_by      integer     REFERENCES officer (id),
  end_reason    text,
  CONSTRAINT officer_session_end_complete CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX officer_session_open_idx ON officer_session (officer_id) WHERE ended_at IS NULL;

-- The data API's refresh family belongs to the session of its login: renewal keeps the session's id.
ALTER TABLE refresh_token_family ADD COLUMN session_id uuid REFERENCES officer_session (id);
