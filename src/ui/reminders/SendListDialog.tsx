import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReminderClient, ReminderListMail } from '../../application/ports/reminders.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { useSession } from '../session/useSession';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../domain/identifiers/email';
import { REMINDER_LIST_BODY, REMINDER_LIST_SENT_MESSAGE, REMINDER_LIST_SUBJECT } from '../../domain/reminders/reminderTexts';

/** 'Send purreliste': the client's reminders of the bundle mailed as a PDF (part 1 §2), subject 'Purreliste' and the fixed body by default. */
export function SendListDialog({ bundleId, client, onClose }: { bundleId: number; client: ReminderClient; onClose: () => void }) {
  const port = useInjection(TOKENS.Reminders);
  const notifier = useInjection(TOKENS.Toasts);
  const [rcpt, setRcpt] = useState(client.clientEmail ?? '');
  const [subject, setSubject] = useState(REMINDER_LIST_SUBJECT);
  const [mailBody, setMailBody] = useState(REMINDER_LIST_BODY);
  const [touched, setTouched] = useState(false);
  const sender = useSession((s) => s.context.profile?.email ?? '');
  const rcptOk = isValidEmail(rcpt.trim());
  const send = useMutation({ mutationFn: (mail: ReminderListMail) => port.sendListToClient(bundleId, mail) });
  const submit = () => {
    setTouched(true);
    if (!rcptOk || !isValidEmail(sender) || subject.trim() === '' || mailBody.trim() === '') return;
    send.mutate(
      { clientId: client.clientId, sender, rcpt: rcpt.trim(), subject: subject.trim(), mailBody },
      {
        onSuccess: () => {
          notifier.notify({ severity: 'success', message: REMINDER_LIST_SENT_MESSAGE });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="send-list-title" fullWidth maxWidth="sm">
      <DialogTitle id="send-list-title">Send purreliste til {client.clientName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Til" type="email" value={rcpt} onChange={(e) => setRcpt(e.target.value)} error={touched && !rcptOk} helperText={touched && !rcptOk ? EMAIL_INVALID_MESSAGE : ' '} />
          <TextField label="Emne" value={subject} onChange={(e) => setSubject(e.target.value)} />
          <TextField label="Melding" multiline minRows={4} value={mailBody} onChange={(e) => setMailBody(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
