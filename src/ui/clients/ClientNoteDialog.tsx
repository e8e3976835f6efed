import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import type { ClientNote, ClientPagePort, NoteTag } from '../../application/ports/clientPage.port';
import { validateClientNote, type ClientNoteForm } from '../../domain/client/clientNote';
import { NoteAttachments } from './NoteAttachments';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { IsoDateField } from '../common/dates/IsoDateField';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { ConfirmAlert } from '../common/ConfirmAlert';
import { useSaveFailure } from '../common/forms/useSaveFailure';

export interface ClientNoteDialogProps {
  /** The note being edited; null for a new one. */
  readonly note: ClientNote | null;
  readonly today: string;
  readonly tags: readonly NoteTag[];
  readonly onSave: (values: ClientNoteForm) => Promise<void>;
  readonly onDelete: () => Promise<void>;
  readonly onClose: () => void;
  /** The Files calls the attachments use. */
  readonly files: Pick<ClientPagePort, 'uploadFile' | 'deleteFile' | 'downloadFile'>;
  /** An attachment was deleted (it stands whether or not the note is saved): the reads refresh. */
  readonly onFileDeleted: () => void;
}

const validate = (values: ClientNoteForm) => validateClientNote(values);

/** Create or edit a client's note (part 2 §2.2 notes, §5 Note): title, date, text, tags and attachments; Slett when editing. */
export function ClientNoteDialog({ note, today, tags, onSave, onDelete, onClose, files, onFileDeleted }: ClientNoteDialogProps) {
  const { form, guard, submit } = useDomainForm<ClientNoteForm>({
    defaultValues: note
      ? { title: note.title, text: note.text, date: note.date, tags: note.tags.map((tag) => tag.id), files: note.files.filter((file) => !file.isDeleted).map((file) => file.id) }
      : { title: '', text: '', date: today, tags: [], files: [] },
    validate,
  });
  const { failed, attempt } = useSaveFailure();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { formState } = form;
  const remove = async () => {
    await attempt(onDelete).then(() => {
      guard.release();
      onClose();
    }, () => setConfirmingDelete(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="client-note-title" container={useDialogLayer()}>
      <form onSubmit={submit((values) => attempt(() => onSave(values)), onClose)} noValidate>
        <DialogTitle id="client-note-title">{note ? 'Rediger merknad' : 'Ny merknad'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Tittel" required autoFocus {...form.register('title')} error={!!formState.errors.title} helperText={formState.errors.title?.message} />
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => <IsoDateField label="Dato" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={formState.errors.date?.message} />}
            />
            <TextField label="Tekst" multiline minRows={4} {...form.register('text')} error={!!formState.errors.text} helperText={formState.errors.text?.message} />
            <Controller
              control={form.control}
              name="tags"
              render={({ field }) => (
                <FormGroup row aria-labelledby="client-note-tags">
                  <FormLabel id="client-note-tags" sx={{ width: '100%' }}>
                    Stikkord
                  </FormLabel>
                  {tags.map((tag) => (
                    <FormControlLabel
                      key={tag.id}
                      label={tag.label ?? tag.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(tag.id)}
                          onChange={(event) => field.onChange(event.target.checked ? [...field.value, tag.id] : field.value.filter((id) => id !== tag.id))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
            />
            <Controller
              control={form.control}
              name="files"
              render={({ field }) => <NoteAttachments initial={note?.files ?? []} attached={field.value} onAttachedChange={field.onChange} port={files} onDeleted={onFileDeleted} />}
            />
            {failed && <Alert severity="error">{CLIENT_CHANGE_FAILED}</Alert>}
            {note && confirmingDelete && (
              <ConfirmAlert onCancel={() => setConfirmingDelete(false)} onConfirm={() => void remove()}>
                Slette merknaden «{note.title}»?
              </ConfirmAlert>
            )}
          </Stack>
        </DialogContent>
        <Stack direction="row" sx={{ px: 3, pb: 1, justifyContent: 'space-between' }}>
          {note ? (
            <Button color="error" onClick={() => setConfirmingDelete(true)} disabled={confirmingDelete}>
              Slett
            </Button>
          ) : (
            <span />
          )}
          <FormDialogActions onCancel={onClose} canSubmit={!formState.isSubmitting} />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
