import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import type { ClientHit } from '../../application/ports/search.port';
import { useRegistrationService } from '../../composition/registration';
import { TOKENS } from '../../composition/tokens';
import { REGISTRATION_TITLE } from '../../domain/entry/entryList';
import { formatAmount } from '../../domain/money/formatAmount';
import { Empty } from '../common/ReadStates';
import { LoadState } from '../debt-collection/LoadState';
import { ClientPicker } from '../search/ClientPicker';
import { useServerRead } from '../serverState/useServerRead';
import { clientEntriesPath } from './paths';
import { formatInteger } from '../../domain/numbers/formatNumber';

/** Not worded by the spec; ours. */
export const NO_PENDING_BATCHES_TEXT = 'Ingen klienter har registrerte poster som venter';

/**
 * /create-entries/ (part 1 §2, Alt+R): pick a client by id prefix or name, as the search popup's client
 * field does, or one of the clients whose registered entries wait (a pending batch).
 */
export function CreateEntriesPage() {
  const port = useRegistrationService(TOKENS.RegEntryList);
  const navigate = useNavigate();
  const batches = useServerRead(port.pendingBatches());
  const open = (client: ClientHit | null) => {
    if (client) void navigate(clientEntriesPath(client.id));
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {REGISTRATION_TITLE}
      </Typography>
      <Box sx={{ maxWidth: 480, mb: 3 }}>
        <ClientPicker id="create-entries-client" label="Klient" value={null} onChange={open} onEnter={open} autoFocus />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Registrerte poster som venter
      </Typography>
      <Paper>
        {!batches.data ? (
          <LoadState isPending={batches.isPending} isError={batches.isError} />
        ) : batches.data.length === 0 ? (
          <Empty text={NO_PENDING_BATCHES_TEXT} />
        ) : (
          <Table size="small" aria-label="Klienter med registrerte poster">
            <TableHead>
              <TableRow>
                <TableCell>Klientnr.</TableCell>
                <TableCell>Klient</TableCell>
                <TableCell align="right">Poster</TableCell>
                <TableCell align="right">Sum fakturaer</TableCell>
                <TableCell align="right">Sum kreditnotaer</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {batches.data.map((batch) => (
                <TableRow key={batch.clientId} hover>
                  <TableCell>{batch.clientId}</TableCell>
                  <TableCell>
                    <Link to={clientEntriesPath(batch.clientId)}>{batch.clientName}</Link>
                  </TableCell>
                  <TableCell align="right">{formatInteger(batch.numberOfEntries)}</TableCell>
                  <TableCell align="right">{formatAmount(batch.sumInvoices)}</TableCell>
                  <TableCell align="right">{formatAmount(batch.sumCreditnotes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Box>
  );
}
