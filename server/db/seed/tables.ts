import type { BulkTable, ColumnType } from '../bulkLoad';

function table(name: string, spec: string): BulkTable {
  const columns = spec
    .trim()
    .split(/\s*,\s*/)
    .map((part) => {
      const [column, type] = part.split(':') as [string, ColumnType | undefined];
      return [column, type ?? 'text'] as const;
    });
  return { name, columns };
}

/**
 * The columns the seed writes, per table, in the order tables must be loaded (foreign keys).
 * `name:type`; text when no type is given. Columns left out get their defaults.
 */
export const SEED_TABLES = {
  country: table('country', 'code, name, is_main:bool, sort_order:int'),
  postal_code: table('postal_code', 'post_no, city_name'),
  tax_rate: table('tax_rate', 'id:int, tax_code:int, tax_percent:numeric, valid_from:date, valid_to:date, description'),
  eu_fee_interval: table('eu_fee_interval', 'interval_no:int, limit_amount_ore:bigint, fee_ore:bigint'),
  shipment_option: table('shipment_option', 'value, label, sort_order:int'),
  note_tag: table('note_tag', 'id:int, name, label'),
  collection_agency: table('collection_agency',
    'id:int, name, address_line1, post_no, city_name, phone_no, email, invoice_format, payment_format, shipment_type, email_address, ftp_server_id:int'),
  stored_file: table('stored_file', 'id:bigint, file_name, content_type, length:int, number_of_pages:int, content:bytea, created_at:timestamptz, created_by'),
  brreg_company: table('brreg_company',
    'org_no, name, org_form, address_line1, post_no, city_name, is_in_company_register:bool, is_in_vat_register:bool, is_under_liquidation:bool, is_under_compulsion:bool, is_bankrupt:bool, is_in_business_enterprise_register:bool'),
  elma_participant: table('elma_participant', 'org_no, name, ehf_version2:bool, ehf_version3:bool, is_enabled:bool'),
  client: table('client',
    'id:int, name, is_active:bool, contact_person, org_no, address_line1, address_line2, post_no, city_name, country_code, email, phone_no, vat_bound:bool, officer_id:int, contract_date:date, termination_date:date, end_of_service_date:date, termination_note, created_at:timestamptz'),
  client_settings: table('client_settings',
    'client_id:int, prod_invoice_pdf:bool, prod_creditnote_pdf:bool, efaktura_priv:bool, dispatch_invoices:bool, payment_form, new_bank_account, reminders_on_email:bool, collection_notes_on_email:bool, approve_reminders:bool, receipt_for_cases_sent:bool, receipt_email, use_html_email:bool, use_invoice_kid:bool, kid_method, due_days:int, shipment_type, reminder_days:int, reminder2:bool, inkasso_days:int, days_ready_collect:int, agency_id:int, auto_inkasso:bool, customer_nr_at_agency, customer_nr_template:int, eu_fee_enabled:bool, billing_interval, subscription_start:date, subscription_amount_ore:bigint, addressed_mail_provider'),
  client_invoice_fee: table('client_invoice_fee', 'client_id:int, is_enabled:bool, amount_ex_tax_ore:bigint, duty_free_account_id:int, tax_bound_account_id:int, text'),
  client_price: table('client_price', 'id:int, client_id:int, category, shipment_type, price_ex_tax_ore:bigint'),
  client_bank_account: table('client_bank_account', 'id:int, client_id:int, account_type, account_number, currency_code, bic, iban, name'),
  client_soft_reminder_setup: table('client_soft_reminder_setup',
    'client_id:int, created_date:timestamptz, is_enabled:bool, send_on_day:int, send_on_email:bool, send_on_sms:bool, email_reminder_text, sms_reminder_text'),
  client_termination_log: table('client_termination_log',
    'id:int, client_id:int, event_date:timestamptz, made_by, event_text, event_tag, termination_note, termination_date:date, end_of_service_date:date, attachment_file_id:bigint'),
  person: table('person', 'id:int, client_id:int, created_at:timestamptz, created_by, first_name, last_name, email, phone, role, comment, is_active:bool'),
  import_source: table('import_source', 'id:int, client_id:int, source, activated_at:date, person_id:int, comment, username, file_format'),
  note: table('note', 'id:int, client_id:int, title, text, date:date, created_by, created_at:timestamptz'),
  note_tag_link: table('note_tag_link', 'note_id:int, tag_id:int'),
  note_file: table('note_file', 'note_id:int, file_id:bigint, is_deleted:bool'),
  agency_customer_number: table('agency_customer_number', 'id:int, agency_id:int, client_id:int, number, name'),
  reminder_text: table('reminder_text', 'id:int, client_id:int, reminder_type, reminder_label, language_code, title, text'),
  reminder_rule: table('reminder_rule',
    'id:int, client_id:int, rule_type, amount_ore:bigint, currency_code, text, from_date:date, to_date:date, from_number:bigint, to_number:bigint, created_at:timestamptz'),
  pending_client_registration: table('pending_client_registration',
    'id, reg_time:timestamptz, request_addr, company_name, org_no, contact_person, email, phone_no, bank_account, bank_name, has_kid:bool, product, address_line1, address_line2, post_no, city_name, country_code, vat_bound:bool, collection_agency_id:int'),
  onboarding_product_price: table('onboarding_product_price', 'id:int, service_type, service_name, product_code, product_text, price_ex_tax_ore:bigint'),
  changelog_entry: table('changelog_entry', 'id:int, product, version, update_date:timestamptz, changes, show_banner_nl:bool'),
  support_issue: table('support_issue', 'id:int, key, summary, created:timestamptz, reporter, assignee, status_name, status_color, is_open:bool'),
  printer: table('printer', 'id:int, base_nr:int, printer_name, form_type'),
  collector_recipient: table('collector_recipient', 'id:int, email'),
  collector_domain: table('collector_domain', 'id:int, domain'),
  branch: table('branch', 'id:int, branch_name, branch_url, create_time:timestamptz, update_time:timestamptz'),
  build_project: table('build_project',
    'project, status, start_time:timestamptz, end_time:timestamptz, deploy_status, deploy_start:timestamptz, deploy_end:timestamptz, hyperlink'),
  reminder_bundle: table('reminder_bundle', 'id:bigint, officer_id:int, run_date:date, created_date:timestamptz, status, approved_at:timestamptz'),
  dc_bundle: table('dc_bundle', 'id:bigint, kind, officer_id:int, bundle_date:timestamptz'),
  dc_transmission: table('dc_transmission', 'id, kind, bundle_id:bigint, agency_id:int, officer_id:int, created_at:timestamptz'),
  customer: table('customer',
    'id:bigint, client_id:int, nr:int, name, type, is_type_confirmed:bool, address_line1, address_line2, post_no, city_name, country_code, email, invoice_email, phone_nr, org_no, fixed_shipment:bool, fixed_org_no:bool, credit_days:int, shipment_type, specify_interest_and_fee:bool, brevgiro:bool, debt_collection_notice_on_email:bool, auto_split_rate_invoice:bool, language_code, created_at:timestamptz'),
  customer_bank_account: table('customer_bank_account', 'id:bigint, customer_id:bigint, account_number'),
  customer_shipment: table('customer_shipment',
    'id:bigint, customer_id:bigint, shipment_type, label, value, address_value, is_enabled:bool, is_rejected:bool, created_date:timestamptz, created_by, modified_date:timestamptz, modified_by'),
  customer_note: table('customer_note', 'id:bigint, customer_id:bigint, created:timestamptz, created_by, notice_text, subject, tag'),
  invoice: table('invoice',
    'id:bigint, client_id:int, customer_id:bigint, type, jour_nr:bigint, jour_date:date, due_date:date, kid, amount_inc_tax_ore:bigint, amount_ex_tax_ore:bigint, tax_amount_ore:bigint, rounding_ore:bigint, shipment_type, your_ref, our_ref, delivery_date:date, delivery_end_date:date, customer_att, ref_invoice_nr:bigint, invoice_text, applies, rest_amount_ore:bigint, invoice_part_ore:bigint, interest_part_ore:bigint, fee_part_ore:bigint, proc_level:smallint, proc_status, status_text, status_code, is_active:bool, is_settled:bool, settled_date:date, ready_for_debt_collection_decision:bool, case_number, registered_in_product:bool'),
  invoice_line: table('invoice_line',
    'id:bigint, invoice_id:bigint, line_number:int, line_type, line_text, product_number, account_number:int, quantity:numeric, unit, unit_price_ore:bigint, discount_percent:numeric, discount_amount_ore:bigint, tax_percent:numeric, amount_ex_tax_ore:bigint, amount_inc_tax_ore:bigint, line_amount_ore:bigint'),
  invoice_tax_summary: table('invoice_tax_summary',
    'invoice_id:bigint, row_no:smallint, tax_code:int, tax_percent:numeric, account_number:int, amount_ex_tax_ore:bigint, tax_amount_ore:bigint, amount_inc_tax_ore:bigint'),
  invoice_event: table('invoice_event',
    'id:bigint, invoice_id:bigint, event_date:date, event, amount_ore:bigint, invoice_part_ore:bigint, rest_interest_ore:bigint, rest_fees_ore:bigint, printable_id:bigint, printable_type'),
  invoice_note: table('invoice_note', 'id:bigint, invoice_id:bigint, created:timestamptz, created_by, text'),
  post: table('post',
    'id:bigint, client_id:int, customer_id:bigint, invoice_id:bigint, type, text, invoice_nr:bigint, jour_nr:bigint, journal_date:date, reg_date:date, amount_ore:bigint, invoice_part_ore:bigint, interest_part_ore:bigint, fee_part_ore:bigint, rest_amount_ore:bigint, tag'),
  reg_entry: table('reg_entry',
    'id:bigint, client_id:int, customer_id:bigint, entry_type, status, your_ref, customer_att, our_ref, ref_invoice_nr:bigint, jour_nr:bigint, jour_date:date, due_date:date, amount_inc_tax_ore:bigint, amount_ex_tax_ore:bigint, tax_amount_ore:bigint, rounding_ore:bigint, shipment_type, language_code, is_fee_enabled:bool, valid_journal_number:bool, number_of_errors:int, error_texts:text[], status_text, created_at:timestamptz, created_by:int'),
  reg_entry_tax: table('reg_entry_tax',
    'reg_entry_id:bigint, row_no:smallint, tax_code:int, tax_percent:numeric, amount_ex_tax_ore:bigint, tax_amount_ore:bigint, amount_inc_tax_ore:bigint'),
  production_batch: table('production_batch', 'id:bigint, client_id:int, created_date:timestamptz, officer_id:int, addressed_mail_provider'),
  production_entry: table('production_entry',
    'id:bigint, batch_id:bigint, client_id:int, customer_id:bigint, invoice_id:bigint, type, jour_nr:bigint, jour_date:date, due_date:date, amount_ore:bigint, shipment_type, email, your_ref, kid, status, status_text, number_of_previous_prods:int, created_at:timestamptz, approved_at:timestamptz, approved_by:int, sent_at:timestamptz'),
  reminder: table('reminder',
    'id:bigint, bundle_id:bigint, client_id:int, customer_id:bigint, invoice_id:bigint, reminder_code, reminder_type, reminder_due_date:date, invoice_amount_ore:bigint, invoice_rest_amount_ore:bigint, fee_ore:bigint, interest_ore:bigint, sum_ore:bigint, language_code, kid, our_ref, your_ref, customer_email, is_eu_fee:bool, shipment_type, shipment_code, shipment_status, is_valid:bool, status, sent_date:date, print_id:bigint, print_created:timestamptz, decided_at:timestamptz, decided_by:int'),
  reminder_stopped: table('reminder_stopped', 'id:bigint, bundle_id:bigint, client_id:int, customer_id:bigint, invoice_id:bigint, reminder_code, reminder_type, reason'),
  dc_case: table('dc_case',
    'id:bigint, transmission_id, client_id:int, customer_id:bigint, invoice_id:bigint, invoice_amount_ore:bigint, rest_amount_ore:bigint, interest_part_ore:bigint, fee_part_ore:bigint, dispute_code, status, agency_customer_number, case_number, decided_at:timestamptz, decided_by:int'),
  dc_payment: table('dc_payment',
    'id:bigint, transmission_id, client_id:int, customer_id:bigint, invoice_id:bigint, reg_date:date, journal_date:date, amount_ore:bigint, interest_part_ore:bigint, fee_part_ore:bigint, tag, reference, status, agency_customer_number, decided_at:timestamptz, decided_by:int'),
  legacy_import_file: table('legacy_import_file',
    'id:bigint, file_name, client_id:int, officer_id:int, subject, description, category, number_of_entries:int, sum_amount_ore:bigint, created_time:timestamptz, downloaded_time:timestamptz, is_locked:bool, content, file_length:int'),
  report_bundle: table('report_bundle', 'id:bigint, officer_id:int, created_ts:timestamptz, client_id:int, report_date:date'),
  report: table('report', 'id:bigint, bundle_id:bigint, report_type, file_type'),
  report_export_file: table('report_export_file', 'id:bigint, bundle_id:bigint, file_type, file_name, recipient_number:int'),
  report_recipient: table('report_recipient',
    'id:bigint, bundle_id:bigint, recipient_number:int, email, document_list, document_shipment, file_list, file_shipment, address_name, address_line1, address_line2, post_no, city_name, status, decided_at:timestamptz, decided_by:int'),
  avtalegiro_transmission: table('avtalegiro_transmission',
    'id:bigint, client_id:int, transmission_id, sender_id, shipment_number:int, file_name, status, reg_time:timestamptz, is_sent:bool, sent_time:timestamptz, is_acknowledged:bool, ack_received_time:timestamptz, is_confirmed:bool, confirmed_time:timestamptz, approved_count:int, rejected_count:int, error_code, error_text, file_content'),
  avtalegiro_transmission_invoice: table('avtalegiro_transmission_invoice', 'id:bigint, transmission_id:bigint, customer_nr:int, invoice_nr:bigint, kid, error_code, error_text'),
  ftp_payment_transmission: table('ftp_payment_transmission',
    'id:bigint, client_id:int, file_name, file_format, received_time:timestamptz, number_of_payments:int, sum_amount_ore:bigint, status, error_text'),
  dc_transmission_log: table('dc_transmission_log', 'id:bigint, transmission_id, text, transmission_type, time_sent:timestamptz, status, error_text'),
  dc_transmission_file: table('dc_transmission_file', 'id:bigint, transmission_id, file_name, content_type, created:timestamptz, content:bytea'),
  payment_draft: table('payment_draft', 'id:bigint, officer_id:int, client_id:int, customer_id:bigint, amount_ore:bigint, bank_date:date, created_at:timestamptz'),
  payment_draft_row: table('payment_draft_row',
    'id:bigint, draft_id:bigint, invoice_id:bigint, invoice_part_ore:bigint, tax_amount_ore:bigint, amount_inc_tax_ore:bigint, rest_amount_ore:bigint, allocated_invoice_part_ore:bigint, allocated_interest_part_ore:bigint, allocated_fee_part_ore:bigint, timestamp:timestamptz'),
} as const;

export type SeedTableName = keyof typeof SEED_TABLES;
/** Load order: the order of SEED_TABLES (parents before children). */
export const SEED_TABLE_ORDER = Object.keys(SEED_TABLES) as SeedTableName[];
