-- Customers, invoices and credit notes, their lines, VAT rows, events, notes and ledger posts
-- (part 2 §3.3, §3.4). These are the big tables: keep them narrow, index only the hot reads.

-- Customer (part 2 §3.3) with its five editable settings inline (1:1, read with the customer).
CREATE TABLE customer (
  id                              bigint  PRIMARY KEY,
  client_id                       integer NOT NULL REFERENCES client (id),
  nr                              integer NOT NULL CHECK (nr > 0),
  name                            text    NOT NULL CHECK (length(name) >= 1),
  type                            text    NOT NULL CHECK (type IN ('Business', 'Retail')),
  is_type_confirmed               boolean NOT NULL DEFAULT true,
  address_line1                   text,
  address_line2                   text,
  post_no                         text,
  city_name                       text,
  country_code                    text    NOT NULL DEFAULT 'NO' REFERENCES country (code),
  email                           text,
  invoice_email                   text,
  phone_nr                        text,
  org_no                          text    CHECK (org_no ~ '^[0-9]{9}$'),
  fixed_shipment                  boolean NOT NULL DEFAULT false,
  fixed_org_no                    boolean NOT NULL DEFAULT false,
  credit_days                     integer CHECK (credit_days IS NULL OR credit_days BETWEEN 0 AND 365),
  shipment_type                   text    NOT NULL DEFAULT 'PAPER' CHECK (shipment_type IN ('PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF')),
  -- settings (PUT Customer/{id}/Settings)
  specify_interest_and_fee        boolean NOT NULL DEFAULT false,
  brevgiro                        boolean NOT NULL DEFAULT false,
  debt_collection_notice_on_email boolean NOT NULL DEFAULT false,
  auto_split_rate_invoice         boolean NOT NULL DEFAULT false,
  language_code                   text    NOT NULL DEFAULT '' CHECK (language_code IN ('', 'NO', 'EN')),
  created_at                      timestamptz NOT NULL,
  UNIQUE (client_id, nr),
  CHECK (country_code <> 'NO' OR post_no IS NULL OR post_no ~ '^[0-9]{4}$')
);
-- Number prefix within a client ("12" finds 12, 120, 1234...).
CREATE INDEX customer_client_nr_prefix_idx ON customer (client_id, (nr::text) text_pattern_ops);
-- Name and address substring (trigrams; lower() so the search is case-insensitive).
CREATE INDEX customer_name_trgm_idx ON customer USING gin (lower(name) gin_trgm_ops);
CREATE INDEX customer_address_trgm_idx ON customer USING gin (
  lower(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(post_no, '') || ' ' || coalesce(city_name, '')) gin_trgm_ops);
-- E-mail exact (the whole address is required).
CREATE INDEX customer_email_idx ON customer (lower(email));
CREATE INDEX customer_invoice_email_idx ON customer (lower(invoice_email)) WHERE invoice_email IS NOT NULL;
CREATE INDEX customer_org_no_idx ON customer (org_no) WHERE org_no IS NOT NULL;
-- Bekreft kundetype: unconfirmed customers per client.
CREATE INDEX customer_unconfirmed_idx ON customer (client_id, nr) WHERE NOT is_type_confirmed;

-- The accounts customers pay from (search customers by bank account within a client).
CREATE TABLE customer_bank_account (
  id             bigint  PRIMARY KEY,
  customer_id    bigint  NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  account_number text    NOT NULL CHECK (account_number ~ '^[0-9]{11}$'),
  UNIQUE (customer_id, account_number)
);
CREATE INDEX customer_bank_account_number_idx ON customer_bank_account (account_number text_pattern_ops);

-- Shipment addresses (eFaktura, AvtaleGiro agreements): enabled, inactive or rejected.
CREATE TABLE customer_shipment (
  id            bigint  PRIMARY KEY,
  customer_id   bigint  NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  shipment_type text    NOT NULL CHECK (shipment_type IN ('EFAKTURA', 'AVTALEGIRO')),
  label         text    NOT NULL,
  value         text    NOT NULL,
  address_value text    NOT NULL,
  is_enabled    boolean NOT NULL DEFAULT true,
  is_rejected   boolean NOT NULL DEFAULT false,
  created_date  timestamptz NOT NULL,
  created_by    text    NOT NULL,
  modified_date timestamptz,
  modified_by   text
);
CREATE INDEX customer_shipment_customer_idx ON customer_shipment (customer_id);

