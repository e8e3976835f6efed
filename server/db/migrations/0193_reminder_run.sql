-- The reminder run (issue 19 part 5, server/reminders/reminderRun.ts): once per client and Oslo day, so a
-- second run the same day (the daily job and the Technical 'run now') creates nothing new.
ALTER TABLE reminder_bundle ADD COLUMN made_by_run boolean NOT NULL DEFAULT false;
-- One bundle per run day made by the run (the seed's bundles are not).
CREATE UNIQUE INDEX reminder_bundle_run_day_idx ON reminder_bundle (run_date) WHERE made_by_run;

CREATE TABLE reminder_run (
  run_date   date    NOT NULL,
  client_id  integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  -- The day's bundle; NULL once the run left it empty and removed it.
  bundle_id  bigint  REFERENCES reminder_bundle (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_date, client_id)
);

-- The run's search: each client's unpaid invoices by due date.
CREATE INDEX invoice_unpaid_due_idx ON invoice (client_id, due_date)
  WHERE type = 'INVOICE' AND is_active AND NOT is_settled AND rest_amount_ore > 0;
-- An invoice already stopped is not stopped again the next day.
CREATE INDEX reminder_stopped_invoice_idx ON reminder_stopped (invoice_id, reminder_type);
-- The customer's leftover balance (credit not matched to invoices).
CREATE INDEX invoice_customer_credit_idx ON invoice (customer_id) WHERE rest_amount_ore < 0;
