-- Client creation through the onboarding wizard (part 2 §2.10, §7.5): the idempotency key of each creation,
-- so a repeated submit answers the client created the first time instead of creating a second one.
CREATE TABLE client_creation (
  idempotency_key uuid        PRIMARY KEY,
  client_id       integer     NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  officer_id      integer     NOT NULL REFERENCES officer (id),
  created_at      timestamptz NOT NULL
);
