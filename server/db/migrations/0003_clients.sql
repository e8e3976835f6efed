-- Clients and everything hanging off a client (part 2 §3.1, §3.2, §3.7, §3.8).

-- Collection agencies (Inkassoselskap, part 2 §3.8) with their setup. Needed by client settings.
CREATE TABLE collection_agency (
  id             integer PRIMARY KEY,
  name           text    NOT NULL,
  address_line1  text,
  address_line2  text,
  post_no        text   ,
  city_name      text,
  country_code   text    NOT NULL DEFAULT 'NO' REFERENCES country (code),
  phone_no       text,
  email          text,
  -- setup
  invoice_format text    NOT NULL CHECK (invoice_format IN ('Lindorff', 'PDF', 'Predator')),
  payment_format text    NOT NULL CHECK (payment_format IN ('Lindorff', 'PDF', 'Predator')),
  shipment_type  text    NOT NULL CHECK (shipment_type IN ('EMAIL', 'SFTP')),
  email_address  text,
  ftp_server_id  integer,
  CHECK (shipment_type <> 'EMAIL' OR email_address IS NOT NULL)
);

-- Client (part 2 §3.1). officer_id is the base (1–5) the client belongs to; client numbers are base*1000+n.
CREATE TABLE client (
  id                  integer PRIMARY KEY CHECK (id > 0),
  name                text    NOT NULL,
  is_active           boolean NOT NULL DEFAULT true,
  contact_person      text,
  org_no              text    NOT NULL CHECK (org_no ~ '^[0-9]{9}$'),
  address_line1       text,
  address_line2       text,
  post_no             text   ,
  city_name           text,
  country_code        text    NOT NULL DEFAULT 'NO' REFERENCES country (code),
  email               text,
  phone_no            text,
  vat_bound           boolean NOT NULL DEFAULT true,
  officer_id          integer NOT NULL CHECK (officer_id BETWEEN 1 AND 5),
  contract_date       date    NOT NULL,
  -- termination status (part 2 §3.1 Status, §4 Client termination)
  termination_date    date,
  end_of_service_date date,
  termination_note    text,
  created_at          timestamptz NOT NULL,
  CHECK (end_of_service_date IS NULL OR termination_date IS NOT NULL)
);
CREATE INDEX client_officer_idx ON client (officer_id, id);
CREATE INDEX client_name_trgm_idx ON client USING gin (lower(name) gin_trgm_ops);
CREATE INDEX client_org_no_idx ON client (org_no);
CREATE INDEX client_inactive_idx ON client (id) WHERE NOT is_active;

