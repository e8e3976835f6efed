import { Alert, Box, Breadcrumbs, Button, Checkbox, FormControlLabel, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { entryFormValidation, entryTaxRates, type EntryCustomer, type EntryFocus } from '../../application/entryForm/entryFormMachine';
import { withSavedEntry } from '../../application/entryForm/savedEntryInList';
import type { ClientCustomerRow } from '../../domain/client/customerList';
import type { CustomerDetail } from '../../application/ports/customerPages.port';
import { ENTRY_LANGUAGES, type EntryFormClient } from '../../application/ports/entryForm.port';
import { useClientPage } from '../../composition/clients';
import { useCustomerPages } from '../../composition/customers';
import { useEntryFormPort } from '../../composition/entryForm';
import { useRegistrationService } from '../../composition/registration';
import { TOKENS } from '../../composition/tokens';
import { EMPTY_CUSTOMER_FORM } from '../../domain/customer/customerForm';
import { customerFormFromRecord, customerRecordFromForm } from '../../domain/customer/customerRecord';
import { toIsoDate } from '../../domain/dates/isoDate';
import { ENTRY_CLIENT_NOT_FOUND_MESSAGE, ENTRY_NOT_LOADED_MESSAGE } from '../../domain/entry/entryTexts';
import { DELETE_ENTRY_QUESTION, entryTitle, REGISTER_INVOICE_TITLE } from '../../domain/entry/entryFormTexts';
import { entryFieldAvailability, shipmentTypesForEntry, type EntryType } from '../../domain/entry/entryType';
import type { EntryField } from '../../domain/entry/entryValidation';
import { isShipmentType, SHIPMENT_LABELS } from '../../domain/shipment/shipmentType';
import { ConfirmAlert } from '../common/ConfirmAlert';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Loading } from '../common/ReadStates';
import { useAmendCachedRead, useServerRead, useStartServerRead } from '../serverState/useServerRead';
import { AmountField } from './entry/AmountField';
import { DayField } from './entry/DayField';
import { EntryCustomerPicker } from './entry/EntryCustomerPicker';
import { EntryFiles } from './entry/EntryFiles';
import { RefInvoiceDialog } from './entry/RefInvoiceDialog';
import { TaxRows } from './entry/TaxRows';
import { useEntryForm } from './entry/useEntryForm';
import { useShownIssues } from './entry/useShownIssues';

const CustomerFormDialog = onDemandExport(() => import('../customers/CustomerFormDialog'), 'CustomerFormDialog');
const LANGUAGE_LABELS = { '': 'Standard', NO: 'Norsk', EN: 'Engelsk' } as const;
/** Our fallback when neither the customer nor the client says (the onboarding default, part 2 §9). */
const FALLBACK_CREDIT_DAYS = 15;

function entryCustomer(detail: CustomerDetail, client: EntryFormClient | null): EntryCustomer {
  return {
    id: detail.id,
    nr: detail.nr,
    name: detail.name,
    creditDays: detail.creditDays ?? null,
    standardCreditDays: detail.stdCreditDays ?? client?.standardCreditDays ?? FALLBACK_CREDIT_DAYS,
    shipmentType: detail.shipmentType,
  };
}

const listPath = (clientId: number) => `/create-entries/${clientId}/`;

