import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { ClientNote, ClientPagePort } from '../../application/ports/clientPage.port';
import { NO_TAGS_LABEL, NOTES_LOAD_FAILED } from '../../domain/client/clientNote';
import { isoText } from '../../domain/dates/calendarDay';
import { osloClock } from '../../domain/dates/osloClock';
import { dateOf } from '../common/formatting';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Empty, Loading } from '../common/ReadStates';
import { RichText } from '../common/RichText';
import { useDebouncedValue } from '../search/useDebouncedValue';
import { useServerRead } from '../serverState/useServerRead';
import { AttachmentIcon } from '../common/icons';

const ClientNoteDialog = onDemandExport(() => import('./ClientNoteDialog'), 'ClientNoteDialog');
const SEARCH_DEBOUNCE_MS = 300;

/** notes (the default tab, part 2 §2.2): search, newest first, a row opens the note; create, edit, delete. */
export function ClientNotesTab({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const notes = useServerRead(port.notes(clientId, term));
  const [editing, setEditing] = useState<ClientNote | 'new' | null>(null);
  const tags = useServerRead(editing ? port.noteTags() : null);
  const queryClient = useQueryClient();
  const close = () => setEditing(null);
  // Every read refreshes after a change; not awaited, so the dialog closes at once.
  const refresh = () => void queryClient.invalidateQueries();
  const note = editing === 'new' ? null : editing;

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField label="Søk i merknader" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ maxWidth: 360 }} />
        <Button variant="contained" onClick={() => setEditing('new')} onPointerEnter={ClientNoteDialog.preload}>
          Ny merknad
        </Button>
      </Box>
      {notes.isPending ? (
        <Loading />
      ) : notes.isError ? (
        <Alert severity="error">{NOTES_LOAD_FAILED}</Alert>
      ) : notes.data.length === 0 ? (
        <Empty text="Ingen merknader" />
      ) : (
        <Table size="small" aria-label="Merknader">
          <TableHead>
            <TableRow>
              <TableCell>Tittel</TableCell>
              <TableCell>Tekst</TableCell>
              <TableCell>Dato</TableCell>
              <TableCell>Opprettet av</TableCell>
              <TableCell>Stikkord</TableCell>
              <TableCell>Vedlegg</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notes.data.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                aria-label={`Rediger merknad ${row.title}`}
                onClick={() => setEditing(row)}
                onKeyDown={(event) => event.key === 'Enter' && setEditing(row)}
                onPointerEnter={ClientNoteDialog.preload}
              >
                <TableCell>{row.title}</TableCell>
                <TableCell sx={{ maxWidth: 480 }}>
                  <RichText html={row.text} />
                </TableCell>
                <TableCell>{dateOf(row.date)}</TableCell>
                <TableCell>{row.createdBy}</TableCell>
                <TableCell>
                  {row.tags.length === 0 ? NO_TAGS_LABEL : row.tags.map((tag) => <Chip key={tag.id} size="small" label={tag.label ?? tag.name} sx={{ mr: 0.5 }} />)}
                </TableCell>
                <TableCell>{row.files.some((file) => !file.isDeleted) ? <AttachmentIcon label="Har vedlegg" /> : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && tags.data && (
        <OnDemand onFailed={close}>
          <ClientNoteDialog.Component
            note={note}
            today={isoText(osloClock(new Date()))}
            tags={tags.data}
            onSave={async (values) => {
              if (note) await port.updateNote(note.id, values);
              else await port.createNote(clientId, values);
              refresh();
            }}
            onDelete={async () => {
              if (note) await port.deleteNote(note.id);
              refresh();
            }}
            onClose={close}
            files={port}
            onFileDeleted={refresh}
          />
        </OnDemand>
      )}
    </Box>
  );
}