-- Client settings (part 2 §3.2): editable panels plus the read-only values that "kan kun endres i DOS".
CREATE TABLE client_settings (
  client_id                 integer PRIMARY KEY REFERENCES client (id) ON DELETE CASCADE,
  -- production
  prod_invoice_pdf          boolean NOT NULL DEFAULT true,
  prod_creditnote_pdf       boolean NOT NULL DEFAULT true,
  efaktura_priv             boolean NOT NULL DEFAULT true,
  dispatch_invoices         boolean NOT NULL DEFAULT true,
  payment_form              text    NOT NULL DEFAULT 'GIRO' CHECK (payment_form IN ('GIRO', 'BREVGIRO', 'NONE')),
  new_bank_account          text    CHECK (new_bank_account IS NULL OR new_bank_account ~ '^[0-9]{11}$'),
  -- reminder
  reminders_on_email        boolean NOT NULL DEFAULT false,
  collection_notes_on_email boolean NOT NULL DEFAULT false,
  approve_reminders         boolean NOT NULL DEFAULT false,
  -- debt collection
  receipt_for_cases_sent    boolean NOT NULL DEFAULT false,
  receipt_email             text,
  -- report
  use_html_email            boolean NOT NULL DEFAULT true,
  -- read-only ('Dette kan kun endres i DOS')
  use_invoice_kid           boolean NOT NULL DEFAULT true,
  kid_method                text    NOT NULL DEFAULT 'MOD10' CHECK (kid_method IN ('MOD10', 'MOD11')),
  due_days                  integer NOT NULL DEFAULT 15 CHECK (due_days BETWEEN 0 AND 365),
  shipment_type             text    NOT NULL DEFAULT 'PAPER' CHECK (shipment_type IN ('PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF')),
  reminder_days             integer NOT NULL DEFAULT 14 CHECK (reminder_days >= 0),
  reminder2                 boolean NOT NULL DEFAULT true,
  days_reminder3            integer NOT NULL DEFAULT 17 CHECK (days_reminder3 >= 0),
  days_reminder_b           integer NOT NULL DEFAULT 14 CHECK (days_reminder_b >= 0),
  inkasso_days              integer NOT NULL DEFAULT 17 CHECK (inkasso_days >= 0),
  send_collection_notice    boolean NOT NULL DEFAULT true,
  days_ready_collect        integer NOT NULL DEFAULT 14 CHECK (days_ready_collect >= 0),
  agency_id                 integer REFERENCES collection_agency (id),
  auto_inkasso              boolean NOT NULL DEFAULT false,
  customer_nr_at_agency     text,
  -- customer number template: when set, new customers get the next number and nr is read-only
  customer_nr_template      integer CHECK (customer_nr_template IS NULL OR customer_nr_template > 0),
  -- EU fee (onboarding): invoices up to limit1 pay fee1, up to limit2 fee2, above fee3
  eu_fee_enabled            boolean NOT NULL DEFAULT true,
  eu_fee_limit1_ore         bigint  NOT NULL DEFAULT 100000 CHECK (eu_fee_limit1_ore > 0),
  eu_fee_limit2_ore         bigint  NOT NULL DEFAULT 500000 CHECK (eu_fee_limit2_ore > 0),
  eu_fee_rate1_ore          bigint  NOT NULL DEFAULT 8000 CHECK (eu_fee_rate1_ore >= 0),
  eu_fee_rate2_ore          bigint  NOT NULL DEFAULT 16000 CHECK (eu_fee_rate2_ore >= 0),
  eu_fee_rate3_ore          bigint  NOT NULL DEFAULT 28000 CHECK (eu_fee_rate3_ore >= 0),
  -- subscription
  billing_interval          text    NOT NULL DEFAULT 'Monthly' CHECK (billing_interval IN ('Monthly', 'Yearly')),
  subscription_start        date,
  subscription_amount_ore   bigint  NOT NULL DEFAULT 0 CHECK (subscription_amount_ore >= 0),
  addressed_mail_provider   text    NOT NULL DEFAULT 'Posten' CHECK (addressed_mail_provider IN ('Posten', 'Bring', 'Strålfors')),
  CHECK (eu_fee_limit1_ore < eu_fee_limit2_ore)
);
CREATE INDEX client_settings_agency_idx ON client_settings (agency_id);

-- Invoice fee (GET Client/{id}/InvoiceFee).
CREATE TABLE client_invoice_fee (
  client_id             integer PRIMARY KEY REFERENCES client (id) ON DELETE CASCADE,
  is_enabled            boolean NOT NULL DEFAULT false,
  amount_ex_tax_ore     bigint  NOT NULL DEFAULT 0 CHECK (amount_ex_tax_ore >= 0),
  duty_free_account_id  integer,
  tax_bound_account_id  integer,
  text                  text    NOT NULL DEFAULT 'Fakturagebyr'
);

-- Client prices from onboarding (part 2 §3.7 prices and porto), per category and shipment type.
CREATE TABLE client_price (
  id                integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id         integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  category          text    NOT NULL CHECK (category IN ('invoice', 'rateInvoice', 'creditnote', 'reminder', 'sms', 'nyfakturaUser',
                                                          'portoInvoice', 'portoCreditnote', 'portoReminder')),
  shipment_type     text    CHECK (shipment_type IS NULL OR shipment_type IN ('NOSEND', 'PAPER', 'EMAIL', 'EINVOICE', 'AVTALEGIRO')),
  price_ex_tax_ore  bigint  NOT NULL CHECK (price_ex_tax_ore >= 0)
);
CREATE UNIQUE INDEX client_price_unique_idx ON client_price (client_id, category, coalesce(shipment_type, ''));

