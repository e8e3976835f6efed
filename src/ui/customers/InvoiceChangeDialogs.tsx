import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Menu, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Customer, CustomerPagesPort, InvoiceView, TaxSummaryRow } from '../../application/ports/customerPages.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { validateMoveInvoiceForm, type MoveInvoiceForm } from '../../domain/customer/invoiceDialogs';
import { apiDecimalFromOre } from '../../domain/money/apiDecimal';
import { parseAmount } from '../../domain/money/parseAmount';
import { PICKER_MAX_RESULTS, SEARCH_TERM_MIN_LENGTH } from '../../domain/search/searchRequestRules';
import { CHANGE_FAILED_MESSAGE, rowFromTypedIncTax, validateAmountChangeForm, type AmountChangeForm } from '../../domain/vat/amountChange';
import { listedTaxRates, taxCodeForPercent } from '../../domain/vat/taxRates';
import { invoicePath } from '../app/paths';
import { useDialogLayer } from '../common/dialogLayer';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { money, numeric } from './format';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { NotReadyNotice } from '../common/NotReadyNotice';

interface DialogProps {
  readonly entry: InvoiceView;
  readonly customer: Customer;
  readonly port: CustomerPagesPort;
  readonly onClose: () => void;
}

/** An amount as the officer edits it: '1234,50' (no group separators, a plain minus). */
const amountText = (amount: number) => apiDecimalFromOre(amount).toFixed(2).replace('.', ',');

/** 'Endre beløp': loads the VAT rows and the rates of the entry's date, then the form. */
export function ChangeAmountDialog(props: DialogProps) {
  const container = useDialogLayer();
  const vat = useServerRead(props.port.taxSummary(props.entry.id));
  return (
    <Dialog open container={container} onClose={props.onClose} aria-labelledby="change-amount-title" maxWidth="sm" fullWidth>
      <DialogTitle id="change-amount-title">Endre beløp</DialogTitle>
      {vat.isPending ? <Loading /> : vat.isError ? <LoadFailed /> : <ChangeAmountForm {...props} vatRows={vat.data} />}
    </Dialog>
  );
}

