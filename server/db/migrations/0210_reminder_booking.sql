-- Issue 40: a reminder charges interest once and books what it asks for.

-- The last day interest was charged for on the invoice (by a sent reminder); the next charge starts the day after.
ALTER TABLE invoice ADD COLUMN interest_charged_until date;

-- The days a reminder charges interest for, and each period of them as its document shows it
-- (src/domain/reminders/lateInterest.ts): one principal, one rate and one year length per period.
ALTER TABLE reminder ADD COLUMN interest_from date;
ALTER TABLE reminder ADD COLUMN interest_until date;
ALTER TABLE reminder ADD CONSTRAINT reminder_interest_days CHECK ((interest_from IS NULL) = (interest_until IS NULL) AND (interest_from IS NULL OR interest_from <= interest_until));

CREATE TABLE reminder_interest_period (
  reminder_id   bigint   NOT NULL REFERENCES reminder (id) ON DELETE CASCADE,
  seq           smallint NOT NULL CHECK (seq > 0),
  from_date     date     NOT NULL,
  to_date       date     NOT NULL,
  days          integer  NOT NULL CHECK (days > 0),
  year_days     smallint NOT NULL CHECK (year_days IN (365, 366)),
  principal_ore bigint   NOT NULL CHECK (principal_ore > 0),
  basis_points  integer  NOT NULL CHECK (basis_points >= 0),
  interest_ore  bigint   NOT NULL CHECK (interest_ore >= 0),
  PRIMARY KEY (reminder_id, seq),
  CHECK (to_date >= from_date AND to_date - from_date + 1 = days)
);

-- A sent reminder's fee and interest as posts of the customer's ledger ('Purregebyr', 'Forsinkelsesrente'),
-- each against its invoice and its reminder. Their rest lives on the invoice (fee and interest parts), as a
-- payment's does, so their own rest is 0.
ALTER TABLE post DROP CONSTRAINT post_type_check;
ALTER TABLE post ADD CONSTRAINT post_type_check CHECK (type IN ('PAYMENT', 'ADJUSTMENT', 'REMINDER_FEE', 'LATE_INTEREST'));
ALTER TABLE post ADD COLUMN reminder_id bigint REFERENCES reminder (id);
ALTER TABLE post ADD CONSTRAINT post_reminder_charge CHECK (
  (type IN ('REMINDER_FEE', 'LATE_INTEREST')) = (reminder_id IS NOT NULL)
  AND (type <> 'REMINDER_FEE' OR (amount_ore > 0 AND amount_ore = fee_part_ore AND invoice_part_ore = 0 AND interest_part_ore = 0 AND rest_amount_ore = 0))
  AND (type <> 'LATE_INTEREST' OR (amount_ore > 0 AND amount_ore = interest_part_ore AND invoice_part_ore = 0 AND fee_part_ore = 0 AND rest_amount_ore = 0)));
CREATE UNIQUE INDEX post_reminder_charge_idx ON post (reminder_id, type) WHERE reminder_id IS NOT NULL;

-- A payment matched by its KID is an OCR payment, one without a KID a direct one (DIR); reports go by this tag.
ALTER TABLE payment DROP CONSTRAINT payment_payment_code_check;
ALTER TABLE payment ADD CONSTRAINT payment_payment_code_check CHECK (payment_code IN ('DIR', 'OCR'));

-- Historikk: the reminder's own event carries what it booked, so its posts are not shown a second time.
CREATE OR REPLACE VIEW invoice_history AS
  SELECT h.*, (sum(h.amount_ore) OVER (PARTITION BY h.invoice_id ORDER BY h.event_date, h.seq, h.source_id))::bigint AS saldo_ore
    FROM (
      SELECT i.id AS invoice_id, 0 AS seq, i.id AS source_id, i.jour_date AS event_date,
             CASE i.type WHEN 'INVOICE' THEN 'Faktura sendt' ELSE 'Kreditnota sendt' END AS event,
             i.amount_inc_tax_ore AS amount_ore, i.amount_inc_tax_ore AS invoice_part_ore, 0::bigint AS rest_interest_ore,
             0::bigint AS rest_fees_ore, i.id AS printable_id, CASE i.type WHEN 'INVOICE' THEN 'Invoice' ELSE 'Creditnote' END AS printable_type
        FROM invoice i
      UNION ALL
      SELECT e.invoice_id, 1, e.id, e.event_date, e.event, e.amount_ore, e.invoice_part_ore, e.rest_interest_ore, e.rest_fees_ore,
             e.printable_id, e.printable_type
        FROM invoice_event e
      UNION ALL
      SELECT p.invoice_id, 2, p.id, p.journal_date, 'Innbetaling', p.amount_ore, p.invoice_part_ore, p.interest_part_ore, p.fee_part_ore,
             NULL::bigint, NULL::text
        FROM post p
       WHERE p.invoice_id IS NOT NULL AND p.reminder_id IS NULL
    ) h;