/** /create-entries/{clientId}/entry and /entry/{entryId} (part 2 §2.7): register or correct an invoice or credit note. */
export function EntryFormPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const routeEntryId = params.entryId === undefined ? null : Number(params.entryId);
  const [today] = useState(() => toIsoDate(new Date()));
  const navigate = useNavigate();
  const port = useEntryFormPort();
  const customerPages = useCustomerPages();
  const clientPage = useClientPage();
  const { actor, state } = useEntryForm(clientId, routeEntryId, today, port);
  const context = state.context;

  const client = useServerRead(port.client(clientId));
  const rates = useServerRead(customerPages.taxRates(today));
  // Read once for the machine's start; the entry this visit created (or loaded) lives in the machine after that.
  const entry = useServerRead(routeEntryId === null || !state.matches('loading') ? null : port.entry(routeEntryId));
  const entryCustomerId = entry.data?.customerId ?? null;
  const entryCustomerDetail = useServerRead(entryCustomerId === null ? null : customerPages.customer(entryCustomerId));
  const customers = useServerRead(state.matches('clientNotFound') ? null : clientPage.customers(clientId));
  const notes = useServerRead(context.customer ? customerPages.notes(clientId, context.customer.nr) : null);

  useEffect(() => {
    if (!state.matches('loading')) return;
    if (client.data === null) actor.send({ type: 'CLIENT_NOT_FOUND' });
    else if (routeEntryId !== null && (entry.isError || entry.data === null || entryCustomerDetail.isError)) actor.send({ type: 'ENTRY_NOT_LOADED' });
    else if (client.data && rates.data && (routeEntryId === null || (entry.data && entryCustomerDetail.data))) {
      actor.send({
        type: 'LOADED',
        client: client.data,
        rates: rates.data,
        entry: entry.data ?? null,
        customer: entryCustomerDetail.data ? entryCustomer(entryCustomerDetail.data, client.data) : null,
      });
    }
  }, [actor, state, client.data, rates.data, routeEntryId, entry.data, entry.isError, entryCustomerDetail.data, entryCustomerDetail.isError]);

  // Editing continues on the entry's own route once the customer pick has created it.
  useEffect(() => {
    if (routeEntryId === null && context.entryId !== null) void navigate(`/create-entries/${clientId}/entry/${context.entryId}`, { replace: true });
  }, [routeEntryId, context.entryId, clientId, navigate]);
  const entryList = useRegistrationService(TOKENS.RegEntryList);
  const startServerRead = useStartServerRead();
  const amendCachedRead = useAmendCachedRead();
  useEffect(() => {
    if (!state.matches('saved') && !state.matches('deleted')) return;
    const list = entryList.clientEntries(clientId);
    // The list paints the saved entry as the server answered it at once, and its own read leaves now, with
    // the change in it, to replace what the cache had (Lagre → list painted, issue 17).
    const saved = context.saved;
    if (saved) amendCachedRead(list, (cached) => (cached ? withSavedEntry(cached, saved) : cached));
    startServerRead(list, { staleTime: 0 });
    void navigate(listPath(clientId));
  }, [state, clientId, navigate, entryList, startServerRead, amendCachedRead, context.saved]);

  const jourNrRef = useRef<HTMLInputElement>(null);
  const refInvoiceNrRef = useRef<HTMLInputElement>(null);
  const jourDateRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const defaultRateRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const refs: Record<EntryFocus, typeof jourNrRef> = { jourNr: jourNrRef, refInvoiceNr: refInvoiceNrRef, jourDate: jourDateRef, amount: amountRef };
    if (!context.focus) return;
    // A check answering late does not pull an officer who has typed on past the next field back (a number in use does).
    const active = document.activeElement;
    const stillThere = active === null || active === document.body || active === jourNrRef.current || active === refs[context.focus.field].current;
    if (stillThere || context.focus.field === 'jourNr') refs[context.focus.field].current?.focus();
    // refs are stable; only a new focus request moves focus.
  }, [context.focus?.seq]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (state.matches('choosingCustomer')) customerRef.current?.focus();
  }, [state.value]); // eslint-disable-line react-hooks/exhaustive-deps

  const shown = useShownIssues<EntryField>();
  const [customerDialog, setCustomerDialog] = useState<'new' | 'edit' | null>(null);
  const template = useServerRead(customerDialog ? customerPages.customerTemplate(clientId) : null);
  const editedCustomer = useServerRead(customerDialog === 'edit' && context.customer ? customerPages.customer(context.customer.id) : null);

  if (state.matches('clientNotFound')) return <Alert severity="error">{ENTRY_CLIENT_NOT_FOUND_MESSAGE}</Alert>;
  if (state.matches('entryNotLoaded')) return <Alert severity="error">{ENTRY_NOT_LOADED_MESSAGE}</Alert>;
  if (state.matches('loading')) return <Loading />;

  const { values } = context;
  const exists = context.entryId !== null && state.matches('editing');
  const validation = entryFormValidation(context);
  const issue = (field: EntryField) => (shown.shows(field) ? (validation.issues.find((candidate) => candidate.field === field) ?? null) : null);
  const fieldState = (field: EntryField) => {
    const found = issue(field);
    return { error: found?.severity === 'error', helperText: found?.message ?? ' ', ...(found?.severity === 'warning' ? { color: 'warning' as const, focused: undefined } : {}) };
  };
  const dayState = (field: EntryField) => ({ error: issue(field)?.severity === 'error', helperText: issue(field)?.message ?? ' ' });
  const availability = entryFieldAvailability(values.entryType);
  const vatBound = context.client?.vatBound ?? true;

  const pick = async (row: ClientCustomerRow) => {
    const detail = await customerPages.customer(row.id).fetch();
    if (detail) actor.send({ type: 'PICK_CUSTOMER', customer: entryCustomer(detail, context.client) });
  };
  const edit = (patch: Parameters<typeof actor.send>[0] extends infer E ? (E extends { type: 'EDIT'; patch: infer P } ? P : never) : never) => actor.send({ type: 'EDIT', patch });
  const numberOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter saves from any field: the field being left hands its value on first.
    (document.activeElement as HTMLElement | null)?.blur();
    shown.showAll();
    actor.send({ type: 'SAVE' });
  };
  const yourRefKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && !event.shiftKey) {
      event.preventDefault();
      saveRef.current?.focus();
    }
  };
  const title = entryTitle(values.jourNr);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Registrer faktura">
      <Breadcrumbs sx={{ mb: 1 }}>
        <MuiLink component={Link} to="/create-entries/">
          {REGISTER_INVOICE_TITLE}
        </MuiLink>
        <MuiLink component={Link} to={listPath(clientId)}>
          {context.client?.name}
        </MuiLink>
        <Typography>{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {title} – {context.client?.name} – {REGISTER_INVOICE_TITLE}
      </Typography>
      {context.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {context.failure}
        </Alert>
      )}
      <Stack spacing={1.5} sx={{ maxWidth: 960 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Type"
            value={values.entryType}
            onChange={(event) => actor.send({ type: 'SET_ENTRY_TYPE', entryType: event.target.value as EntryType })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="INVOICE">Faktura</MenuItem>
            <MenuItem value="CREDITNOTE">Kreditnota</MenuItem>
          </TextField>
          <EntryCustomerPicker customers={customers.data} loading={customers.isPending} value={context.customer} onPick={(row) => void pick(row)} inputRef={customerRef} disabled={state.matches('creating')} />
          <Button onClick={() => setCustomerDialog('new')} tabIndex={-1}>
            Ny kunde
          </Button>
          <Button onClick={() => setCustomerDialog('edit')} disabled={!context.customer} tabIndex={-1}>
            Endre kunde
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Bilagsnr."
            inputRef={jourNrRef}
            disabled={!exists}
            value={values.jourNr ?? ''}
            onChange={(event) => edit({ jourNr: numberOrNull(event.target.value) })}
            onBlur={() => {
              shown.touch('jourNr');
              actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...fieldState('jourNr')}
          />
          {availability.refInvoiceNr && (
            <TextField
              size="small"
              label="Ref. fakturanr."
              inputRef={refInvoiceNrRef}
              disabled={!exists}
              value={values.refInvoiceNr ?? ''}
              onChange={(event) => edit({ refInvoiceNr: numberOrNull(event.target.value) })}
              onBlur={() => {
                shown.touch('refInvoiceNr');
                actor.send({ type: 'BLUR_REF_INVOICE' });
              }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldState('refInvoiceNr')}
            />
          )}
          <DayField
            label="Fakturadato"
            inputRef={jourDateRef}
            disabled={!exists}
            value={values.jourDate}
            onCommit={(jourDate) => edit({ jourDate })}
            onTouched={() => shown.touch('jourDate')}
            {...dayState('jourDate')}
          />
          <DayField
            label="Forfallsdato"
            disabled={!exists || !availability.dueDate}
            value={values.dueDate}
            onCommit={(dueDate) => edit({ dueDate })}
            onLeave={() => actor.send({ type: 'BLUR_DUE_DATE' })}
            onTouched={() => shown.touch('dueDate')}
            {...dayState('dueDate')}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <AmountField
            id="entry-amount"
            label="Beløp inkl. MVA"
            value={values.amountIncTax}
            inputRef={amountRef}
            disabled={!exists}
            onCommit={(amount) => actor.send({ type: 'EDIT_AMOUNT', amount })}
            onLeave={() => shown.touch('taxSummary')}
          />
          <AmountField
            label="Øreavrunding"
            value={values.rounding}
            disabled={!exists}
            onCommit={(rounding) => actor.send({ type: 'EDIT_ROUNDING', rounding: rounding ?? 0 })}
            onLeave={() => shown.touch('rounding')}
            error={issue('rounding')?.severity === 'error'}
            helperText={issue('rounding')?.message ?? ' '}
          />
        </Box>
        <TaxRows
          rates={entryTaxRates(context)}
          rows={values.taxRows}
          vatBound={vatBound}
          sumIssue={issue('taxSummary')?.message ?? null}
          disabled={!exists}
          defaultRef={defaultRateRef}
          onEdit={(rate, change) => actor.send({ type: 'EDIT_TAX_ROW', rate, edit: change })}
          onLeave={() => shown.touch('taxSummary')}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField select size="small" label="Språk" disabled={!exists} value={values.language} onChange={(event) => edit({ language: event.target.value as (typeof ENTRY_LANGUAGES)[number] })} sx={{ minWidth: 140 }}>
            {ENTRY_LANGUAGES.map((code) => (
              <MenuItem key={code} value={code}>
                {LANGUAGE_LABELS[code]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Forsendelse"
            disabled={!exists}
            value={values.shipment ?? ''}
            onChange={(event) => {
              shown.touch('shipmentType');
              edit({ shipment: isShipmentType(event.target.value) ? event.target.value : null });
            }}
            sx={{ minWidth: 180 }}
            {...fieldState('shipmentType')}
          >
            {shipmentTypesForEntry(values.entryType).map((type) => (
              <MenuItem key={type} value={type}>
                {SHIPMENT_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {context.client?.invoiceFeeEnabled && (
            <FormControlLabel
              control={<Checkbox checked={values.isFeeEnabled} disabled={!exists} onChange={(event) => edit({ isFeeEnabled: event.target.checked })} />}
              label="Fakturagebyr"
            />
          )}
          {/* Bokføringsforskriften § 5-1-1 nr. 4: the delivery, a day or a period; empty is the invoice date. Out of the
              keyboard path date → due date → amount, since most deliveries are on the invoice date. */}
          <DayField
            label="Leveringsdato"
            disabled={!exists}
            value={values.deliveryDate}
            onCommit={(deliveryDate) => edit({ deliveryDate })}
            error={false}
            // The hint only where it can be acted on: a disabled field's greyed hint is too faint to read (WCAG 1.4.3).
            helperText={exists && values.deliveryDate === null ? 'Tom: fakturadatoen' : ' '}
          />
          <DayField
            label="Leveringsperiode til"
            disabled={!exists}
            value={values.deliveryEndDate}
            onCommit={(deliveryEndDate) => edit({ deliveryEndDate })}
            {...dayState('deliveryEndDate')}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField size="small" label="Att." disabled={!exists} value={values.customerAtt} onChange={(event) => edit({ customerAtt: event.target.value })} />
          <TextField size="small" label="Vår ref." disabled={!exists} value={values.ourRef} onChange={(event) => edit({ ourRef: event.target.value })} />
          <TextField
            size="small"
            label="Deres ref."
            disabled={!exists}
            value={values.yourRef}
            onFocus={() => actor.send({ type: 'FOCUS_YOUR_REF' })}
            onChange={(event) => edit({ yourRef: event.target.value })}
            onBlur={() => shown.touch('yourRef')}
            onKeyDown={yourRefKeyDown}
            {...fieldState('yourRef')}
          />
        </Box>
        <EntryFiles
          files={{ invoiceCopy: context.invoiceCopy, attachment: context.attachment }}
          disabled={!exists || !state.matches({ editing: 'idle' })}
          onUpload={(kind, file) => actor.send({ type: 'UPLOAD', kind, file })}
          onRemove={(kind) => actor.send({ type: 'REMOVE_FILE', kind })}
        />
        {context.customer && (notes.data ?? []).length > 0 && (
          <Box component="section" aria-label="Kundemerknader">
            <Typography variant="subtitle1">Kundemerknader</Typography>
            {(notes.data ?? []).map((note) => (
              <Typography key={note.id} variant="body2">
                {note.created.slice(0, 10)} {note.createdBy}: {note.text}
              </Typography>
            ))}
          </Box>
        )}
        {state.matches({ editing: 'confirmingDelete' }) && (
          <ConfirmAlert onCancel={() => actor.send({ type: 'CANCEL' })} onConfirm={() => actor.send({ type: 'CONFIRM' })}>
            {DELETE_ENTRY_QUESTION}
          </ConfirmAlert>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button component={Link} to={listPath(clientId)}>
            Tilbake
          </Button>
          {routeEntryId !== null && (
            <Button color="error" disabled={!state.matches({ editing: 'idle' })} onClick={() => actor.send({ type: 'DELETE' })}>
              Slett
            </Button>
          )}
          <Button type="submit" variant="contained" ref={saveRef} disabled={!exists || state.matches({ editing: 'saving' })}>
            Lagre
          </Button>
        </Box>
      </Stack>
      {state.matches({ editing: 'pickingRefInvoice' }) && context.customer && (
        <RefInvoiceDialog
          port={port}
          customerId={context.customer.id}
          onPick={(invoiceNr) => actor.send({ type: 'PICK_REF_INVOICE', invoiceNr })}
          onClose={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      {customerDialog && template.isSuccess && (customerDialog === 'new' || editedCustomer.data) && (
        <OnDemand onFailed={() => setCustomerDialog(null)}>
          <CustomerFormDialog.Component
            title={customerDialog === 'new' ? 'Ny kunde' : 'Rediger kunde'}
            initialValues={customerDialog === 'edit' && editedCustomer.data ? customerFormFromRecord(editedCustomer.data) : EMPTY_CUSTOMER_FORM}
            templateNumber={template.data}
            lookups={customerPages}
            onSave={async (form) => {
              const record = customerRecordFromForm(form);
              const saved =
                customerDialog === 'edit' && context.customer
                  ? await customerPages.updateCustomer(context.customer.id, record)
                  : await customerPages.createCustomer(clientId, record);
              const detail = await customerPages.customer(saved.id).fetch();
              if (!detail) return;
              const picked = entryCustomer(detail, context.client);
              actor.send(customerDialog === 'edit' ? { type: 'CUSTOMER_SAVED', customer: picked } : { type: 'PICK_CUSTOMER', customer: picked });
            }}
            onClose={() => setCustomerDialog(null)}
          />
        </OnDemand>
      )}
    </Box>
  );
}