function ChangeAmountForm({ entry, port, onClose, vatRows }: DialogProps & { vatRows: readonly TaxSummaryRow[] }) {
  const rates = useServerRead(port.taxRates(entry.jourDate));
  const [codeError, setCodeError] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { form, guard, submit } = useDomainForm<AmountChangeForm>({
    defaultValues: {
      amountIncTax: amountText(entry.amountIncTax),
      rounding: amountText(entry.rounding),
      rows: vatRows.map((row) => ({ taxPercent: row.taxPercent, amountIncTax: amountText(row.amountIncTax) })),
    },
    validate: (values) => validateAmountChangeForm(values, entry.type),
    serverFieldNames: { 'body.amount': 'amountIncTax' },
  });
  const typedRows = useWatch({ control: form.control, name: 'rows' });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  // A rate of the entry's date that the invoice has no row for yet can be added (code 6 is never listed).
  const addableRates = listedTaxRates(rates.data ?? []).filter((rate) => !typedRows.some((row) => row.taxPercent === rate.percent));
  const errors = form.formState.errors;

  /** Each row's tax code for its rate (part 2 §8's two messages when that cannot be done), or why not. */
  const taxSummaryOf = (values: AmountChangeForm) => {
    const summary: { taxCode: number; amountExTax: number }[] = [];
    for (const row of values.rows) {
      const code = taxCodeForPercent(rates.data, row.taxPercent);
      if (!code.ok) return code;
      const typed = parseAmount(row.amountIncTax);
      summary.push({ taxCode: code.value, amountExTax: typed.ok ? rowFromTypedIncTax({ code: code.value, percent: row.taxPercent }, typed.value).amountExTax : 0 });
    }
    return { ok: true as const, value: summary };
  };

  const save = submit(async (values) => {
    const summary = taxSummaryOf(values);
    const amount = parseAmount(values.amountIncTax);
    const rounding = values.rounding.trim() === '' ? 0 : parseAmount(values.rounding);
    // The resolver has checked every amount; these narrow the types.
    if (!summary.ok || !amount.ok || (typeof rounding !== 'number' && !rounding.ok)) return;
    try {
      await port.changeInvoiceAmount({
        invoiceId: entry.id,
        clientId: entry.clientId,
        customerId: entry.customerId,
        amount: amount.value,
        oldAmount: entry.amountIncTax,
        rounding: typeof rounding === 'number' ? rounding : rounding.value,
        taxSummary: summary.value,
      });
    } catch (error) {
      setServerMessage(error instanceof Error && error.message ? error.message : CHANGE_FAILED_MESSAGE);
      throw error;
    }
  }, onClose);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setServerMessage(null);
        const summary = taxSummaryOf(form.getValues());
        setCodeError(summary.ok ? null : summary.error);
        if (summary.ok) void save(event);
        else event.preventDefault();
      }}
    >
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {typedRows.map((row, index) => {
          const typed = parseAmount(row.amountIncTax);
          const code = taxCodeForPercent(rates.data, row.taxPercent);
          const computed = typed.ok && code.ok ? rowFromTypedIncTax({ code: code.value, percent: row.taxPercent }, typed.value) : null;
          return (
            <Box key={row.taxPercent} sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={`Inkl. mva ${row.taxPercent} %`}
                {...form.register(`rows.${index}.amountIncTax`, { deps: ['amountIncTax'] })}
                error={!!errors.rows?.[index]?.amountIncTax}
                helperText={errors.rows?.[index]?.amountIncTax?.message ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <Typography variant="body2" sx={numeric}>
                Eks. mva {computed ? money(computed.amountExTax) : '–'} · Mva {computed ? money(computed.amountIncTax - computed.amountExTax) : '–'}
              </Typography>
              {typedRows.length > 1 && (
                <Button size="small" onClick={() => rows.remove(index)} aria-label={`Fjern mva ${row.taxPercent} %`}>
                  Fjern
                </Button>
              )}
            </Box>
          );
        })}
        {addableRates.length > 0 && (
          <TextField
            select
            size="small"
            label="Legg til mva-sats"
            value=""
            onChange={(event) => rows.append({ taxPercent: Number(event.target.value), amountIncTax: '' }, { shouldFocus: true })}
          >
            {addableRates.map((rate) => (
              <MenuItem key={rate.code} value={rate.percent}>
                {rate.percent} %
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label="Øreavrunding"
          {...form.register('rounding', { deps: ['amountIncTax'] })}
          error={!!errors.rounding}
          helperText={errors.rounding?.message ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label="Beløp inkl. mva"
          required
          {...form.register('amountIncTax')}
          error={!!errors.amountIncTax}
          helperText={errors.amountIncTax?.message ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {codeError && <Alert severity="error">{codeError}</Alert>}
        {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
      </DialogContent>
      <FormDialogActions onCancel={onClose} canSubmit={!form.formState.isSubmitting} />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </form>
  );
}

/** 'Flytt til annen kunde': a customer of the same client, found by name or number (pickers: 2 characters, 20 hits). */
export function MoveInvoiceDialog({ entry, customer, port, onClose }: DialogProps) {
  const container = useDialogLayer();
  const search = useInjection(TOKENS.Search);
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<{ id: number; nr: number; name: string } | null>(null);
  const ready = term.trim().length >= SEARCH_TERM_MIN_LENGTH;
  const hits = useServerRead(ready ? search.customers({ mode: 'text', term: term.trim(), clientId: customer.clientId }, PICKER_MAX_RESULTS) : null, { keepPrevious: true });
  const { form, guard, submit } = useDomainForm<MoveInvoiceForm>({ defaultValues: { customerId: '' }, validate: validateMoveInvoiceForm });
  const errors = form.formState.errors;
  const choose = (hit: { id: number; nr: number; name: string }) => {
    setChosen(hit);
    form.setValue('customerId', String(hit.id), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Dialog open container={container} onClose={onClose} aria-labelledby="move-invoice-title" maxWidth="sm" fullWidth>
      <DialogTitle id="move-invoice-title">Flytt til annen kunde</DialogTitle>
      <form
        noValidate
        onSubmit={submit(
          async (values) => {
            await port.moveInvoice(entry.id, Number(values.customerId));
          },
          () => {
            // To the entry under its new customer before the cache refresh finds it gone from the old one.
            if (chosen) void navigate(invoicePath(customer.clientId, chosen.nr, entry.jourNr), { replace: true });
            onClose();
          },
        )}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <NotReadyNotice />
          <TextField size="small" autoFocus label="Søk etter kunde (navn eller nummer)" value={term} onChange={(event) => setTerm(event.target.value)} />
          {ready && hits.isPending && <Loading />}
          <List dense aria-label="Kunder" sx={{ maxHeight: 280, overflow: 'auto' }}>
            {(ready ? (hits.data ?? []) : [])
              .filter((hit) => hit.id !== customer.id)
              .map((hit) => (
                <ListItemButton key={hit.id} selected={chosen?.id === hit.id} onClick={() => choose(hit)}>
                  <ListItemText primary={`${hit.nr} ${hit.name}`} secondary={[hit.addressLine1, hit.postNo, hit.cityName].filter(Boolean).join(' ')} />
                </ListItemButton>
              ))}
          </List>
          <Typography variant="body2">{chosen ? `Flyttes til ${chosen.nr} ${chosen.name}` : ' '}</Typography>
          {errors.customerId && <Alert severity="warning">{errors.customerId.message}</Alert>}
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!form.formState.isSubmitting} submitLabel="Flytt" />
        <UnsavedChangesDialog blocker={guard.blocker} />
      </form>
    </Dialog>
  );
}

export type InvoiceChange = 'number' | 'amount' | 'move';
const CHANGE_LABELS: Readonly<Record<InvoiceChange, string>> = { number: 'Endre nummer', amount: 'Endre beløp', move: 'Flytt til annen kunde' };

export interface InvoiceChangesProps extends DialogProps {
  /** The 'Gjør endringer' button while its menu is open. */
  readonly anchor: HTMLElement | null;
  readonly change: InvoiceChange | null;
  readonly onChoose: (change: InvoiceChange) => void;
}

/** The 'Gjør endringer' menu and the dialog of the chosen change (the invoice page loads this when the button is first used). */
export function InvoiceChanges({ anchor, change, onChoose, ...dialog }: InvoiceChangesProps) {
  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={dialog.onClose}>
        {(Object.keys(CHANGE_LABELS) as InvoiceChange[]).map((key) => (
          <MenuItem key={key} onClick={() => onChoose(key)}>
            {CHANGE_LABELS[key]}
          </MenuItem>
        ))}
      </Menu>
      {change === 'number' && <ChangeNumberDialog {...dialog} />}
      {change === 'amount' && <ChangeAmountDialog {...dialog} />}
      {change === 'move' && <MoveInvoiceDialog {...dialog} />}
    </>
  );
}

/** 'Endre nummer': an integer; the same number closes; a number in use is refused by the server. */
function ChangeNumberDialog({ entry, customer, port, onClose }: DialogProps) {
  const [text, setText] = useState(String(entry.jourNr));
  const navigate = useNavigate();
  const valid = /^\d+$/.test(text.trim()) && Number(text) > 0;
  const change = useMutation({
    // The page moves to the new number before the cache refresh (awaited by the mutation's default onSuccess):
    // refreshed first, the old number's page would show 'Fant ikke bilaget!' and unmount this dialog.
    mutationFn: async (newNumber: number) => {
      await port.changeInvoiceNumber({ clientId: entry.clientId, invoiceId: entry.id, oldNumber: entry.jourNr, newNumber });
      await navigate(invoicePath(customer.clientId, customer.nr, newNumber), { replace: true });
    },
  });
  const save = () => {
    const newNumber = Number(text.trim());
    if (newNumber === entry.jourNr) return onClose();
    change.mutate(newNumber, { onSuccess: onClose });
  };
  return (
    <Dialog open container={useDialogLayer()} onClose={onClose} aria-labelledby="change-number-title">
      <DialogTitle id="change-number-title">Endre nummer</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Nytt nummer"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!valid || change.isError}
          helperText={!valid ? 'Nummeret må være et heltall' : change.isError ? change.error.message : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" disabled={!valid || change.isPending} onClick={save}>
          Lagre
        </Button>
      </DialogActions>
    </Dialog>
  );
}