-- Customer notes; tag 'dos' means created in DOS.
CREATE TABLE customer_note (
  id          bigint  PRIMARY KEY,
  customer_id bigint  NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  created     timestamptz NOT NULL,
  created_by  text    NOT NULL,
  notice_text text    NOT NULL,
  subject     text,
  tag         text
);
CREATE INDEX customer_note_customer_idx ON customer_note (customer_id, created DESC);

-- Invoices and credit notes (part 2 §3.4). Credit notes carry negative amounts.
-- Status fields: rest_amount_ore = invoice_part_ore + interest_part_ore + fee_part_ore.
CREATE TABLE invoice (
  id                                 bigint  PRIMARY KEY,
  client_id                          integer NOT NULL REFERENCES client (id),
  customer_id                        bigint  NOT NULL REFERENCES customer (id),
  type                               text    NOT NULL CHECK (type IN ('INVOICE', 'CREDITNOTE')),
  jour_nr                            bigint  NOT NULL CHECK (jour_nr > 0),
  jour_date                          date    NOT NULL,
  due_date                           date    NOT NULL,
  kid                                text    CHECK (kid IS NULL OR kid ~ '^[0-9]{1,24}[0-9-]$'),
  currency_code                      text    NOT NULL DEFAULT 'NOK',
  amount_inc_tax_ore                 bigint  NOT NULL,
  amount_ex_tax_ore                  bigint  NOT NULL,
  tax_amount_ore                     bigint  NOT NULL,
  rounding_ore                       bigint  NOT NULL DEFAULT 0 CHECK (rounding_ore > -100 AND rounding_ore < 100),
  shipment_type                      text    NOT NULL CHECK (shipment_type IN ('PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF')),
  your_ref                           text,
  our_ref                            text,
  customer_att                       text,
  ref_invoice_nr                     bigint,
  invoice_text                       text,
  applies                            text,
  -- status
  rest_amount_ore                    bigint  NOT NULL,
  invoice_part_ore                   bigint  NOT NULL,
  interest_part_ore                  bigint  NOT NULL DEFAULT 0,
  fee_part_ore                       bigint  NOT NULL DEFAULT 0,
  proc_level                         smallint NOT NULL DEFAULT 0 CHECK (proc_level BETWEEN 0 AND 9),
  proc_status                        text,
  status_text                        text    NOT NULL,
  status_code                        text    NOT NULL CHECK (status_code IN ('P', 'NP', 'IN', 'KR')),
  is_active                          boolean NOT NULL DEFAULT true,
  is_settled                         boolean NOT NULL DEFAULT false,
  settled_date                       date,
  ready_for_debt_collection_decision boolean NOT NULL DEFAULT false,
  case_number                        text,
  -- registered in the product itself (edit actions allowed) rather than imported from DOS
  registered_in_product              boolean NOT NULL DEFAULT false,
  created_at                         timestamptz NOT NULL,
  CHECK (amount_inc_tax_ore = amount_ex_tax_ore + tax_amount_ore + rounding_ore),
  CHECK (rest_amount_ore = invoice_part_ore + interest_part_ore + fee_part_ore),
  CHECK (type = 'INVOICE' OR amount_inc_tax_ore <= 0),
  CHECK (type = 'CREDITNOTE' OR ref_invoice_nr IS NULL),
  CHECK (type = 'INVOICE' OR shipment_type <> 'EFAKTURA'),
  CHECK (NOT is_settled OR settled_date IS NOT NULL),
  CHECK (due_date >= jour_date)
);
CREATE INDEX invoice_customer_idx ON invoice (customer_id, jour_date DESC);
CREATE INDEX invoice_client_jour_nr_idx ON invoice (client_id, jour_nr);
CREATE INDEX invoice_jour_nr_idx ON invoice (jour_nr);
CREATE INDEX invoice_kid_idx ON invoice (kid) WHERE kid IS NOT NULL;
CREATE INDEX invoice_your_ref_idx ON invoice (lower(your_ref) text_pattern_ops) WHERE your_ref IS NOT NULL;
CREATE INDEX invoice_case_number_idx ON invoice (case_number) WHERE case_number IS NOT NULL;
CREATE INDEX invoice_client_amount_idx ON invoice (client_id, amount_inc_tax_ore);
-- Work queues: invoices waiting for a debt-collection decision.
CREATE INDEX invoice_decision_idx ON invoice (client_id) WHERE ready_for_debt_collection_decision;

