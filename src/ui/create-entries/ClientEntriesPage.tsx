import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { ListedRegEntry, RegEntryListPort } from '../../application/ports/regEntryList.port';
import { useInjection } from '../../composition/injection';
import { useRegistrationService } from '../../composition/registration';
import { TOKENS } from '../../composition/tokens';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import {
  APPROVE_FAILED_MESSAGE,
  APPROVE_UNEXPECTED_ANSWER_MESSAGE,
  confirmDeleteMessage,
  confirmProduceMessage,
  DELETE_FAILED_MESSAGE,
  deletedMessage,
  entrySums,
  fileRefusedMessage,
  filesUploadedMessage,
  isEntrySelectable,
  producedMessage,
  REGISTRATION_CLIENT_NOT_FOUND_MESSAGE,
  REGISTRATION_TITLE,
  UNEXPECTED_UPLOAD_ANSWER_PREFIX,
  usesLegacyApproval,
} from '../../domain/entry/entryList';
import { formatAmount } from '../../domain/money/formatAmount';
import {
  allState,
  EMPTY_SELECTION,
  selectedIds,
  selectionModelFrom,
  toggleAll,
  toggleRow,
  type Selection,
  type SelectionModel,
} from '../../domain/selection/selectionModel';
import { numberParam } from '../common/params';
import { Empty, Loading, LoadFailed } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useSession } from '../session/useSession';
import { NEW_ENTRY_SHORTCUT } from '../shell/shortcuts';
import { entryPath, newEntryPath } from './paths';

/** Not worded by the spec; ours. */
export const NO_ENTRIES_TEXT = 'Ingen registrerte poster';

const ENTRY_TYPE_LABEL = { INVOICE: 'Faktura', CREDITNOTE: 'Kreditnota' } as const;

/** /create-entries/{clientId}/ (part 2 §2.6): Registrer faktura for one client. */
export function ClientEntriesPage() {
  const clientId = numberParam(useParams().clientId);
  const port = useRegistrationService(TOKENS.RegEntryList);
  const search = useInjection(TOKENS.Search);
  const client = useServerRead(clientId === null ? null : search.client(clientId));
  const entries = useServerRead(clientId === null ? null : port.clientEntries(clientId));
  const feeEnabled = useServerRead(clientId === null ? null : port.invoiceFeeEnabled(clientId));

  if (clientId === null || client.data === null || entries.data === null) return <Alert severity="warning">{REGISTRATION_CLIENT_NOT_FOUND_MESSAGE}</Alert>;
  if (entries.isError) return <LoadFailed />;
  if (!client.data || !entries.data) return <Loading />;
  return <ClientEntries clientId={clientId} clientName={client.data.name} entries={entries.data} feeEnabled={feeEnabled.data === true} port={port} />;
}

type Confirming = 'delete' | 'produce' | null;

