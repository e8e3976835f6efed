import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import type { ClientBankAccount } from '../../application/ports/clientPage.port';
import { useClientPage } from '../../composition/clients';
import { BANK_ACCOUNT_TYPE_LABELS, CLIENT_INACTIVE_BADGE, CLIENT_LOAD_FAILED, CLIENT_TAB_LABELS, CLIENT_TABS, clientTabOf, terminationBannerText, type ClientTab } from '../../domain/client/clientPageTexts';
import { AuditTrailLinks } from '../common/AuditTrailLinks';
import { dateOf } from '../common/formatting';
import { TabBar } from '../common/TabBar';
import { numberParam } from '../common/params';
import { formatBankAccount } from '../../domain/identifiers/bankAccount';
import { Empty, Loading } from '../common/ReadStates';
import { useServerRead, useStartServerRead } from '../serverState/useServerRead';
import { ClientNotesTab } from './ClientNotesTab';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { formatInteger } from '../../domain/numbers/formatNumber';

// The default tab (notes) comes with the page; the others load when first opened or pointed at: the
// customers tab with its virtual rows and the customer form, the org tab with the termination machine,
// the rest with their forms.
const ClientOrgTab = onDemandExport(() => import('./ClientOrgTab'), 'ClientOrgTab');
const ClientSettingsTab = onDemandExport(() => import('./ClientSettingsTab'), 'ClientSettingsTab');
const ClientReminderTextsTab = onDemandExport(() => import('./ClientReminderTextsTab'), 'ClientReminderTextsTab');
const ClientCustomersTab = onDemandExport(() => import('./ClientCustomersTab'), 'ClientCustomersTab');
const ClientSourcesTab = onDemandExport(() => import('./ClientSourcesTab'), 'ClientSourcesTab');
const ClientPersonsTab = onDemandExport(() => import('./ClientPersonsTab'), 'ClientPersonsTab');
const PRELOAD: Readonly<Partial<Record<ClientTab, () => void>>> = {
  org: ClientOrgTab.preload,
  settings: ClientSettingsTab.preload,
  reminderTexts: ClientReminderTextsTab.preload,
  customers: ClientCustomersTab.preload,
  sources: ClientSourcesTab.preload,
  persons: ClientPersonsTab.preload,
};

/** banks: the client's accounts (part 2 §2.2), the number as #### ## #####. */
function ClientBanksTab({ accounts }: { accounts: readonly ClientBankAccount[] }) {
  if (accounts.length === 0) return <Empty text="Ingen bankkontoer" />;
  return (
    <Table size="small" aria-label="Bankkontoer">
      <TableHead>
        <TableRow>
          <TableCell>Type</TableCell>
          <TableCell>Kontonr.</TableCell>
          <TableCell>Valuta</TableCell>
          <TableCell>BIC</TableCell>
          <TableCell>IBAN</TableCell>
          <TableCell>Navn</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.id}>
            <TableCell>{BANK_ACCOUNT_TYPE_LABELS[account.accountType]}</TableCell>
            <TableCell>{formatBankAccount(account.accountNumber)}</TableCell>
            <TableCell>{account.currencyCode}</TableCell>
            <TableCell>{account.bic}</TableCell>
            <TableCell>{account.iban}</TableCell>
            <TableCell>{account.name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /clients/{clientId}/ (part 2 §2.2): the client's header, the left menu of tabs and the tab chosen by `tab`. */
export function ClientPage() {
  const clientId = numberParam(useParams().clientId);
  const port = useClientPage();
  const client = useServerRead(clientId === null ? null : port.client(clientId));
  const [search, setSearch] = useSearchParams();
  const tab = clientTabOf(search.get('tab'));
  const startServerRead = useStartServerRead();

  // Part 2 §2.2: a client that cannot be loaded, unknown or failed, gets the one message of the spec.
  if (clientId === null || client.data === null || client.isError) return <Alert severity="error">{CLIENT_LOAD_FAILED}</Alert>;
  if (!client.data) return <Loading />;
  const detail = client.data;
  const banner = terminationBannerText(detail.terminationDate, detail.endOfServiceDate, dateOf);
  const counts: Partial<Record<ClientTab, number | undefined>> = {
    notes: detail.counts?.notes,
    banks: detail.counts?.banks,
    customers: detail.counts?.customers,
    sources: detail.counts?.sources,
    persons: detail.counts?.persons,
  };
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {detail.id} {detail.name}
        </Typography>
        {!detail.isActive && <Chip color="error" label={CLIENT_INACTIVE_BADGE} />}
      </Box>
      <AuditTrailLinks subjects={[['client', detail.id]]} />
      {banner && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {banner}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <TabBar
          orientation="vertical"
          label="Klientmeny"
          value={tab}
          tabs={CLIENT_TABS.map((t) => ({
            value: t,
            label: counts[t] === undefined ? CLIENT_TAB_LABELS[t] : `${CLIENT_TAB_LABELS[t]} (${formatInteger(counts[t])})`,
            preload: PRELOAD[t],
          }))}
          onChange={(next) => {
            // The whole customer list leaves now, while the tab's code may still be loading.
            if (next === 'customers') startServerRead(port.customers(detail.id));
            setSearch({ tab: next }, { replace: true });
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }} role="tabpanel" aria-label={CLIENT_TAB_LABELS[tab]}>
          {tab === 'notes' && <ClientNotesTab clientId={detail.id} port={port} />}
          {tab === 'banks' && <ClientBanksTab accounts={detail.bankAccounts} />}
          <OnDemand key={tab}>
            {tab === 'org' && <ClientOrgTab.Component client={detail} port={port} />}
            {tab === 'settings' && <ClientSettingsTab.Component clientId={detail.id} port={port} settings={detail.settings} />}
            {tab === 'reminderTexts' && <ClientReminderTextsTab.Component clientId={detail.id} port={port} />}
            {tab === 'customers' && <ClientCustomersTab.Component clientId={detail.id} port={port} />}
            {tab === 'sources' && <ClientSourcesTab.Component clientId={detail.id} port={port} />}
            {tab === 'persons' && <ClientPersonsTab.Component clientId={detail.id} port={port} />}
          </OnDemand>
        </Box>
      </Box>
    </Box>
  );
}
