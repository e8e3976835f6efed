-- Invoice-number range rules say whether the range includes its ends (part 2 §3.6: fromNumber, toNumber, inclusive).
-- Existing rules were read as inclusive, so that is the default.
ALTER TABLE reminder_rule ADD COLUMN inclusive boolean NOT NULL DEFAULT true;
