import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ClientImportSource, ClientPagePort, FtpFileFormat } from '../../application/ports/clientPage.port';
import { isoText } from '../../domain/dates/calendarDay';
import { osloClock } from '../../domain/dates/osloClock';
import { FTP_SETUP_TEXTS, IMPORT_SOURCE_LABELS, isSourceActive, needsUsername, SOURCE_DELETE_FAILED } from '../../domain/client/importSource';
import { useDialogLayer } from '../common/dialogLayer';
import { dateOf } from '../common/formatting';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { ConfirmAlert } from '../common/ConfirmAlert';

const ImportSourceDialog = onDemandExport(() => import('./ImportSourceDialog'), 'ImportSourceDialog');

const nameOf = (source: ClientImportSource) => `${IMPORT_SOURCE_LABELS[source.source]} fra ${dateOf(source.activatedAt)}`;

const formatLabel = (formats: readonly FtpFileFormat[] | undefined, value: string | null) =>
  value === null ? '' : (formats?.find((format) => format.value === value)?.label ?? value);

/** An FTP or SFTP source's setup (GET sources/{id}/ftp): the server it delivers to, its username and file format. */
function FtpSetupDialog({ source, port, formats, onClose }: { source: ClientImportSource; port: ClientPagePort; formats: readonly FtpFileFormat[] | undefined; onClose: () => void }) {
  const setup = useServerRead(port.ftpSetup(source.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="ftp-setup-title" container={useDialogLayer()}>
      <DialogTitle id="ftp-setup-title">
        {FTP_SETUP_TEXTS.title} – {nameOf(source)}
      </DialogTitle>
      <DialogContent>
        {setup.isPending ? (
          <Loading />
        ) : setup.isError || setup.data === null ? (
          <Alert severity="error">{FTP_SETUP_TEXTS.loadFailed}</Alert>
        ) : (
          <Table size="small" aria-label={FTP_SETUP_TEXTS.title}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">{FTP_SETUP_TEXTS.server}</TableCell>
                <TableCell>{setup.data.server ?? FTP_SETUP_TEXTS.noServer}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">{FTP_SETUP_TEXTS.username}</TableCell>
                <TableCell>{setup.data.username}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">{FTP_SETUP_TEXTS.fileFormat}</TableCell>
                <TableCell>{setup.data.fileFormat === null ? FTP_SETUP_TEXTS.noFileFormat : formatLabel(formats, setup.data.fileFormat)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{FTP_SETUP_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** sources (part 2 §2.2, §3.8): the client's import sources, each active from its activatedAt; add, edit, delete ('Noe gikk galt' on failure). */
export function ClientSourcesTab({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const sources = useServerRead(port.sources(clientId));
  const persons = useServerRead(port.persons(clientId));
  const [editing, setEditing] = useState<ClientImportSource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientImportSource | null>(null);
  const [showingFtp, setShowingFtp] = useState<ClientImportSource | null>(null);
  const formats = useServerRead(port.ftpFileFormats());
  const queryClient = useQueryClient();
  const today = isoText(osloClock(new Date()));
  const remove = useMutation({
    mutationFn: (source: ClientImportSource) => port.deleteSource(source.id),
    onSettled: () => setDeleting(null),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const close = () => setEditing(null);
  const source = editing === 'new' ? null : editing;
  const personName = (personId: number | null) => {
    const person = persons.data?.find((p) => p.id === personId);
    return person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : '';
  };
  return (
    <Box>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')} onPointerEnter={ImportSourceDialog.preload}>
        Ny importkilde
      </Button>
      {remove.isError && <Alert severity="error">{SOURCE_DELETE_FAILED}</Alert>}
      {deleting && (
        <ConfirmAlert sx={{ mb: 2 }} onCancel={() => setDeleting(null)} onConfirm={() => remove.mutate(deleting)} pending={remove.isPending}>
          Slette importkilden {nameOf(deleting)}?
        </ConfirmAlert>
      )}
      {sources.isPending ? (
        <Loading />
      ) : sources.isError ? (
        <LoadFailed />
      ) : sources.data.length === 0 ? (
        <Empty text="Ingen importkilder" />
      ) : (
        <Table size="small" aria-label="Importkilder">
          <TableHead>
            <TableRow>
              <TableCell>Kilde</TableCell>
              <TableCell>Aktiv fra</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Brukernavn</TableCell>
              <TableCell>Filformat</TableCell>
              <TableCell>Kontaktperson</TableCell>
              <TableCell>Kommentar</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {sources.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{IMPORT_SOURCE_LABELS[row.source]}</TableCell>
                <TableCell>{dateOf(row.activatedAt)}</TableCell>
                <TableCell>{isSourceActive(row.activatedAt, today) ? <Chip size="small" color="success" label="Aktiv" /> : <Chip size="small" label="Ikke aktiv ennå" />}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.username}</TableCell>
                <TableCell>{formatLabel(formats.data, row.fileFormat)}</TableCell>
                <TableCell>{personName(row.personId)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.comment}</TableCell>
                <TableCell align="right">
                  {/* The actions wrap under each other rather than widening the table past the page (issue 43). */}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                    {needsUsername(row.source) && (
                      <Button size="small" onClick={() => setShowingFtp(row)} aria-label={`${FTP_SETUP_TEXTS.button} for ${nameOf(row)}`}>
                        {FTP_SETUP_TEXTS.button}
                      </Button>
                    )}
                    <Button size="small" onClick={() => setEditing(row)} onPointerEnter={ImportSourceDialog.preload} aria-label={`Endre ${nameOf(row)}`}>
                      Endre
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={`Slett ${nameOf(row)}`}>
                      Slett
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {showingFtp && <FtpSetupDialog source={showingFtp} port={port} formats={formats.data} onClose={() => setShowingFtp(null)} />}
      {editing && (
        <OnDemand onFailed={close}>
          <ImportSourceDialog.Component
            source={source}
            persons={persons.data ?? []}
            formats={formats.data ?? []}
            today={today}
            onSave={async (values) => {
              if (source) await port.updateSource(source.id, values);
              else await port.createSource(clientId, values);
              void queryClient.invalidateQueries();
            }}
            onClose={close}
          />
        </OnDemand>
      )}
    </Box>
  );
}
