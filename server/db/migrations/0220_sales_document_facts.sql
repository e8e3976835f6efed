-- Issue 40: what the law asks a sales document to carry that the data did not hold.

-- The delivery of what is invoiced, a day or a period (bokføringsforskriften § 5-1-1 nr. 4, "tidspunkt og sted
-- for levering"): typed when the entry is registered and carried by the invoice to its PDF and EHF. Empty
-- means the invoice date (the form's default); a period runs from delivery_date (or the invoice date) to
-- delivery_end_date. Invoices issued before keep what they were issued with: nothing is written to them here.
ALTER TABLE reg_entry
  ADD COLUMN delivery_date date,
  ADD COLUMN delivery_end_date date,
  ADD CONSTRAINT reg_entry_delivery_period_check CHECK (delivery_end_date IS NULL OR delivery_end_date >= coalesce(delivery_date, jour_date));
ALTER TABLE invoice
  ADD COLUMN delivery_date date,
  ADD COLUMN delivery_end_date date,
  ADD CONSTRAINT invoice_delivery_period_check CHECK (delivery_end_date IS NULL OR delivery_end_date >= coalesce(delivery_date, jour_date));

-- Whether the organisation is registered in Foretaksregisteret (the Register of Business Enterprises), as the
-- company register says: such a seller's documents carry the word 'Foretaksregisteret' (foretaksregisterloven
-- § 10-2). is_in_company_register is Enhetsregisteret, where every organisation number is. The rows already
-- held are of forms that must be registered there (foretaksregisterloven § 2-1: companies, partnerships,
-- cooperatives, foreign branches); a sole proprietorship (ENK) only in some cases, so it is left false until the
-- register says otherwise.
ALTER TABLE brreg_company ADD COLUMN is_in_business_enterprise_register boolean NOT NULL DEFAULT false;
UPDATE brreg_company SET is_in_business_enterprise_register = true WHERE org_form IN ('AS', 'ASA', 'ANS', 'DA', 'SA', 'KS', 'NUF');
