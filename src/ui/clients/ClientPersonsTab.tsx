import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ClientPagePort, ClientPerson } from '../../application/ports/clientPage.port';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { ConfirmAlert } from '../common/ConfirmAlert';

const PersonDialog = onDemandExport(() => import('./PersonDialog'), 'PersonDialog');

const fullName = (person: ClientPerson) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** persons (part 2 §2.2): the client's contact persons; create, edit (the row's button) and delete after asking. */
export function ClientPersonsTab({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const persons = useServerRead(port.persons(clientId));
  const [editing, setEditing] = useState<ClientPerson | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientPerson | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: (person: ClientPerson) => port.deletePerson(person.id), onSettled: () => setDeleting(null) });
  const close = () => setEditing(null);
  const person = editing === 'new' ? null : editing;
  return (
    <Box>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')} onPointerEnter={PersonDialog.preload}>
        Ny kontaktperson
      </Button>
      {remove.isError && <Alert severity="error">{CLIENT_CHANGE_FAILED}</Alert>}
      {deleting && (
        <ConfirmAlert sx={{ mb: 2 }} onCancel={() => setDeleting(null)} onConfirm={() => remove.mutate(deleting)} pending={remove.isPending}>
          Slette kontaktpersonen {fullName(deleting)}?
        </ConfirmAlert>
      )}
      {persons.isPending ? (
        <Loading />
      ) : persons.isError ? (
        <LoadFailed />
      ) : persons.data.length === 0 ? (
        <Empty text="Ingen kontaktpersoner" />
      ) : (
        <Table size="small" aria-label="Kontaktpersoner">
          <TableHead>
            <TableRow>
              <TableCell>Navn</TableCell>
              <TableCell>Rolle</TableCell>
              <TableCell>E-post</TableCell>
              <TableCell>Telefon</TableCell>
              <TableCell>Kommentar</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {persons.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{fullName(row)}</TableCell>
                <TableCell>{row.role}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                <TableCell>{row.phone}</TableCell>
                <TableCell>{row.comment}</TableCell>
                <TableCell align="right">
                  {/* The actions wrap under each other rather than widening the table past the page (issue 43). */}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                    <Button size="small" onClick={() => setEditing(row)} onPointerEnter={PersonDialog.preload} aria-label={`Endre ${fullName(row)}`}>
                      Endre
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={`Slett ${fullName(row)}`}>
                      Slett
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <OnDemand onFailed={close}>
          <PersonDialog.Component
            person={person}
            onSave={async (values) => {
              if (person) await port.updatePerson(person.id, values);
              else await port.createPerson(clientId, values);
              void queryClient.invalidateQueries();
            }}
            onClose={close}
          />
        </OnDemand>
      )}
    </Box>
  );
}
