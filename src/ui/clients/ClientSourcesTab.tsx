import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ClientImportSource, ClientPagePort } from '../../application/ports/clientPage.port';
import { isoText } from '../../domain/dates/calendarDay';
import { osloClock } from '../../domain/dates/osloClock';
import { IMPORT_SOURCE_LABELS, isSourceActive, SOURCE_DELETE_FAILED } from '../../domain/client/importSource';
import { dateOf } from '../common/formatting';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { ConfirmAlert } from '../common/ConfirmAlert';

const ImportSourceDialog = onDemandExport(() => import('./ImportSourceDialog'), 'ImportSourceDialog');

const nameOf = (source: ClientImportSource) => `${IMPORT_SOURCE_LABELS[source.source]} fra ${dateOf(source.activatedAt)}`;

/** sources (part 2 §2.2, §3.8): the client's import sources, each active from its activatedAt; add, edit, delete ('Noe gikk galt' on failure). */
export function ClientSourcesTab({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const sources = useServerRead(port.sources(clientId));
  const persons = useServerRead(port.persons(clientId));
  const [editing, setEditing] = useState<ClientImportSource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientImportSource | null>(null);
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
                <TableCell>{row.username}</TableCell>
                <TableCell>{row.fileFormat}</TableCell>
                <TableCell>{personName(row.personId)}</TableCell>
                <TableCell>{row.comment}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(row)} onPointerEnter={ImportSourceDialog.preload} aria-label={`Endre ${nameOf(row)}`}>
                    Endre
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={`Slett ${nameOf(row)}`}>
                    Slett
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <OnDemand onFailed={close}>
          <ImportSourceDialog.Component
            source={source}
            persons={persons.data ?? []}
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
