import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useActivities } from '../../composition/activities';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { day } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';
import { TabBar } from '../common/TabBar';

/** /activities/ (part 1 §2). The spec names one tab, inactive ('Sluttet'); it is the default and only one. */
export function ActivitiesPage() {
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Aktiviteter
      </Typography>
      <TabBar label="Aktiviteter" value="inactive" tabs={[{ value: 'inactive', label: 'Sluttet', id: 'activities-tab-inactive', controls: 'activities-panel-inactive' }]} />
      <Paper sx={{ mt: 2 }} role="tabpanel" id="activities-panel-inactive" aria-labelledby="activities-tab-inactive">
        <InactiveClients />
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
