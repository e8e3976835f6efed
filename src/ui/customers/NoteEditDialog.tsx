import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { CustomerNote } from '../../application/ports/customerPages.port';
import { validateNoteForm, type NoteForm } from '../../domain/customer/invoiceDialogs';
import { useDialogLayer } from '../common/dialogLayer';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { FormDialogActions } from '../common/forms/FormDialogActions';

/** Editing a customer note (part 2 §2.3 "edit by clicking a note"); the server's reasons land on the text. */
export function NoteEditDialog({ note, onSave, onClose }: { note: CustomerNote; onSave: (text: string) => Promise<void>; onClose: () => void }) {
  const container = useDialogLayer();
  const { form, guard, submit } = useDomainForm<NoteForm>({ defaultValues: { text: note.text }, validate: validateNoteForm, serverFieldNames: { 'body.noticeText': 'text' } });
  const error = form.formState.errors.text;
  return (
    <Dialog open container={container} onClose={onClose} aria-labelledby="edit-note-title" maxWidth="sm" fullWidth>
      <DialogTitle id="edit-note-title">Rediger notat</DialogTitle>
      <form noValidate onSubmit={submit((values) => onSave(values.text.trim()), onClose)}>
        <DialogContent>
          <TextField autoFocus fullWidth multiline minRows={3} label="Notat" {...form.register('text')} error={!!error} helperText={error?.message ?? ' '} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!form.formState.isSubmitting} />
        <UnsavedChangesDialog blocker={guard.blocker} />
      </form>
    </Dialog>
  );
}
