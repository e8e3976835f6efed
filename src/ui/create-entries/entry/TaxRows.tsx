import { Alert, Box, Typography } from '@mui/material';
import type { Ref } from 'react';
import { formatAmount } from '../../../domain/money/formatAmount';
import type { Ore } from '../../../domain/money/ore';
import { defaultTaxPercent, type TaxRate } from '../../../domain/vat/taxRates';
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
}: {
  rates: readonly TaxRate[];
  rows: readonly TaxRow[];
  vatBound: boolean;
  sumIssue: string | null;
  disabled: boolean;
  defaultRef: Ref<HTMLInputElement>;
  onEdit(rate: TaxRate, edit: TaxRowEdit): void;
}) {
  const totals = taxRowTotals(rows);
  const focusPercent = defaultTaxPercent(vatBound);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        MVA
      </Typography>
      {rates.map((rate) => {
        const row = rows.find((candidate) => candidate.taxCode === rate.code) ?? null;
        const isDefault = rate.percent === focusPercent;
        return (
          <Box key={rate.code} sx={{ display: 'grid', gridTemplateColumns: '80px 1fr 1fr 120px', gap: 1, alignItems: 'baseline' }}>
            <Typography>{rate.percent} %</Typography>
            <AmountField
              label={`Eks. MVA ${rate.percent} %`}
              value={row?.amountExTax ?? null}
              disabled={disabled}
              onCommit={(amount: Ore | null) => onEdit(rate, { amountExTax: amount })}
            />
            <AmountField
              label={`Inkl. MVA ${rate.percent} %`}
              value={row?.amountIncTax ?? null}
              disabled={disabled}
              {...(isDefault ? { inputRef: defaultRef } : {})}
              onCommit={(amount: Ore | null) => onEdit(rate, { amountIncTax: amount })}
            />
            <Typography sx={{ textAlign: 'right' }} title={`MVA ${rate.percent} %`}>
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
