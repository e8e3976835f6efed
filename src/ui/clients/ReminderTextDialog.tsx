import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { ClientReminderText } from '../../application/ports/clientPage.port';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { REMINDER_LANGUAGE_LABELS, validateReminderText, type ReminderTextForm } from '../../domain/client/reminderText';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { useSaveFailure } from '../common/forms/useSaveFailure';

const validate = (values: ReminderTextForm) => validateReminderText(values);

/** Edit a reminder text (part 2 §2.2 reminderTexts): saving a default gives the client its own text; 'En feil oppstod' on failure. */
export function ReminderTextDialog({ text, onSave, onClose }: { text: ClientReminderText; onSave: (values: ReminderTextForm) => Promise<void>; onClose: () => void }) {
  const { form, guard, submit } = useDomainForm<ReminderTextForm>({
    defaultValues: { reminderType: text.reminderType, languageCode: text.languageCode, title: text.title ?? '', text: text.text },
    validate,
  });
  const { failed, attempt } = useSaveFailure();
  const { formState } = form;
  const save = (values: ReminderTextForm) => attempt(() => onSave(values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="reminder-text-title" container={useDialogLayer()}>
      <form onSubmit={submit(save, onClose)} noValidate>
        <DialogTitle id="reminder-text-title">
          Rediger purretekst: {text.reminderLabel ?? text.reminderType}, {REMINDER_LANGUAGE_LABELS[text.languageCode] ?? text.languageCode}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text.clientId === null && <Typography color="text.secondary">Dette er standardteksten; lagrer du, får klienten sin egen tekst.</Typography>}
            <TextField label="Tittel" {...form.register('title')} error={!!formState.errors.title} helperText={formState.errors.title?.message} />
            <TextField label="Tekst" required multiline minRows={6} autoFocus {...form.register('text')} error={!!formState.errors.text} helperText={formState.errors.text?.message} />
            {failed && <Alert severity="error">{CLIENT_CHANGE_FAILED}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