-- Bank accounts (part 2 §3.1): 11 digits, MOD11 (checked by the domain when written by the app).
CREATE TABLE client_bank_account (
  id             integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id      integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  account_type   text    NOT NULL CHECK (account_type IN ('Primary', 'Secondary')),
  account_number text    NOT NULL CHECK (account_number ~ '^[0-9]{11}$'),
  currency_code  text    NOT NULL DEFAULT 'NOK',
  bic            text,
  iban           text,
  name           text
);
CREATE INDEX client_bank_account_client_idx ON client_bank_account (client_id);
CREATE INDEX client_bank_account_number_idx ON client_bank_account (account_number text_pattern_ops);
CREATE UNIQUE INDEX client_bank_account_one_primary_idx ON client_bank_account (client_id) WHERE account_type = 'Primary';

-- Soft payment reminder setup (clients/{id}/dunning/soft-reminder-setup).
CREATE TABLE client_soft_reminder_setup (
  client_id           integer PRIMARY KEY REFERENCES client (id) ON DELETE CASCADE,
  created_date        timestamptz NOT NULL,
  is_enabled          boolean NOT NULL DEFAULT false,
  send_on_day         integer NOT NULL DEFAULT 5 CHECK (send_on_day BETWEEN 5 AND 12),
  send_on_email       boolean NOT NULL DEFAULT true,
  send_on_sms         boolean NOT NULL DEFAULT false,
  email_reminder_text text,
  sms_reminder_text   text
);

-- Termination log (clients/{id}/termination-log) with the termination PDF as attachment.
CREATE TABLE client_termination_log (
  id                  integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id           integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  event_date          timestamptz NOT NULL,
  made_by             text    NOT NULL,
  event_text          text    NOT NULL,
  event_tag           text    NOT NULL CHECK (event_tag IN ('TERMINATED', 'POSTPONED', 'REVOKED', 'REACTIVATED', 'BANKRUPT')),
  termination_note    text,
  type                text    NOT NULL DEFAULT 'TERMINATION' CHECK (type = 'TERMINATION'),
  termination_date    date,
  end_of_service_date date,
  attachment_file_id  bigint  REFERENCES stored_file (id)
);
CREATE INDEX client_termination_log_client_idx ON client_termination_log (client_id, event_date);

-- Contact persons (part 2 §3.8 Person).
CREATE TABLE person (
  id         integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id  integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  created_by text    NOT NULL,
  first_name text    NOT NULL CHECK (length(first_name) >= 1),
  last_name  text,
  email      text,
  phone      text,
  role       text    NOT NULL,
  comment    text,
  is_active  boolean NOT NULL DEFAULT true
);
CREATE INDEX person_client_idx ON person (client_id);

-- Import sources (part 2 §3.8): active from activated_at; FTP/SFTP need a username.
CREATE TABLE import_source (
  id           integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id    integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  source       text    NOT NULL CHECK (source IN ('FTP', 'SFTP', 'GOLFBOX', 'POWEROFFICE', 'AMCS', 'IIZY', 'REG-PAPER', 'REG-PDF', 'API-REST', 'API-FILE')),
  activated_at date    NOT NULL,
  person_id    integer REFERENCES person (id) ON DELETE SET NULL,
  comment      text,
  username     text,
  file_format  text,
  CHECK (source NOT IN ('FTP', 'SFTP') OR username IS NOT NULL)
);
CREATE INDEX import_source_client_idx ON import_source (client_id);
CREATE INDEX import_source_source_idx ON import_source (source);