function ClientEntries({
  clientId,
  clientName,
  entries,
  feeEnabled,
  port,
}: {
  clientId: number;
  clientName: string;
  entries: readonly ListedRegEntry[];
  feeEnabled: boolean;
  port: RegEntryListPort;
}) {
  const navigate = useNavigate();
  const toasts = useInjection(TOKENS.Toasts);
  const queryClient = useQueryClient();
  const userId = useSession((snapshot) => snapshot.context.profile?.userId ?? null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const model: SelectionModel = useMemo(
    () => selectionModelFrom([entries], { groupId: () => clientId, items: (rows) => rows, rowId: (entry) => entry.id, selectable: isEntrySelectable }),
    [entries, clientId],
  );
  const ticked = selectedIds(model, selection) as number[];
  const sums = entrySums(entries);
  const refresh = () => void queryClient.invalidateQueries();
  const notify = (severity: 'success' | 'error' | 'warning', message: string) => toasts.notify({ severity, message });

  // Insert opens a new entry (part 1 §2), from anywhere on the page but an open dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NEW_ENTRY_SHORTCUT.key || confirming !== null) return;
      event.preventDefault();
      void navigate(newEntryPath(clientId));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, clientId, confirming]);

  const tick = (change: ReturnType<typeof toggleRow>) => {
    setSelection(change.selection);
    setAlert(change.outcome.kind === 'notSelectable' ? change.outcome.message : null);
  };

  const act = async (what: Exclude<Confirming, null>) => {
    setPending(true);
    try {
      if (what === 'produce') {
        try {
          const answer = await port.approve(clientId, ticked, usesLegacyApproval(userId));
          if ('approved' in answer) notify('success', producedMessage(answer.approved));
          else notify('warning', APPROVE_UNEXPECTED_ANSWER_MESSAGE);
        } catch {
          notify('error', APPROVE_FAILED_MESSAGE);
        }
      } else {
        try {
          notify('success', deletedMessage(await port.remove(clientId, ticked)));
        } catch {
          notify('error', DELETE_FAILED_MESSAGE);
        }
      }
    } finally {
      setPending(false);
      setConfirming(null);
      setSelection(EMPTY_SELECTION);
      refresh();
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    try {
      const outcome = await port.upload(clientId, files);
      if (outcome.numberOfUploadedFiles > 0) notify('success', filesUploadedMessage(outcome.numberOfUploadedFiles));
      for (const failed of outcome.results.filter((result) => !result.success)) notify('error', fileRefusedMessage(failed.originalName, failed.reason));
    } catch (error) {
      notify('error', `${UNEXPECTED_UPLOAD_ANSWER_PREFIX}${error instanceof Error ? error.message : String(error)}`);
    } finally {
      refresh();
    }
  };

  const all = allState(model, selection);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {REGISTRATION_TITLE}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {clientId} {clientName}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
        <Button variant="contained" onClick={() => void navigate(newEntryPath(clientId))} title="Insert">
          Ny faktura
        </Button>
        <Button component={Link} to={`/clients/${clientId}/?tab=notes`}>
          Merknader
        </Button>
        <Button onClick={() => fileInput.current?.click()}>Last opp filer</Button>
        <input ref={fileInput} type="file" accept="application/pdf,.pdf" multiple hidden aria-label="Last opp filer" onChange={(event) => void upload(event)} />
        <Button color="error" disabled={ticked.length === 0} onClick={() => setConfirming('delete')}>
          Slett valgte
        </Button>
        <Button color="success" variant="outlined" disabled={ticked.length === 0} onClick={() => setConfirming('produce')}>
          Produser valgte
        </Button>
      </Box>
      {alert && (
        <Alert severity="warning" onClose={() => setAlert(null)} sx={{ mb: 1 }}>
          {alert}
        </Alert>
      )}
      <Paper>
        {entries.length === 0 ? (
          <Box sx={{ px: 2 }}>
            <Empty text={NO_ENTRIES_TEXT} />
          </Box>
        ) : (
          <Table size="small" aria-label="Registrerte poster">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={all === 'checked'}
                    indeterminate={all === 'indeterminate'}
                    onChange={() => tick(toggleAll(model, selection))}
                    slotProps={{ input: { 'aria-label': 'Velg alle poster' } }}
                  />
                </TableCell>
                <TableCell>Bilagsnr.</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Kunde</TableCell>
                <TableCell>Fakturadato</TableCell>
                <TableCell>Forfallsdato</TableCell>
                <TableCell align="right">Beløp</TableCell>
                {feeEnabled && <TableCell>Gebyr</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} hover selected={selection.includes(entry.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.includes(entry.id)}
                      onChange={() => tick(toggleRow(model, selection, entry.id))}
                      slotProps={{ input: { 'aria-label': `Velg post ${entry.jourNr ?? `uten bilagsnr. (${entry.customerName})`}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link to={entryPath(clientId, entry.id)}>{entry.jourNr ?? 'Ny'}</Link>
                  </TableCell>
                  <TableCell>{ENTRY_TYPE_LABEL[entry.entryType]}</TableCell>
                  <TableCell>
                    {entry.customerNr} {entry.customerName}
                  </TableCell>
                  <TableCell>{entry.jourDate ? formatNorwegianDate(entry.jourDate) : ''}</TableCell>
                  <TableCell>{entry.dueDate ? formatNorwegianDate(entry.dueDate) : ''}</TableCell>
                  <TableCell align="right">{formatAmount(entry.amountIncTax)}</TableCell>
                  {feeEnabled && <TableCell>{entry.isFeeEnabled ? 'Ja' : 'Nei'}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Box sx={{ display: 'flex', gap: 4, justifyContent: 'flex-end', mt: 2 }} aria-label="Summer">
        <Typography>
          Sum fakturaer: <strong data-testid="sum-invoices">{formatAmount(sums.invoices)}</strong>
        </Typography>
        <Typography>
          Sum kreditnotaer: <strong data-testid="sum-creditnotes">{formatAmount(sums.creditNotes)}</strong>
        </Typography>
      </Box>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="confirm-entries-title">
        <DialogTitle id="confirm-entries-title">{confirming === 'produce' ? 'Produser valgte' : 'Slett valgte'}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming === 'produce' ? confirmProduceMessage(ticked.length) : confirmDeleteMessage(ticked.length)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Avbryt</Button>
          <Button autoFocus disabled={pending} color={confirming === 'produce' ? 'success' : 'error'} onClick={() => void act(confirming!)}>
            {confirming === 'produce' ? 'Produser' : 'Slett'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