-- Invoice lines.
CREATE TABLE invoice_line (
  id                  bigint  PRIMARY KEY,
  invoice_id          bigint  NOT NULL REFERENCES invoice (id) ON DELETE CASCADE,
  line_number         integer NOT NULL CHECK (line_number > 0),
  line_type           text    NOT NULL CHECK (line_type IN ('PRODUCT', 'TEXT')),
  line_text           text    NOT NULL,
  product_number      text,
  account_number      integer,
  quantity            numeric(12,3),
  unit                text,
  unit_price_ore      bigint,
  discount_percent    numeric(5,2) CHECK (discount_percent IS NULL OR discount_percent BETWEEN 0 AND 100),
  discount_amount_ore bigint,
  tax_percent         numeric(5,2),
  amount_ex_tax_ore   bigint,
  amount_inc_tax_ore  bigint,
  line_amount_ore     bigint,
  UNIQUE (invoice_id, line_number),
  CHECK (line_type = 'TEXT' OR (amount_ex_tax_ore IS NOT NULL AND amount_inc_tax_ore IS NOT NULL))
);

-- VAT summary rows per invoice (per tax code and account).
CREATE TABLE invoice_tax_summary (
  invoice_id         bigint       NOT NULL REFERENCES invoice (id) ON DELETE CASCADE,
  row_no             smallint     NOT NULL,
  tax_code           integer      NOT NULL,
  tax_percent        numeric(5,2) NOT NULL,
  account_number     integer,
  amount_ex_tax_ore  bigint       NOT NULL,
  tax_amount_ore     bigint       NOT NULL,
  amount_inc_tax_ore bigint       NOT NULL,
  PRIMARY KEY (invoice_id, row_no),
  CHECK (amount_inc_tax_ore = amount_ex_tax_ore + tax_amount_ore)
);

-- Invoice history (Historikk): events with a printable document (id, type).
CREATE TABLE invoice_event (
  id                bigint  PRIMARY KEY,
  invoice_id        bigint  NOT NULL REFERENCES invoice (id) ON DELETE CASCADE,
  event_date        date    NOT NULL,
  event             text    NOT NULL,
  amount_ore        bigint  NOT NULL,
  invoice_part_ore  bigint  NOT NULL,
  rest_interest_ore bigint  NOT NULL DEFAULT 0,
  rest_fees_ore     bigint  NOT NULL DEFAULT 0,
  saldo_ore         bigint  NOT NULL,
  printable_id      bigint,
  printable_type    text    CHECK (printable_type IS NULL OR printable_type IN ('Invoice', 'Reminder', 'Creditnote')),
  CHECK ((printable_id IS NULL) = (printable_type IS NULL))
);
CREATE INDEX invoice_event_invoice_idx ON invoice_event (invoice_id, event_date);

CREATE TABLE invoice_note (
  id         bigint  PRIMARY KEY,
  invoice_id bigint  NOT NULL REFERENCES invoice (id) ON DELETE CASCADE,
  created    timestamptz NOT NULL,
  created_by text    NOT NULL,
  text       text    NOT NULL
);
CREATE INDEX invoice_note_invoice_idx ON invoice_note (invoice_id);

-- Ledger posts (Kundereskontro, posts, open posts): invoices, credit notes and payments.
CREATE TABLE post (
  id                bigint  PRIMARY KEY,
  client_id         integer NOT NULL REFERENCES client (id),
  customer_id       bigint  NOT NULL REFERENCES customer (id),
  invoice_id        bigint  REFERENCES invoice (id) ON DELETE CASCADE,
  type              text    NOT NULL CHECK (type IN ('INVOICE', 'PAYMENT', 'CREDITNOTE')),
  text              text    NOT NULL,
  invoice_nr        bigint,
  jour_nr           bigint  NOT NULL,
  journal_date      date    NOT NULL,
  reg_date          date    NOT NULL,
  due_date          date,
  amount_ore        bigint  NOT NULL,
  invoice_part_ore  bigint  NOT NULL DEFAULT 0,
  interest_part_ore bigint  NOT NULL DEFAULT 0,
  fee_part_ore      bigint  NOT NULL DEFAULT 0,
  rest_amount_ore   bigint  NOT NULL DEFAULT 0,
  tag               text,
  CHECK (type <> 'PAYMENT' OR amount_ore <= 0)
);
CREATE INDEX post_customer_idx ON post (customer_id, journal_date);
CREATE INDEX post_open_idx ON post (customer_id) WHERE rest_amount_ore <> 0;
CREATE INDEX post_client_jour_nr_idx ON post (client_id, jour_nr);
CREATE INDEX post_invoice_idx ON post (invoice_id);
