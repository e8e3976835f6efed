-- Issue 42 item 1: the VAT rates are a rule table kept in the product like legal_rule (0290): each dated row
-- carries the published source it rests on, and Technical officers add and correct rows (server/vat/vatRateTable.ts,
-- checked by src/domain/vat/vatRateTable.ts: no two rows of one code overlap). valid_to stays what it was: the
-- first day the row no longer applies (null while it applies until further notice).
ALTER TABLE tax_rate ADD COLUMN source_text text;
ALTER TABLE tax_rate ADD COLUMN source_url text CHECK (source_url IS NULL OR source_url ~ '^https://');
ALTER TABLE tax_rate ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE tax_rate ADD COLUMN created_by integer REFERENCES officer (id);
ALTER TABLE tax_rate ADD COLUMN corrected_at timestamptz;
ALTER TABLE tax_rate ADD COLUMN corrected_by integer REFERENCES officer (id);

-- The sources of the rows a database already has, as server/db/seed/referenceData.ts (TAX_RATES) gives a new one:
-- merverdiavgiftsloven (lov 19. juni 2009 nr. 58) § 5-1 (alminnelig sats), § 5-2 (næringsmidler), §§ 5-3 to 5-5
-- (lav sats), kapittel 6 (fritak, nullsats); the percentages themselves are set in Stortingets vedtak om
-- merverdiavgift for each budget year, and the 6 % low rate from 1 April 2020 to 30 September 2021 was a temporary
-- Stortingsvedtak (Finansdepartementet, «Forlenger midlertidig reduksjon i lav merverdiavgiftssats», 2021).
UPDATE tax_rate SET
  source_text = CASE
    WHEN tax_code = 3 THEN 'Merverdiavgiftsloven § 5-1 (alminnelig sats); satsen i Stortingets vedtak om merverdiavgift'
    WHEN tax_code = 31 THEN 'Merverdiavgiftsloven § 5-2 (næringsmidler, redusert sats); satsen i Stortingets vedtak om merverdiavgift'
    WHEN tax_code = 33 AND tax_percent = 6 THEN 'Merverdiavgiftsloven §§ 5-3 til 5-5 (lav sats); midlertidig redusert til 6 % fra 1. april 2020 til og med 30. september 2021 ved Stortingets vedtak'
    WHEN tax_code = 33 THEN 'Merverdiavgiftsloven §§ 5-3 til 5-5 (lav sats); satsen i Stortingets vedtak om merverdiavgift'
    WHEN tax_code = 5 THEN 'Merverdiavgiftsloven kapittel 6 (fritak, nullsats)'
    WHEN tax_code = 4 THEN 'Merverdiavgiftsloven kapittel 2 og 3 (ikke registrert eller unntatt): ingen utgående merverdiavgift'
    WHEN tax_code = 6 THEN 'Merverdiavgiftsloven kapittel 1 og 3 (utenfor lovens virkeområde)'
    ELSE 'Merverdiavgiftsloven (lov 19. juni 2009 nr. 58); satsen i Stortingets vedtak om merverdiavgift'
  END,
  source_url = CASE
    WHEN tax_code = 33 AND tax_percent = 6 THEN 'https://www.regjeringen.no/no/dokumentarkiv/regjeringen-solberg/aktuelt-regjeringen-solberg/fin/pressemeldinger/2021/forlenger-midlertidig-reduksjon-i-lav-merverdiavgiftssats/id2848502/'
    WHEN valid_to IS NULL AND tax_code IN (3, 31, 33) THEN 'https://www.skatteetaten.no/satser/merverdiavgift/'
    ELSE 'https://lovdata.no/lov/2009-06-19-58'
  END,
  created_at = valid_from::timestamp AT TIME ZONE 'Europe/Oslo';

ALTER TABLE tax_rate ALTER COLUMN source_text SET NOT NULL;
ALTER TABLE tax_rate ADD CONSTRAINT tax_rate_source_text_check CHECK (length(btrim(source_text)) > 0);
