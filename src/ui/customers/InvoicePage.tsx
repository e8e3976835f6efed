import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Menu,
  MenuItem,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Customer, CustomerPagesPort, InvoiceEvent, InvoiceView } from '../../application/ports/customerPages.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../domain/identifiers/email';
import { useCustomerPages } from '../../composition/customers';
import { invoiceStatusBadgeColor, reminderRunBadgeColor } from '../../domain/badges/statusBadges';
import {
  A_FAILURE_MESSAGE,
  COPY_SENT_MESSAGE,
  CREDITNOTE_LOAD_FAILED_MESSAGE,
  CUSTOMER_LOAD_FAILED_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  INVOICE_LOAD_FAILED_MESSAGE,
  INVOICE_TABS,
  LINES_SHOWN_COLLAPSED,
  NO_INVOICE_TEXT_MESSAGE,
  NO_LINES_MESSAGE,
  ONLY_REGISTERED_HERE_MESSAGE,
  SEVERAL_ENTRIES_MESSAGE,
  showAllLinesLabel,
  tabOf,
  type InvoiceTab,
} from '../../domain/customer/customerPageTexts';
import { invoicePath } from '../app/paths';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { dateOf, money, numeric } from './format';
import { AuditTrailLinks } from '../common/AuditTrailLinks';
import { numberParam } from './params';
import { ChangeAmountDialog, MoveInvoiceDialog } from './InvoiceChangeDialogs';
import { OutboxTable } from './OutboxTable';
import { InvoiceCrossrefsTab } from './PostsTabs';

const TAB_LABELS: Readonly<Record<InvoiceTab, string>> = {
  invoice: 'Faktura',
  notes: 'Notater',
  documents: 'Dokumenter',
  events: 'Historikk',
  crossrefs: 'Kryssreferanser',
};

/** /clients/{clientId}/customers/{customerNr}/invoices/{jourNo}/ (part 2 §2.5): an invoice, else a credit note, of that number. */
export function InvoicePage() {
  const params = useParams();
  const clientId = numberParam(params.clientId);
  const customerNr = numberParam(params.customerNr);
  const jourNo = numberParam(params.jourNo);
  const port = useCustomerPages();
  const customer = useServerRead(clientId !== null && customerNr !== null ? port.customerByNr(clientId, customerNr) : null);
  const customerId = customer.data?.id ?? null;
  const invoice = useServerRead(customerId !== null && jourNo !== null ? port.entry(customerId, 'INVOICE', jourNo) : null);
  const creditNote = useServerRead(customerId !== null && jourNo !== null && invoice.data?.found === 'none' ? port.entry(customerId, 'CREDITNOTE', jourNo) : null);

  if (clientId === null || customerNr === null || jourNo === null || customer.data === null) return <Alert severity="warning">{ENTRY_NOT_FOUND_MESSAGE}</Alert>;
  if (customer.isError) return <Alert severity="error">{CUSTOMER_LOAD_FAILED_MESSAGE}</Alert>;
  if (invoice.isError) return <Alert severity="error">{INVOICE_LOAD_FAILED_MESSAGE}</Alert>;
  if (creditNote.isError) return <Alert severity="error">{CREDITNOTE_LOAD_FAILED_MESSAGE}</Alert>;
  const lookup = invoice.data?.found === 'none' ? creditNote.data : invoice.data;
  if (!customer.data || !lookup) return <Loading />;
  if (lookup.found === 'none') return <Alert severity="warning">{ENTRY_NOT_FOUND_MESSAGE}</Alert>;
  if (lookup.found === 'several') return <Alert severity="warning">{SEVERAL_ENTRIES_MESSAGE}</Alert>;
  return <EntryView entry={lookup.found} customer={customer.data} port={port} />;
}

function EntryView({ entry, customer, port }: { entry: InvoiceView; customer: Customer; port: CustomerPagesPort }) {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(INVOICE_TABS, search.get('tab'));
  const kind = entry.type === 'INVOICE' ? 'Faktura' : 'Kreditnota';
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {kind} {entry.jourNr}
        </Typography>
        <ChangesMenu entry={entry} customer={customer} port={port} />
      </Box>
      <Typography color="text.secondary" gutterBottom>
        {customer.nr} {customer.name}
      </Typography>
      <AuditTrailLinks subjects={[['invoice', entry.id], ['customer', customer.id]]} />
      <Tabs value={tab} onChange={(_, next: InvoiceTab) => setSearch({ tab: next }, { replace: true })} aria-label="Bilagsfaner">
        {INVOICE_TABS.map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} />
        ))}
      </Tabs>
      {tab === 'invoice' && <InvoiceTabView entry={entry} port={port} />}
      {tab === 'events' && <EventsTab entry={entry} port={port} />}
      {tab === 'notes' && <NotesTab entry={entry} port={port} />}
      {tab === 'documents' && <DocumentsTab entry={entry} port={port} />}
      {tab === 'crossrefs' && <InvoiceCrossrefsTab entry={entry} port={port} />}
    </Box>
  );
}

