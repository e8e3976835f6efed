import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useCustomerTypeService } from '../../composition/customerTypeArea';
import { TOKENS } from '../../composition/tokens';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';
import { confirmClientPath } from './paths';
import { formatInteger } from '../../domain/numbers/formatNumber';

/** /confirm-customer/ (part 1 §2): the clients with customers whose type waits for confirmation, and how many. */
export function UnconfirmedClientsPage() {
  const port = useCustomerTypeService(TOKENS.CustomerTypes);
  // Polled like the menu badge it explains.
  const clients = useServerRead(port.unconfirmedClients(), { refetchInterval: POLL_INTERVAL_MS.statusCounts });
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Bekreft kundetype
      </Typography>
      <Paper>
        {!clients.data ? (
          <LoadState isPending={clients.isPending} isError={clients.isError} />
        ) : clients.data.length === 0 ? (
          <Typography sx={{ p: 2 }}>{NO_RESULTS_MESSAGE}</Typography>
        ) : (
          <Table size="small" aria-label="Klienter med kunder som venter på bekreftelse">
            <TableHead>
              <TableRow>
                <TableCell>Klientnr.</TableCell>
                <TableCell>Klient</TableCell>
                <TableCell align="right">Kunder som venter</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {clients.data.map((client) => (
                <TableRow key={client.clientId} hover>
                  <TableCell>{client.clientId}</TableCell>
                  <TableCell>
                    <Link to={confirmClientPath(client.clientId)}>{client.clientName}</Link>
                  </TableCell>
                  <TableCell align="right">{formatInteger(client.customerCount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Box>
  );
}
