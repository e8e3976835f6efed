import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ClientPagePort, ClientReminderText } from '../../application/ports/clientPage.port';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { REMINDER_LANGUAGE_LABELS } from '../../domain/client/reminderText';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { ConfirmAlert } from '../common/ConfirmAlert';

const ReminderTextDialog = onDemandExport(() => import('./ReminderTextDialog'), 'ReminderTextDialog');

const kindOf = (text: ClientReminderText) => `${text.reminderLabel ?? text.reminderType} ${REMINDER_LANGUAGE_LABELS[text.languageCode] ?? text.languageCode}`;

/**
 * reminderTexts (part 2 §2.2): reminder type, language and title; edit in a dialog; delete-and-reset removes the
 * client's own text, and the default (the one without clientId) shows again.
 */
export function ClientReminderTextsTab({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const texts = useServerRead(port.reminderTexts(clientId));
  const [editing, setEditing] = useState<ClientReminderText | null>(null);
  const [resetting, setResetting] = useState<ClientReminderText | null>(null);
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (text: ClientReminderText) => port.deleteReminderText(clientId, text.id),
    onSettled: () => setResetting(null),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  return (
    <Box>
      {reset.isError && <Alert severity="error">{CLIENT_CHANGE_FAILED}</Alert>}
      {resetting && (
        <ConfirmAlert sx={{ mb: 2 }} confirmLabel="Slett og tilbakestill" onCancel={() => setResetting(null)} onConfirm={() => reset.mutate(resetting)} pending={reset.isPending}>
          Slette klientens egen tekst for {kindOf(resetting)} og bruke standardteksten?
        </ConfirmAlert>
      )}
      {texts.isPending ? (
        <Loading />
      ) : texts.isError ? (
        <LoadFailed />
      ) : texts.data.length === 0 ? (
        <Empty text="Ingen purretekster" />
      ) : (
        <Table size="small" aria-label="Purretekster">
          <TableHead>
            <TableRow>
              <TableCell>Purretype</TableCell>
              <TableCell>Språk</TableCell>
              <TableCell>Tittel</TableCell>
              <TableCell>Egen eller standard</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {texts.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.reminderLabel ?? row.reminderType}</TableCell>
                <TableCell>{REMINDER_LANGUAGE_LABELS[row.languageCode] ?? row.languageCode}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{row.clientId === null ? <Chip size="small" label="Standard" /> : <Chip size="small" color="primary" label="Egen" />}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(row)} onPointerEnter={ReminderTextDialog.preload} aria-label={`Endre ${kindOf(row)}`}>
                    Endre
                  </Button>
                  {row.clientId !== null && (
                    <Button size="small" color="error" onClick={() => setResetting(row)} aria-label={`Slett og tilbakestill ${kindOf(row)}`}>
                      Slett og tilbakestill
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <OnDemand onFailed={() => setEditing(null)}>
          <ReminderTextDialog.Component
            text={editing}
            onSave={async (values) => {
              await port.saveReminderText(clientId, editing, values);
              void queryClient.invalidateQueries();
            }}
            onClose={() => setEditing(null)}
          />
        </OnDemand>
      )}
    </Box>
  );
}
