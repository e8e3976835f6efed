import { Alert, Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CustomerDetail, CustomerPagesPort } from '../../application/ports/customerPages.port';
import { useInjection } from '../../composition/injection';
import { useCustomerPages } from '../../composition/customers';
import { TOKENS } from '../../composition/tokens';
import { CUSTOMER_LOAD_FAILED_MESSAGE, CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_TABS, tabOf, type CustomerTab } from '../../domain/customer/customerPageTexts';
import { customerFormFromRecord, customerRecordFromForm } from '../../domain/customer/customerRecord';
import { Loading } from '../common/ReadStates';
import { TabBar } from '../common/TabBar';
import { useReadChain, useServerRead } from '../serverState/useServerRead';
import { AuditTrailLinks } from '../common/AuditTrailLinks';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { ContactPanel, EconomyPanel, NotesPanel, PaymentPanel } from './CustomerPanels';
import { OpenPostsTab } from './OpenPostsTab';
import { numberParam } from '../common/params';
import { customerPageReads, usePageReadsStarted } from './pageReads';

// The default tab comes with the page; the other tabs and the dialogs load when first opened (or pointed
// at), which keeps their tables, pickers and the form library out of the page's first download.
const InvoicesTab = onDemandExport(() => import('./CustomerTabs'), 'InvoicesTab');
const LedgerTab = onDemandExport(() => import('./CustomerTabs'), 'LedgerTab');
const SettingsTab = onDemandExport(() => import('./CustomerTabs'), 'SettingsTab');
const PostsTab = onDemandExport(() => import('./PostsTabs'), 'PostsTab');
const CrossrefTab = onDemandExport(() => import('./PostsTabs'), 'CrossrefTab');
const CustomerFormDialog = onDemandExport(() => import('./CustomerFormDialog'), 'CustomerFormDialog');
const CustomerMailDialog = onDemandExport(() => import('./OutboxTable'), 'CustomerMailDialog');
const PRELOAD: Readonly<Partial<Record<CustomerTab, () => void>>> = {
  invoice: InvoicesTab.preload,
  ledger: LedgerTab.preload,
  settings: SettingsTab.preload,
  posts: PostsTab.preload,
  crossref: CrossrefTab.preload,
};

const TAB_LABELS: Readonly<Record<CustomerTab, string>> = {
  openPosts: 'Åpne poster',
  invoice: 'Faktura',
  posts: 'Poster',
  ledger: 'Kundereskontro',
  crossref: 'Kryssreferanser',
  settings: 'Innstillinger',
};

/** /clients/{clientId}/customers/{customerNr}/ (part 2 §2.3). */
export function CustomerPage() {
  const params = useParams();
  const clientId = numberParam(params.clientId);
  const customerNr = numberParam(params.customerNr);
  const port = useCustomerPages();
  usePageReadsStarted('CustomerPage', port, params);
  const chain = useReadChain();
  const reads = clientId !== null && customerNr !== null ? customerPageReads(port, chain, clientId, customerNr) : null;
  const byNr = useServerRead(reads?.byNr ?? null);
  useServerRead(reads?.notes ?? null);
  const customerId = byNr.data?.id ?? null;
  const detail = useServerRead(customerId !== null ? port.customer(customerId) : null);

  if (clientId === null || customerNr === null || byNr.data === null || detail.data === null) return <Alert severity="warning">{CUSTOMER_NOT_FOUND_MESSAGE}</Alert>;
  if (byNr.isError || detail.isError) return <Alert severity="error">{CUSTOMER_LOAD_FAILED_MESSAGE}</Alert>;
  if (!detail.data) return <Loading />;
  return <CustomerView customer={detail.data} port={port} />;
}

function CustomerView({ customer, port }: { customer: CustomerDetail; port: CustomerPagesPort }) {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(CUSTOMER_TABS, search.get('tab'));
  const toasts = useInjection(TOKENS.Toasts);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [readingMail, setReadingMail] = useState(false);
  const notes = useServerRead(port.notes(customer.clientId, customer.nr));
  const template = useServerRead(editing ? port.customerTemplate(customer.clientId) : null);
  const notify = (severity: 'success' | 'error', message: string) => toasts.notify({ severity, message });
  const refresh = () => void queryClient.invalidateQueries();
  const stopEditing = useCallback(() => setEditing(false), []);
  const stopReadingMail = useCallback(() => setReadingMail(false), []);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {customer.nr} {customer.name}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography color="text.secondary">
          {customer.clientId} {customer.clientName}
        </Typography>
        <Button size="small" onClick={() => setReadingMail(true)} onPointerEnter={CustomerMailDialog.preload}>
          E-post
        </Button>
      </Box>
      <AuditTrailLinks subjects={[['customer', customer.id], ['client', customer.clientId]]} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <ContactPanel
          customer={customer}
          onEdit={() => {
            CustomerFormDialog.preload();
            setEditing(true);
          }}
        />
        <PaymentPanel customer={customer} port={port} />
        <EconomyPanel customer={customer} />
        <NotesPanel
          notes={notes.data ?? []}
          onAdd={async (text) => {
            await port.addNote(customer.clientId, customer.nr, text);
            refresh();
          }}
          onEdit={async (note, text) => {
            await port.updateNote(customer.clientId, note.id, text);
            refresh();
          }}
        />
      </Box>
      <TabBar
        label="Kundefaner"
        value={tab}
        tabs={CUSTOMER_TABS.map((t) => ({ value: t, label: TAB_LABELS[t], preload: PRELOAD[t] }))}
        onChange={(next) => setSearch({ tab: next }, { replace: true })}
      />
      {tab === 'openPosts' && <OpenPostsTab customer={customer} port={port} />}
      <OnDemand key={tab}>
        {tab === 'invoice' && <InvoicesTab.Component customer={customer} port={port} />}
        {tab === 'ledger' && <LedgerTab.Component customer={customer} port={port} today={new Date()} />}
        {tab === 'settings' && <SettingsTab.Component key={customer.id} customer={customer} port={port} notify={notify} />}
        {tab === 'posts' && <PostsTab.Component customer={customer} port={port} today={new Date()} />}
        {tab === 'crossref' && <CrossrefTab.Component customer={customer} port={port} />}
      </OnDemand>
      {readingMail && (
        <OnDemand onFailed={stopReadingMail}>
          <CustomerMailDialog.Component read={port.customerMail(customer.id)} onClose={stopReadingMail} />
        </OnDemand>
      )}
      {editing && template.isSuccess && (
        <OnDemand onFailed={stopEditing}>
          <CustomerFormDialog.Component
            title="Rediger kunde"
            initialValues={customerFormFromRecord(customer)}
            templateNumber={template.data}
            lookups={port}
            onSave={async (values) => {
              await port.updateCustomer(customer.id, customerRecordFromForm(values));
              refresh();
            }}
            onClose={stopEditing}
          />
        </OnDemand>
      )}
    </Box>
  );
}
