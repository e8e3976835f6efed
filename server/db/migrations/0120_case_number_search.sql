-- The invoice search by case number (part 1 §2) also finds the case numbers the pending case
-- transmissions show: an approved case gets its number on dc_case before its invoice is sent to the
-- agency and carries it. An index on that number, like invoice_case_number_idx on the invoice's.
CREATE INDEX dc_case_case_number_idx ON dc_case (case_number) WHERE case_number IS NOT NULL;
