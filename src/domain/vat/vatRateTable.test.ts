import { describe, expect, it } from 'vitest';
import { formatVatPercent, parseVatPercent, planVatRate, VAT_RATE_TEXTS, vatLastDay, vatOverlapText, vatRateIssues, type VatRateDraft, type VatRateRow } from './vatRateTable';

const source = { sourceText: 'Merverdiavgiftsloven §§ 5-3 til 5-5', sourceUrl: 'https://www.skatteetaten.no/satser/merverdiavgift/' };
const row = (id: number, taxCode: number, percent: number, validFrom: string, validTo: string | null): VatRateRow => ({
  id, taxCode, percent, validFrom, validTo, description: 'Utgående mva', ...source,
});
// The low rate's history (the seed's code 33) and the general rate.
const rows: VatRateRow[] = [
  row(1, 3, 25, '2005-01-01', null),
  row(3, 33, 10, '2016-01-01', '2018-01-01'),
  row(4, 33, 12, '2018-01-01', '2020-04-01'),
  row(5, 33, 6, '2020-04-01', '2021-10-01'),
  row(6, 33, 12, '2021-10-01', null),
];
const draft = (over: Partial<VatRateDraft> = {}): VatRateDraft => ({ taxCode: 33, percent: 14, validFrom: '2027-01-01', validTo: null, description: 'Utgående mva, lav sats', ...source, ...over });

describe('VAT rate rows (issue 42 item 1)', () => {
  it('closes the open row of the code when a new open-ended rate starts later', () => {
    const plan = planVatRate(draft(), rows);
    expect(plan.issues).toEqual({});
    expect(plan.closes?.id).toBe(6);
    // Another code's open row is not touched; a code with no rows yet opens its first.
    expect(planVatRate(draft({ taxCode: 3, percent: 24 }), rows).closes?.id).toBe(1);
    expect(planVatRate(draft({ taxCode: 40 }), rows)).toEqual({ issues: {}, closes: null });
  });

  it('refuses every other overlap, naming the row it meets', () => {
    // A temporary rate inside the open period would leave the days after it without a rate.
    const temporary = vatRateIssues(draft({ validTo: '2027-07-01' }), rows);
    expect(temporary.validFrom).toBe(vatOverlapText(rows[4]!));
    expect(temporary.validFrom).toBe('Satsen overlapper mva-kode 33 (12 %) fra 01.10.2021 inntil videre');
    // Same start as the open row, inside a closed period, or an open row started before a later one.
    expect(vatRateIssues(draft({ validFrom: '2021-10-01' }), rows).validFrom).toBe(vatOverlapText(rows[4]!));
    expect(vatRateIssues(draft({ validFrom: '2020-06-01', validTo: '2020-07-01' }), rows).validFrom).toBe(
      'Satsen overlapper mva-kode 33 (6 %) fra 01.04.2020 til og med 30.09.2021',
    );
    expect(vatRateIssues(draft({ validFrom: '2017-01-01' }), rows).validFrom).toMatch(/^Satsen overlapper mva-kode 33 \(10 %\)/);
    // Back to back is no overlap: valid_to is the first day without the row.
    expect(vatRateIssues(draft({ validFrom: '2015-01-01', validTo: '2016-01-01' }), rows)).toEqual({});
  });

  it('lets a correction keep its own period but never move another row', () => {
    expect(planVatRate(draft({ percent: 6, validFrom: '2020-04-01', validTo: '2021-10-01' }), rows, 5)).toEqual({ issues: {}, closes: null });
    // Opening the temporary row again would run into the row after it.
    expect(vatRateIssues(draft({ percent: 6, validFrom: '2020-04-01', validTo: null }), rows, 5).validFrom).toBe(vatOverlapText(rows[4]!));
    // A correction that starts the open row later does not close anything.
    expect(planVatRate(draft({ percent: 12, validFrom: '2022-01-01' }), rows, 6)).toEqual({ issues: {}, closes: null });
  });

  it('checks each field with a Norwegian reason', () => {
    expect(vatRateIssues(draft({ taxCode: 3.5 }), rows).taxCode).toBe(VAT_RATE_TEXTS.codeInvalid);
    expect(vatRateIssues(draft({ taxCode: 100 }), rows).taxCode).toBe('Mva-kode må være et helt tall fra 0 til 99');
    expect(vatRateIssues(draft({ percent: 100.01 }), rows).percent).toBe(VAT_RATE_TEXTS.percentOutOfRange);
    expect(vatRateIssues(draft({ percent: -1 }), rows).percent).toBe(VAT_RATE_TEXTS.percentOutOfRange);
    expect(vatRateIssues(draft({ percent: 11.111 }), rows).percent).toBe(VAT_RATE_TEXTS.percentDecimals);
    expect(vatRateIssues(draft({ percent: 11.11, taxCode: 41 }), rows)).toEqual({});
    expect(vatRateIssues(draft({ validFrom: '2027-02-30' }), rows).validFrom).toBe(VAT_RATE_TEXTS.validFromInvalid);
    expect(vatRateIssues(draft({ validFrom: '1975-12-31' }), rows).validFrom).toBe(VAT_RATE_TEXTS.validFromOutsideRange);
    expect(vatRateIssues(draft({ validTo: '2027-01-01' }), rows).validTo).toBe(VAT_RATE_TEXTS.validToBeforeFrom);
    expect(vatRateIssues(draft({ validTo: '2100-01-02' }), rows).validTo).toBe(VAT_RATE_TEXTS.validToOutsideRange);
    expect(vatRateIssues(draft({ description: '  ' }), rows).description).toBe(VAT_RATE_TEXTS.descriptionRequired);
    expect(vatRateIssues(draft({ sourceText: '' }), rows).sourceText).toBe(VAT_RATE_TEXTS.sourceRequired);
    expect(vatRateIssues(draft({ sourceUrl: 'http://lovdata.no' }), rows).sourceUrl).toBe(VAT_RATE_TEXTS.sourceUrlInvalid);
    expect(vatRateIssues(draft({ sourceUrl: '' }), rows).sourceUrl).toBeUndefined();
    // A refused draft closes nothing.
    expect(planVatRate(draft({ sourceText: '' }), rows).closes).toBeNull();
  });

  it('reads and shows percents and last days as officers write them', () => {
    expect(parseVatPercent('11,11')).toEqual({ ok: true, value: 11.11 });
    expect(parseVatPercent('6 %')).toEqual({ ok: true, value: 6 });
    expect(parseVatPercent('')).toEqual({ ok: false, error: VAT_RATE_TEXTS.percentMissing });
    expect(parseVatPercent('1,234')).toEqual({ ok: false, error: VAT_RATE_TEXTS.percentDecimals });
    expect(parseVatPercent('tolv')).toEqual({ ok: false, error: VAT_RATE_TEXTS.percentInvalid });
    expect([25, 11.11, 12.5, 0].map(formatVatPercent)).toEqual(['25 %', '11,11 %', '12,5 %', '0 %']);
    expect(vatLastDay(rows[3]!)).toBe('2021-09-30');
    expect(vatLastDay(rows[4]!)).toBeNull();
  });
});
