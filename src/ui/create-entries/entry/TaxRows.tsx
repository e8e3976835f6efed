import { Alert, Box, Typography } from '@mui/material';
import type { Ref } from 'react';
import { formatAmount } from '../../../domain/money/formatAmount';
import type { Ore } from '../../../domain/money/ore';
import { formatDecimal } from '../../../domain/numbers/formatNumber';
import { defaultTaxPercent, entryTaxCode, type TaxRate } from '../../../domain/vat/taxRates';
import { taxOf, taxRowTotals, type TaxRow, type TaxRowEdit } from '../../../domain/vat/taxRows';
import { AmountField } from './AmountField';

/**
 * The VAT summary (part 2 §5): one line per rate offered; typing ex computes inc and the other way round,
 * an emptied line is removed. The default rate's inc field takes focus after the amount.
 */
export function TaxRows({
  rates,
  rows,
  vatBound,
  sumIssue,
  disabled,
  defaultRef,
  onEdit,
  onLeave,
}: {
  rates: readonly TaxRate[];
  rows: readonly TaxRow[];
  vatBound: boolean;
  sumIssue: string | null;
  disabled: boolean;
  defaultRef: Ref<HTMLInputElement>;
  onEdit(rate: TaxRate, edit: TaxRowEdit): void;
  /** A row's field was left (the VAT sum's check shows from then on). */
  onLeave(): void;
}) {
  const totals = taxRowTotals(rows);
  const focusPercent = defaultTaxPercent(vatBound);
  // Two rates of one percent (0 % not VAT-liable and 0 % exempt) are told apart by their code, on screen and in the fields' names.
  const sharesPercent = (rate: TaxRate) => rates.filter((other) => other.percent === rate.percent).length > 1;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        MVA
      </Typography>
      {rates.map((rate) => {
        const row = rows.find((candidate) => candidate.taxCode === rate.code) ?? null;
        const isDefault = rate.percent === focusPercent && (!sharesPercent(rate) || rate.code === entryTaxCode(vatBound));
        const percent = `${formatDecimal(rate.percent)} %`;
        const which = sharesPercent(rate) ? `${percent} (kode ${rate.code})` : percent;
        return (
          <Box key={rate.code} sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 1.2fr) 1fr 1fr 120px', gap: 1, alignItems: 'baseline' }}>
            <Box>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {percent}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                Kode {rate.code}
                {rate.name ? ` · ${rate.name}` : ''}
              </Typography>
            </Box>
            <AmountField
              label={`Eks. MVA ${which}`}
              value={row?.amountExTax ?? null}
              disabled={disabled}
              onCommit={(amount: Ore | null) => onEdit(rate, { amountExTax: amount })}
              onLeave={onLeave}
            />
            <AmountField
              label={`Inkl. MVA ${which}`}
              value={row?.amountIncTax ?? null}
              disabled={disabled}
              {...(isDefault ? { inputRef: defaultRef } : {})}
              onCommit={(amount: Ore | null) => onEdit(rate, { amountIncTax: amount })}
              onLeave={onLeave}
            />
            <Typography sx={{ textAlign: 'right' }} title={`MVA ${which}`}>
              {row ? formatAmount(taxOf(row)) : ''}
            </Typography>
          </Box>
        );
      })}
      <Typography sx={{ color: sumIssue ? 'error.main' : undefined, fontWeight: 600 }} data-testid="vat-sum">
        Sum: {formatAmount(totals.amountExTax)} + MVA {formatAmount(totals.taxAmount)} = {formatAmount(totals.amountIncTax)}
      </Typography>
      {sumIssue && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {sumIssue}
        </Alert>
      )}
    </Box>
  );
}
