import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import type { InvoiceCandidate } from '../../application/ports/payments.port';
import type { PaymentRow } from '../../application/payments/paymentRegistrationMachine';
import { formatAmount } from '../../domain/money/formatAmount';
import { parseAmount } from '../../domain/money/parseAmount';
import { allocationIssues, type PartAmounts } from '../../domain/payment/paymentAllocation';
import { dateOf } from '../common/formatting';
import { amountCell, cell } from './cells';

const PART_LABELS: Record<keyof PartAmounts, string> = {
  invoicePart: 'Fordelt fakturadel',
  interestPart: 'Fordelt renter',
  feePart: 'Fordelt gebyr',
};
const PART_COLUMNS = ['invoicePart', 'interestPart', 'feePart'] as const;

export interface PaymentRowsProps {
  readonly rows: readonly (PaymentRow & { readonly invoice: InvoiceCandidate })[];
  onAllocate(entryId: number, allocated: PartAmounts): void;
  onRemove(entryId: number): void;
}

/** The invoices of the payment (part 1 §2): their amounts, and what each part is given, editable. */
export function PaymentRows({ rows, onAllocate, onRemove }: PaymentRowsProps) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }} aria-label="Fakturaer i innbetalingen">
      <thead>
        <tr>
          <th style={cell}>Fakturanr.</th>
          <th style={cell}>Fakturadato</th>
          <th style={amountCell}>Fakturadel</th>
          <th style={amountCell}>MVA</th>
          <th style={amountCell}>Beløp inkl. MVA</th>
          <th style={amountCell}>Restbeløp</th>
          {PART_COLUMNS.map((part) => (
            <th key={part} style={amountCell}>
              {PART_LABELS[part]}
            </th>
          ))}
          <th style={cell} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const issues = allocationIssues(row.allocated, row.rest);
          return (
            <tr key={row.entryId}>
              <td style={cell}>{row.invoice.invoiceNr}</td>
              <td style={cell}>{dateOf(row.invoice.invoiceDate)}</td>
              <td style={amountCell}>{formatAmount(row.rest.invoicePart)}</td>
              <td style={amountCell}>{formatAmount(row.invoice.taxAmount)}</td>
              <td style={amountCell}>{formatAmount(row.invoice.amountIncTax)}</td>
              <td style={amountCell}>{formatAmount(row.invoice.restAmount)}</td>
              {PART_COLUMNS.map((part) => (
                <td key={part} style={amountCell}>
                  <AllocationField
                    label={`${PART_LABELS[part]}, faktura ${row.invoice.invoiceNr}`}
                    value={row.allocated[part]}
                    issue={issues[part] ?? null}
                    onChange={(ore) => onAllocate(row.entryId, { ...row.allocated, [part]: ore })}
                  />
                </td>
              ))}
              <td style={cell}>
                <Button size="small" onClick={() => onRemove(row.entryId)} aria-label={`Fjern faktura ${row.invoice.invoiceNr}`}>
                  Fjern
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One part's allocation as typed; a valid amount goes to the machine at once, an invalid one says why. */
function AllocationField({ label, value, issue, onChange }: { label: string; value: number; issue: string | null; onChange(ore: number): void }) {
  const [text, setText] = useState(() => formatAmount(value));
  const parsed = text.trim() === '' ? ({ ok: true, value: 0 } as const) : parseAmount(text);
  const problem = parsed.ok ? issue : parsed.error;
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim() === '' ? ({ ok: true, value: 0 } as const) : parseAmount(event.target.value);
        if (next.ok) onChange(next.value);
      }}
      error={problem !== null}
      helperText={problem ?? undefined}
      sx={{ width: 130 }}
      slotProps={{ htmlInput: { 'aria-label': label, style: { textAlign: 'right' } } }}
    />
  );
}
