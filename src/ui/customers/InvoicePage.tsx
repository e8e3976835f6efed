import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Customer, CustomerPagesPort, InvoiceView } from '../../application/ports/customerPages.port';
import { useCustomerPages } from '../../composition/customers';
import { invoiceStatusBadgeColor, reminderRunBadgeColor } from '../../domain/badges/statusBadges';
import {
  A_FAILURE_MESSAGE,
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
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { TabBar } from '../common/TabBar';
import { useReadChain, useServerRead } from '../serverState/useServerRead';
import { dateOf, money } from './format';
import '../common/plainTable.css';
import { AuditTrailLinks } from '../common/AuditTrailLinks';
import { numberParam } from '../common/params';
import { invoicePageRead, invoiceRead, usePageReadsStarted } from './pageReads';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import type { InvoiceChange } from './InvoiceChangeDialogs';
import { DosImportOrderButton } from '../production/DosImportOrderButton';
import { formatDecimal } from '../../domain/numbers/formatNumber';

// The default tab comes with the page; the other tabs, the change menu and its dialogs (with the form
// library) load when first opened or pointed at.
const InvoiceChanges = onDemandExport(() => import('./InvoiceChangeDialogs'), 'InvoiceChanges');
const EventsTab = onDemandExport(() => import('./InvoiceTabs'), 'EventsTab');
const NotesTab = onDemandExport(() => import('./InvoiceTabs'), 'NotesTab');
const DocumentsTab = onDemandExport(() => import('./InvoiceTabs'), 'DocumentsTab');
const InvoiceCrossrefsTab = onDemandExport(() => import('./PostsTabs'), 'InvoiceCrossrefsTab');
// The legal clock (issue 42) is a read of its own, with its code, after the page has painted.
const LegalClockPanel = onDemandExport(() => import('./LegalClockPanel'), 'LegalClockPanel');
const PRELOAD: Readonly<Partial<Record<InvoiceTab, () => void>>> = {
  events: EventsTab.preload,
  notes: NotesTab.preload,
  documents: DocumentsTab.preload,
  crossrefs: InvoiceCrossrefsTab.preload,
};

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
  usePageReadsStarted('InvoicePage', port, params);
  const chain = useReadChain();
  const customer = useServerRead(clientId !== null && customerNr !== null && jourNo !== null ? invoicePageRead(port, chain, clientId, customerNr, jourNo) : null);
  const customerId = customer.data?.id ?? null;
  const invoice = useServerRead(customerId !== null && jourNo !== null ? invoiceRead(port, chain, customerId, jourNo) : null);
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
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <DosImportOrderButton initial={{ clientId: String(customer.clientId), fromNumber: String(entry.jourNr), toNumber: String(entry.jourNr) }} />
          <ChangesMenu entry={entry} customer={customer} port={port} />
        </Box>
      </Box>
      <Typography color="text.secondary" gutterBottom>
        {customer.nr} {customer.name}
      </Typography>
      <AuditTrailLinks subjects={[['invoice', entry.id], ['customer', customer.id]]} />
      <TabBar
        label="Bilagsfaner"
        value={tab}
        tabs={INVOICE_TABS.map((t) => ({ value: t, label: TAB_LABELS[t], preload: PRELOAD[t] }))}
        onChange={(next) => setSearch({ tab: next }, { replace: true })}
      />
      {tab === 'invoice' && <InvoiceTabView entry={entry} port={port} />}
      <OnDemand key={tab}>
        {tab === 'events' && <EventsTab.Component entry={entry} port={port} />}
        {tab === 'notes' && <NotesTab.Component entry={entry} port={port} />}
        {tab === 'documents' && <DocumentsTab.Component entry={entry} port={port} />}
        {tab === 'crossrefs' && <InvoiceCrossrefsTab.Component entry={entry} port={port} />}
      </OnDemand>
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
      {entry.type === 'INVOICE' && (
        <OnDemand>
          <LegalClockPanel.Component invoiceId={entry.id} />
        </OnDemand>
      )}
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
            <table className="nl-table" aria-label="Varelinjer">
              <thead>
                <tr>
                  <th scope="col">Linje</th>
                  <th scope="col">Tekst</th>
                  <th scope="col" className="nl-num">Antall</th>
                  <th scope="col" className="nl-num">Pris</th>
                  <th scope="col" className="nl-num">Mva %</th>
                  <th scope="col" className="nl-num">Eks. mva</th>
                  <th scope="col" className="nl-num">Inkl. mva</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((line) => (
                  <tr key={line.id}>
                    <td>{line.lineNumber}</td>
                    <td>{line.lineText}</td>
                    <td className="nl-num">{line.quantity === null ? '' : formatDecimal(line.quantity, { maximumFractionDigits: 4 })}</td>
                    <td className="nl-num">{money(line.unitPrice)}</td>
                    <td className="nl-num">{line.taxPercent === null ? '' : formatDecimal(line.taxPercent)}</td>
                    <td className="nl-num">{money(line.amountExTax)}</td>
                    <td className="nl-num">{money(line.amountIncTax)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
          <table className="nl-table" aria-label="Mva-oppsummering">
            <thead>
              <tr>
                <th scope="col">Mva-kode</th>
                <th scope="col" className="nl-num">Sats</th>
                <th scope="col" className="nl-num">Grunnlag</th>
                <th scope="col" className="nl-num">Mva</th>
                <th scope="col" className="nl-num">Inkl. mva</th>
              </tr>
            </thead>
            <tbody>
              {vat.data.map((row) => (
                <tr key={`${row.taxCode}-${row.taxPercent}`}>
                  <td>{row.taxCode}</td>
                  <td className="nl-num">{formatDecimal(row.taxPercent)} %</td>
                  <td className="nl-num">{money(row.amountExTax)}</td>
                  <td className="nl-num">{money(row.taxAmount)}</td>
                  <td className="nl-num">{money(row.amountIncTax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Box>
  );
}

/** 'Gjør endringer': change number, change amount, move to another customer; enabled only for entries registered in the product. */
function ChangesMenu({ entry, customer, port }: { entry: InvoiceView; customer: Customer; port: CustomerPagesPort }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [change, setChange] = useState<InvoiceChange | null>(null);
  const closeAll = useCallback(() => {
    setAnchor(null);
    setChange(null);
  }, []);
  const explanationId = `changes-disabled-${entry.id}`;
  return (
    <>
      {/* A disabled button takes no focus or pointer events: the native tooltip of its wrapper and the described-by text say why. */}
      <span title={entry.isRegisteredHere ? undefined : ONLY_REGISTERED_HERE_MESSAGE}>
        <Button
          variant="outlined"
          disabled={!entry.isRegisteredHere}
          onPointerEnter={InvoiceChanges.preload}
          onFocus={InvoiceChanges.preload}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-describedby={entry.isRegisteredHere ? undefined : explanationId}
        >
          Gjør endringer
        </Button>
      </span>
      {!entry.isRegisteredHere && (
        <span id={explanationId} hidden>
          {ONLY_REGISTERED_HERE_MESSAGE}
        </span>
      )}
      {(anchor !== null || change !== null) && (
        <OnDemand onFailed={closeAll}>
          <InvoiceChanges.Component
            anchor={anchor}
            change={change}
            onChoose={(chosen) => {
              setAnchor(null);
              setChange(chosen);
            }}
            onClose={closeAll}
            entry={entry}
            customer={customer}
            port={port}
          />
        </OnDemand>
      )}
    </>
  );
}