-- Client notes (notes/clients/{clientId}) with tags and files.
CREATE TABLE note_tag (
  id    integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  name  text NOT NULL UNIQUE,
  label text NOT NULL
);

CREATE TABLE note (
  id         integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id  integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  title      text    NOT NULL CHECK (length(title) >= 1),
  text       text    NOT NULL,
  date       date    NOT NULL,
  created_by text    NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX note_client_idx ON note (client_id, date DESC, id DESC);

CREATE TABLE note_tag_link (
  note_id integer NOT NULL REFERENCES note (id) ON DELETE CASCADE,
  tag_id  integer NOT NULL REFERENCES note_tag (id),
  PRIMARY KEY (note_id, tag_id)
);

CREATE TABLE note_file (
  note_id    integer NOT NULL REFERENCES note (id) ON DELETE CASCADE,
  file_id    bigint  NOT NULL REFERENCES stored_file (id),
  is_deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (note_id, file_id)
);

-- Agency customer numbers a client has at an agency (case edit "Velg Inkassoselskap").
CREATE TABLE agency_customer_number (
  id        integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  agency_id integer NOT NULL REFERENCES collection_agency (id),
  client_id integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  number    text    NOT NULL CHECK (length(number) >= 1),
  name      text    NOT NULL,
  UNIQUE (agency_id, client_id, number)
);

-- Reminder texts (part 2 §3.6): client_id NULL is the default text for the type and language.
CREATE TABLE reminder_text (
  id             integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id      integer REFERENCES client (id) ON DELETE CASCADE,
  reminder_type  text    NOT NULL CHECK (reminder_type IN ('REMINDER1', 'REMINDER2', 'COLLECTION_NOTICE', 'SOFT_REMINDER')),
  reminder_label text    NOT NULL,
  language_code  text    NOT NULL CHECK (language_code IN ('NO', 'EN')),
  title          text,
  text           text    NOT NULL
);
CREATE UNIQUE INDEX reminder_text_unique_idx ON reminder_text (coalesce(client_id, 0), reminder_type, language_code);

-- Reminder rules (part 2 §3.6): all eight types in one table, with the fields each type needs.
CREATE TABLE reminder_rule (
  id            integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  client_id     integer NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  rule_type     text    NOT NULL CHECK (rule_type IN ('AMOUNT_LIMIT', 'EXCLUDE_INVOICE_AMOUNT', 'EXCLUDE_INVOICE_DATE_RANGE',
    'SKIP_FOREIGN_ADDRESSES', 'EXCLUDE_INVOICE_NUMBER_RANGE', 'EXCLUDE_CURRENCY', 'EXCLUDE_CUSTOMER',
    'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE')),
  amount_ore    bigint,
  currency_code text   ,
  text          text,
  from_date     date,
  to_date       date,
  from_number   bigint,
  to_number     bigint,
  created_at    timestamptz NOT NULL,
  CHECK (rule_type NOT IN ('AMOUNT_LIMIT', 'EXCLUDE_INVOICE_AMOUNT') OR amount_ore IS NOT NULL),
  CHECK (rule_type <> 'EXCLUDE_CURRENCY' OR currency_code IS NOT NULL),
  CHECK (rule_type <> 'EXCLUDE_CUSTOMER' OR text IS NOT NULL),
  CHECK (rule_type <> 'EXCLUDE_INVOICE_DATE_RANGE' OR (to_date IS NOT NULL AND (from_date IS NULL OR from_date <= to_date))),
  CHECK (rule_type <> 'EXCLUDE_INVOICE_NUMBER_RANGE' OR (from_number IS NOT NULL AND to_number IS NOT NULL AND from_number <= to_number))
);
CREATE INDEX reminder_rule_type_idx ON reminder_rule (rule_type, client_id);
CREATE UNIQUE INDEX reminder_rule_client_only_idx ON reminder_rule (client_id, rule_type)
  WHERE rule_type IN ('SKIP_FOREIGN_ADDRESSES', 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE');
