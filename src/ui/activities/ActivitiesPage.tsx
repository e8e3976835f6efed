import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Insolvency } from '../../application/ports/activities.port';
import { useActivities } from '../../composition/activities';
import { INSOLVENCY_LABEL } from '../../domain/company/insolvency';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { day } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';
import { TabBar } from '../common/TabBar';

type ActivitiesTab = 'inactive' | 'insolvencies';
const isTab = (value: string | null): value is ActivitiesTab => value === 'inactive' || value === 'insolvencies';

/**
 * /activities/ (part 1 §2). The spec names one tab, inactive ('Sluttet'), the default; issue 44 adds the officers'
 * queue of organisations the company register reports bankrupt or dissolved ('Konkurs og avvikling', ?tab=insolvencies).
 */
export function ActivitiesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ActivitiesTab = isTab(asked) ? asked : 'inactive';
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Aktiviteter
      </Typography>
      <TabBar
        label="Aktiviteter"
        value={tab}
        onChange={(next) => setParams(next === 'inactive' ? {} : { tab: next }, { replace: true })}
        tabs={[
          { value: 'inactive', label: 'Sluttet', id: 'activities-tab-inactive', controls: 'activities-panel-inactive' },
          { value: 'insolvencies', label: 'Konkurs og avvikling', id: 'activities-tab-insolvencies', controls: 'activities-panel-insolvencies' },
        ]}
      />
      <Paper sx={{ mt: 2 }} role="tabpanel" id={`activities-panel-${tab}`} aria-labelledby={`activities-tab-${tab}`}>
        {tab === 'inactive' ? <InactiveClients /> : <Insolvencies />}
      </Paper>
    </Box>
  );
}

function InactiveClients() {
  const port = useActivities();
  const clients = useServerRead(port.inactiveClients());
  if (!clients.data) return <LoadState isPending={clients.isPending} isError={clients.isError} />;
  if (clients.data.length === 0) return <Typography sx={{ p: 2 }}>{NO_RESULTS_MESSAGE}</Typography>;
  return (
    <Table size="small" aria-label="Klienter som har sluttet">
      <TableHead>
        <TableRow>
          <TableCell>Klientnr.</TableCell>
          <TableCell>Klient</TableCell>
          <TableCell>Org.nr.</TableCell>
          <TableCell>Oppsagt</TableCell>
          <TableCell>Sluttdato</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {clients.data.map((client) => (
          <TableRow key={client.clientId} hover>
            <TableCell>{client.clientId}</TableCell>
            <TableCell>
              <Link to={`/clients/${client.clientId}`}>{client.clientName}</Link>
            </TableCell>
            <TableCell>{client.orgNo ?? ''}</TableCell>
            <TableCell>{day(client.terminationDate)}</TableCell>
            <TableCell>{day(client.endOfServiceDate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where a party of the queue is seen to: the customer's page, or the client's. */
const partyPath = (party: Insolvency['parties'][number]) =>
  party.role === 'customer' && party.customerNr !== null ? `/clients/${party.clientId}/customers/${party.customerNr}` : `/clients/${party.clientId}`;

function Insolvencies() {
  const port = useActivities();
  const queryClient = useQueryClient();
  const rows = useServerRead(port.insolvencies());
  const [marking, setMarking] = useState<string | null>(null);
  if (!rows.data) return <LoadState isPending={rows.isPending} isError={rows.isError} />;
  if (rows.data.length === 0) return <Typography sx={{ p: 2 }}>{NO_RESULTS_MESSAGE}</Typography>;
  const markSeen = async (orgNo: string) => {
    setMarking(orgNo);
    try {
      await port.markInsolvencySeen(orgNo);
      await queryClient.invalidateQueries();
    } finally {
      setMarking(null);
    }
  };
  return (
    <Table size="small" aria-label="Konkurs og avvikling">
      <TableHead>
        <TableRow>
          <TableCell>Org.nr.</TableCell>
          <TableCell>Navn</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Fra</TableCell>
          <TableCell>Bo</TableCell>
          <TableCell>Klient / kunde</TableCell>
          <TableCell align="right">Purringer stoppet</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.data.map((row) => (
          <TableRow key={row.orgNo} hover selected={!row.seen}>
            <TableCell>{row.orgNo}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{INSOLVENCY_LABEL[row.kind]}</TableCell>
            <TableCell>{day(row.since)}</TableCell>
            <TableCell>{row.endorsements.join('; ')}</TableCell>
            <TableCell>
              {row.parties.map((party) => (
                <Box key={`${party.role}-${party.clientId}-${party.customerNr ?? ''}`}>
                  <Link to={partyPath(party)}>
                    {party.role === 'customer' ? `Kunde ${party.customerNr} hos ${party.clientName}` : `Klient ${party.clientId} ${party.clientName}`}
                  </Link>
                </Box>
              ))}
            </TableCell>
            <TableCell align="right">{row.remindersStopped}</TableCell>
            <TableCell>
              {row.seen ? (
                'Sett'
              ) : (
                <Button size="small" disabled={marking === row.orgNo} onClick={() => void markSeen(row.orgNo)} aria-label={`Merk ${row.name} som sett`}>
                  Merk som sett
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
