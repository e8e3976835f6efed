import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { PaymentReceipt } from '../../application/ports/payments.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { formatAmount } from '../../domain/money/formatAmount';
import {
  ALLOCATION_BEYOND_AMOUNT_MESSAGE,
  bankDateIssue,
  CREDIT_LABEL,
  paymentAmountIssue,
  remainderOf,
  remainderTone,
  type RemainderTone,
} from '../../domain/payment/paymentAllocation';
import { NotReadyNotice } from '../common/NotReadyNotice';
import { ClientPicker } from '../search/ClientPicker';
import { FIND_INVOICE_SHORTCUT } from '../shell/shortcuts';
import { useMayUse } from '../session/useMayUse';
import { FindInvoiceDialog } from './FindInvoiceDialog';
import { PaymentCustomerPicker } from './PaymentCustomerPicker';
import { PaymentRows } from './PaymentRows';
import { usePaymentsService } from './paymentServices';
import { usePaymentRegistration } from './usePaymentRegistration';

export const PAGE_TITLE = 'Registrer innbetaling';
export const REMAINDER_LABEL = 'Gjenstår å fordele';
export const REGISTERED_MESSAGE = 'Innbetalingen er registrert';
export const REVERSED_MESSAGE = 'Innbetalingen er reversert';
/** Green ('Tilgode') when positive, red when negative, grey at zero (part 1 §2). */
const TONE_COLOURS: Record<RemainderTone, string> = { credit: 'success.main', overAllocated: 'error.main', settled: 'text.secondary' };

/** /register-payment/ (part 1 §2): a payment's draft, its invoices found with F10 and allocated, registered once. */
export function RegisterPaymentPage() {
  const payment = usePaymentRegistration();
  const { actor, client, customer, amount, rows, receipt } = payment;
  const [finding, setFinding] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== FIND_INVOICE_SHORTCUT.key) return;
      event.preventDefault();
      setFinding(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const remainder = remainderOf(amount, rows.map((row) => row.allocated));
  const tone = remainderTone(remainder);
  const amountIssue = payment.amountError ?? (payment.amountText.trim() === '' ? null : paymentAmountIssue(amount));
  const dateIssue = bankDateIssue(payment.bankDate, payment.today);

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_TITLE}
      </Typography>
      <NotReadyNotice />
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Box sx={{ minWidth: 260 }}>
            <ClientPicker id="payment-client" label="Klient" value={client} onChange={(next) => payment.edit({ client: next })} autoFocus={client === null} />
          </Box>
          <TextField
            label="Beløp"
            value={payment.amountText}
            onChange={(event) => payment.edit({ amountText: event.target.value })}
            error={amountIssue !== null}
            helperText={amountIssue ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField select label="Betalingstype" value="DIR" sx={{ minWidth: 140 }}>
            <MenuItem value="DIR">DIR</MenuItem>
          </TextField>
          <TextField select label="Valuta" value="NOK" sx={{ minWidth: 100 }}>
            <MenuItem value="NOK">NOK</MenuItem>
          </TextField>
          <PaymentCustomerPicker clientId={client?.id ?? null} value={customer} onChange={(next) => payment.edit({ customer: next })} />
          <TextField
            label="Bankdato"
            type="date"
            value={payment.bankDate}
            onChange={(event) => payment.edit({ bankDate: event.target.value })}
            error={dateIssue !== null}
            helperText={dateIssue ?? undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: payment.today } }}
          />
        </Stack>
      </Paper>

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }}>
        <Button variant="outlined" onClick={() => setFinding(true)} aria-keyshortcuts={FIND_INVOICE_SHORTCUT.key}>
          Finn faktura ({FIND_INVOICE_SHORTCUT.keyLabel})
        </Button>
        <Typography role="status" data-tone={tone} sx={{ color: TONE_COLOURS[tone], fontWeight: 600 }}>
          {tone === 'credit' ? CREDIT_LABEL : REMAINDER_LABEL}: {formatAmount(remainder)}
        </Typography>
        {tone === 'overAllocated' && <Typography sx={{ color: 'error.main' }}>{ALLOCATION_BEYOND_AMOUNT_MESSAGE}</Typography>}
      </Stack>

      {rows.length > 0 && (
        <Paper sx={{ overflowX: 'auto' }}>
          <PaymentRows
            rows={rows}
            onAllocate={(entryId, allocated) => actor.send({ type: 'ALLOCATE', entryId, allocated })}
            onRemove={(entryId) => actor.send({ type: 'REMOVE_INVOICE', entryId })}
          />
        </Paper>
      )}

      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <Button variant="contained" disabled={!payment.canRegister || payment.registering} onClick={() => actor.send({ type: 'REGISTER' })}>
          Registrer
        </Button>
      </Stack>
      {payment.failure && <Alert severity="error">{payment.failure}</Alert>}
      {receipt && (
        <Receipt
          receipt={receipt}
          invoiceNrOf={(entryId) => rows.find((row) => row.entryId === entryId)?.invoice.invoiceNr ?? entryId}
          onNewDraft={payment.newDraft}
        />
      )}

      {finding && (
        <FindInvoiceDialog
          clientId={client?.id ?? null}
          customerId={customer?.id ?? null}
          paidAmount={amount}
          picked={new Set(rows.map((row) => row.entryId))}
          onPick={(invoice) => {
            payment.addInvoice(invoice);
            setFinding(false);
          }}
          onClose={() => setFinding(false)}
        />
      )}
    </Box>
  );
}

/** What the registration did, the next draft, and for a Technical officer the reversal. */
function Receipt({ receipt, invoiceNrOf, onNewDraft }: { receipt: PaymentReceipt; invoiceNrOf(entryId: number): number; onNewDraft(): void }) {
  const port = usePaymentsService(TOKENS.Payments);
  const queryClient = useInjection(TOKENS.QueryClient);
  const mayReverse = useMayUse({ api: 'legacy', operationId: 'reversePayment' });
  const [reversal, setReversal] = useState<'none' | 'reversing' | 'reversed'>('none');
  const reverse = async () => {
    setReversal('reversing');
    try {
      await port.reverse(receipt.paymentId);
      void queryClient.invalidateQueries();
      setReversal('reversed');
    } catch {
      // The adapter has already said why in a toast; the button is offered again.
      setReversal('none');
    }
  };
  return (
    <Alert
      severity={reversal === 'reversed' ? 'info' : 'success'}
      action={
        <Stack direction="row" spacing={1}>
          {mayReverse && reversal !== 'reversed' && (
            <Button color="inherit" disabled={reversal === 'reversing'} onClick={() => void reverse()}>
              Reverser innbetaling
            </Button>
          )}
          <Button color="inherit" onClick={onNewDraft}>
            Ny innbetaling
          </Button>
        </Stack>
      }
    >
      <div>{reversal === 'reversed' ? REVERSED_MESSAGE : REGISTERED_MESSAGE}</div>
      {reversal !== 'reversed' && receipt.settledEntryIds.length > 0 && <div>Betalt: {receipt.settledEntryIds.map(invoiceNrOf).join(', ')}</div>}
      {reversal !== 'reversed' && receipt.credit > 0 && (
        <div>
          {CREDIT_LABEL}: {formatAmount(receipt.credit)}
        </div>
      )}
    </Alert>
  );
}