function InvoiceTabView({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const lines = useServerRead(port.lines(entry.id));
  const vat = useServerRead(port.taxSummary(entry.id));
  const [showAll, setShowAll] = useState(false);
  const status = entry.status;
  const shown = lines.data ? (showAll ? lines.data : lines.data.slice(0, LINES_SHOWN_COLLAPSED)) : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip color={invoiceStatusBadgeColor(status.statusCode)} label={`Status: ${status.statusText ?? status.statusCode}`} />
        <Chip
          color={reminderRunBadgeColor({ isActive: status.isActive, procLevel: status.procLevel ?? 0, readyForDebtCollectionDecision: status.readyForDebtCollectionDecision })}
          label={status.isActive ? `Purreløp: nivå ${status.procLevel ?? 0}` : 'Purreløp: stoppet'}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2">Fakturadato: {dateOf(entry.jourDate)}</Typography>
        <Typography variant="body2">Forfallsdato: {dateOf(entry.dueDate)}</Typography>
        <Typography variant="body2">Beløp eks. mva: {money(entry.amountExTax)}</Typography>
        <Typography variant="body2">Mva: {money(entry.taxAmount)}</Typography>
        <Typography variant="body2">Øreavrunding: {money(entry.rounding)}</Typography>
        <Typography variant="body2">
          <strong>Beløp inkl. mva: {money(entry.amountIncTax)}</strong>
        </Typography>
        <Typography variant="body2">Restbeløp: {money(status.restAmount)}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {entry.invoiceText ?? NO_INVOICE_TEXT_MESSAGE}
        </Typography>
      </Paper>
      <section aria-label="Varelinjer">
        <Typography variant="h6" component="h2">
          Varelinjer
        </Typography>
        {lines.isPending ? (
          <Loading />
        ) : lines.isError ? (
          <Alert severity="error">{A_FAILURE_MESSAGE}</Alert>
        ) : lines.data.length === 0 ? (
          <Empty text={NO_LINES_MESSAGE} />
        ) : (
          <>
            <Table size="small" aria-label="Varelinjer">
              <TableHead>
                <TableRow>
                  <TableCell>Linje</TableCell>
                  <TableCell>Tekst</TableCell>
                  <TableCell sx={numeric}>Antall</TableCell>
                  <TableCell sx={numeric}>Pris</TableCell>
                  <TableCell sx={numeric}>Mva %</TableCell>
                  <TableCell sx={numeric}>Eks. mva</TableCell>
                  <TableCell sx={numeric}>Inkl. mva</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.lineNumber}</TableCell>
                    <TableCell>{line.lineText}</TableCell>
                    <TableCell sx={numeric}>{line.quantity?.toLocaleString('nb-NO') ?? ''}</TableCell>
                    <TableCell sx={numeric}>{money(line.unitPrice)}</TableCell>
                    <TableCell sx={numeric}>{line.taxPercent ?? ''}</TableCell>
                    <TableCell sx={numeric}>{money(line.amountExTax)}</TableCell>
                    <TableCell sx={numeric}>{money(line.amountIncTax)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {!showAll && lines.data.length > LINES_SHOWN_COLLAPSED && <Button onClick={() => setShowAll(true)}>{showAllLinesLabel(lines.data.length)}</Button>}
          </>
        )}
      </section>
      <section aria-label="Mva-oppsummering">
        <Typography variant="h6" component="h2">
          Mva-oppsummering
        </Typography>
        {vat.isPending ? (
          <Loading />
        ) : vat.isError ? (
          <LoadFailed />
        ) : (
          <Table size="small" aria-label="Mva-oppsummering">
            <TableHead>
              <TableRow>
                <TableCell>Mva-kode</TableCell>
                <TableCell sx={numeric}>Sats</TableCell>
                <TableCell sx={numeric}>Grunnlag</TableCell>
                <TableCell sx={numeric}>Mva</TableCell>
                <TableCell sx={numeric}>Inkl. mva</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {vat.data.map((row) => (
                <TableRow key={`${row.taxCode}-${row.taxPercent}`}>
                  <TableCell>{row.taxCode}</TableCell>
                  <TableCell sx={numeric}>{row.taxPercent} %</TableCell>
                  <TableCell sx={numeric}>{money(row.amountExTax)}</TableCell>
                  <TableCell sx={numeric}>{money(row.taxAmount)}</TableCell>
                  <TableCell sx={numeric}>{money(row.amountIncTax)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </Box>
  );
}

function EventsTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const events = useServerRead(port.events(entry.id));
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed />;
  return (
    <Table size="small" aria-label="Historikk">
      <TableHead>
        <TableRow>
          <TableCell>Dato</TableCell>
          <TableCell>Hendelse</TableCell>
          <TableCell sx={numeric}>Beløp</TableCell>
          <TableCell sx={numeric}>Saldo</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.data.map((event, index) => (
          <TableRow key={`${event.date}-${index}`}>
            <TableCell>{dateOf(event.date)}</TableCell>
            <TableCell>{event.event}</TableCell>
            <TableCell sx={numeric}>{money(event.amount)}</TableCell>
            <TableCell sx={numeric}>{money(event.saldo)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const PRINTABLE_LABELS: Readonly<Record<string, string>> = { Invoice: 'Faktura', Creditnote: 'Kreditnota', Reminder: 'Purring' };

/** A link-like button that downloads one printable document of the Historikk. */
function DocumentButton({ printable, port, label }: { printable: NonNullable<InvoiceEvent['printable']>; port: CustomerPagesPort; label: string }) {
  const fileSaver = useInjection(TOKENS.FileSaver);
  const download = useMutation({
    mutationFn: () => port.downloadDocument(printable.type === 'Reminder' ? 'Reminder' : 'Invoice', printable.id),
    onSuccess: (file) => fileSaver.saveBlob(file.fileName, file.content),
  });
  return (
    <Button size="small" onClick={() => download.mutate()} disabled={download.isPending}>
      {label}
    </Button>
  );
}

/** Dokumenter: the PDFs of the entry and its reminders, and 'Send kopi' of them to an e-mail address. */
function DocumentsTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const events = useServerRead(port.events(entry.id));
  const toasts = useInjection(TOKENS.Toasts);
  const [recipient, setRecipient] = useState('');
  const printables = (events.data ?? []).flatMap((event) => (event.printable ? [{ ...event.printable, date: event.date }] : []));
  const send = useMutation({
    mutationFn: () => port.sendCopy(entry.id, recipient.trim(), printables.map((p) => ({ id: p.id, type: p.type as 'Invoice' | 'Reminder' | 'Creditnote' }))),
    onSuccess: () => {
      toasts.notify({ severity: 'success', message: COPY_SENT_MESSAGE });
      setRecipient('');
    },
  });
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed />;
  const badAddress = recipient.trim() !== '' && !isValidEmail(recipient.trim());
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="ul" sx={{ pl: 2, m: 0 }} aria-label="Dokumenter">
        {printables.map((printable) => (
          <li key={`${printable.type}-${printable.id}`}>
            {dateOf(printable.date)} {PRINTABLE_LABELS[printable.type] ?? printable.type}{' '}
            <DocumentButton printable={printable} port={port} label={`Last ned ${(PRINTABLE_LABELS[printable.type] ?? printable.type).toLowerCase()} (PDF)`} />
          </li>
        ))}
      </Box>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!badAddress && recipient.trim() !== '') send.mutate();
        }}
      >
        <TextField
          size="small"
          fullWidth
          type="email"
          label="E-post for kopi"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          error={badAddress}
          helperText={badAddress ? EMAIL_INVALID_MESSAGE : ' '}
        />
        <Button type="submit" variant="contained" disabled={badAddress || recipient.trim() === '' || send.isPending || printables.length === 0}>
          Send kopi
        </Button>
      </Box>
      <section aria-label="Sendt e-post">
        <Typography variant="h6" component="h2">
          Sendt e-post
        </Typography>
        <OutboxTable read={port.invoiceMail(entry.id)} label="Sendt e-post" />
      </section>
    </Box>
  );
}

function NotesTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const notes = useServerRead(port.invoiceNotes(entry.id));
  if (notes.isPending) return <Loading />;
  if (notes.isError) return <LoadFailed />;
  if (notes.data.length === 0) return <Empty text="Ingen notater" />;
  return (
    <Box component="ul" sx={{ pl: 2 }}>
      {notes.data.map((note) => (
        <li key={note.id}>
          {dateOf(note.created)} {note.createdBy}: {note.text}
        </li>
      ))}
    </Box>
  );
}

type Change = 'number' | 'amount' | 'move';
const CHANGE_LABELS: Readonly<Record<Change, string>> = { number: 'Endre nummer', amount: 'Endre beløp', move: 'Flytt til annen kunde' };

/** 'Gjør endringer': change number, change amount, move to another customer; enabled only for entries registered in the product. */
function ChangesMenu({ entry, customer, port }: { entry: InvoiceView; customer: Customer; port: CustomerPagesPort }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const button = (
    <span>
      <Button variant="outlined" disabled={!entry.isRegisteredHere} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        Gjør endringer
      </Button>
    </span>
  );
  const close = () => setChange(null);
  return (
    <>
      {entry.isRegisteredHere ? button : <Tooltip title={ONLY_REGISTERED_HERE_MESSAGE}>{button}</Tooltip>}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(CHANGE_LABELS) as Change[]).map((key) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAnchor(null);
              setChange(key);
            }}
          >
            {CHANGE_LABELS[key]}
          </MenuItem>
        ))}
      </Menu>
      {change === 'number' && <ChangeNumberDialog entry={entry} customer={customer} port={port} onClose={close} />}
      {change === 'amount' && <ChangeAmountDialog entry={entry} customer={customer} port={port} onClose={close} />}
      {change === 'move' && <MoveInvoiceDialog entry={entry} customer={customer} port={port} onClose={close} />}
    </>
  );
}

function ChangeNumberDialog({ entry, customer, port, onClose }: { entry: InvoiceView; customer: Customer; port: CustomerPagesPort; onClose: () => void }) {
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
    <Dialog open onClose={onClose} aria-labelledby="change-number-title">
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
