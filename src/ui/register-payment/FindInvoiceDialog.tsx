import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { InvoiceCandidate } from '../../application/ports/payments.port';
import { TOKENS } from '../../composition/tokens';
import { SEARCH_DEBOUNCE_MS } from '../../domain/queryPolicy';
import { formatAmount } from '../../domain/money/formatAmount';
import { parseAmount } from '../../domain/money/parseAmount';
import { matchesPaidAmount, type MatchableAmounts } from '../../domain/payment/paymentAllocation';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { dateOf } from '../common/formatting';
import { amountCell, cell } from './cells';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { LoadState } from '../debt-collection/LoadState';
import { useDebouncedValue } from '../search/useDebouncedValue';
import { useServerRead } from '../serverState/useServerRead';
import { usePaymentsService } from './paymentServices';

export const FIND_INVOICE_TITLE = 'Finn faktura';
export const CHOOSE_CLIENT_FIRST = 'Velg en klient først';
export const MATCHES_PAID_AMOUNT = 'Samme beløp som innbetalingen';

export interface FindInvoiceDialogProps {
  readonly clientId: number | null;
  readonly customerId: number | null;
  /** The paid amount: rows with a matching amount are highlighted. */
  readonly paidAmount: number;
  readonly picked: ReadonlySet<number>;
  onPick(invoice: InvoiceCandidate): void;
  onClose(): void;
}

const matchable = (invoice: InvoiceCandidate): MatchableAmounts => ({ ...invoice, invoicePart: invoice.rest.invoicePart });

/** 'Find invoice' (F10, part 1 §2): the open invoices of the client (and customer), by number and by amount. */
export function FindInvoiceDialog({ clientId, customerId, paidAmount, picked, onPick, onClose }: FindInvoiceDialogProps) {
  const [numberText, setNumberText] = useState('');
  const [amountText, setAmountText] = useState('');
  // Each filter settles on its own: a value compared by identity (an object of both) would never settle.
  const settledNumber = useDebouncedValue(numberText, SEARCH_DEBOUNCE_MS).trim();
  const settledAmount = useDebouncedValue(amountText, SEARCH_DEBOUNCE_MS);
  const invoiceNumber = /^\d+$/.test(settledNumber) ? Number(settledNumber) : undefined;
  const amountFilter = settledAmount.trim() === '' ? null : parseAmount(settledAmount);
  const amountNow = amountText.trim() === '' ? null : parseAmount(amountText);
  const port = usePaymentsService(TOKENS.Payments);
  const read = useServerRead(
    clientId === null
      ? null
      : port.invoiceCandidates({
          clientId,
          ...(customerId !== null ? { customerId } : {}),
          ...(invoiceNumber !== undefined ? { invoiceNumber } : {}),
          ...(amountFilter?.ok ? { amount: amountFilter.value } : {}),
        }),
    { keepPrevious: true },
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="find-invoice-title">
      <DialogTitle id="find-invoice-title">{FIND_INVOICE_TITLE}</DialogTitle>
      <DialogContent>
        {clientId === null ? (
          <Typography>{CHOOSE_CLIENT_FIRST}</Typography>
        ) : (
          <>
            <Stack direction="row" spacing={2} sx={{ my: 1 }}>
              <TextField
                label="Fakturanummer"
                value={numberText}
                onChange={(event) => setNumberText(event.target.value)}
                autoFocus
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label="Beløp"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                size="small"
                error={amountNow !== null && !amountNow.ok}
                helperText={amountNow !== null && !amountNow.ok ? amountNow.error : undefined}
              />
            </Stack>
            {read.data ? (
              <CandidateTable candidates={read.data} paidAmount={paidAmount} picked={picked} onPick={onPick} />
            ) : (
              <LoadState isPending={read.isPending} isError={read.isError} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}

function CandidateTable({ candidates, paidAmount, picked, onPick }: Pick<FindInvoiceDialogProps, 'paidAmount' | 'picked' | 'onPick'> & { candidates: readonly InvoiceCandidate[] }) {
  if (candidates.length === 0) return <Typography sx={{ p: 1 }}>{NO_RESULTS_MESSAGE}</Typography>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }} aria-label="Åpne fakturaer">
      <thead>
        <tr>
          <th style={cell}>Fakturanr.</th>
          <th style={cell}>Fakturadato</th>
          <th style={cell}>Kunde</th>
          <th style={amountCell}>Fakturadel</th>
          <th style={amountCell}>MVA</th>
          <th style={amountCell}>Beløp eks. MVA</th>
          <th style={amountCell}>Beløp inkl. MVA</th>
          <th style={amountCell}>Restbeløp</th>
          <th style={cell}>
            <VisuallyHidden>Velg</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((invoice) => {
          const matches = paidAmount > 0 && matchesPaidAmount(matchable(invoice), paidAmount);
          return (
            <tr
              key={invoice.entryId}
              data-matches={matches || undefined}
              title={matches ? MATCHES_PAID_AMOUNT : undefined}
              style={matches ? { backgroundColor: 'rgba(46, 125, 50, 0.16)', fontWeight: 600 } : undefined}
            >
              <td style={cell}>{invoice.invoiceNr}</td>
              <td style={cell}>{dateOf(invoice.invoiceDate)}</td>
              <td style={cell}>{[invoice.customerNr, invoice.customerName].filter((part) => part !== null).join(' ')}</td>
              <td style={amountCell}>{formatAmount(invoice.rest.invoicePart)}</td>
              <td style={amountCell}>{formatAmount(invoice.taxAmount)}</td>
              <td style={amountCell}>{formatAmount(invoice.amountExTax)}</td>
              <td style={amountCell}>{formatAmount(invoice.amountIncTax)}</td>
              <td style={amountCell}>{formatAmount(invoice.restAmount)}</td>
              <td style={cell}>
                <Button size="small" disabled={picked.has(invoice.entryId)} onClick={() => onPick(invoice)} aria-label={`Legg til faktura ${invoice.invoiceNr}`}>
                  {picked.has(invoice.entryId) ? 'Lagt til' : 'Legg til'}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
