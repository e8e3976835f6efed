import { Controller } from 'react-hook-form';
import { Alert, Autocomplete, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { ClientPerson } from '../../application/ports/clientPage.port';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { EMPTY_PERSON, PERSON_ROLE_PRESETS, validatePerson, type PersonForm } from '../../domain/client/clientPerson';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { useSaveFailure } from '../common/forms/useSaveFailure';

const validate = (values: PersonForm) => validatePerson(values);
const formOf = (person: ClientPerson): PersonForm => ({
  firstName: person.firstName,
  lastName: person.lastName ?? '',
  email: person.email ?? '',
  phone: person.phone ?? '',
  role: person.role,
  comment: person.comment ?? '',
});

/** Create or edit a contact person (part 2 §5 Person): the role from the presets or free text. */
export function PersonDialog({ person, onSave, onClose }: { person: ClientPerson | null; onSave: (values: PersonForm) => Promise<void>; onClose: () => void }) {
  const { form, guard, submit } = useDomainForm<PersonForm>({ defaultValues: person ? formOf(person) : EMPTY_PERSON, validate });
  const { failed, attempt } = useSaveFailure();
  const { formState } = form;
  const field = (name: keyof PersonForm) => ({ ...form.register(name), error: !!formState.errors[name], helperText: formState.errors[name]?.message });
  const save = (values: PersonForm) => attempt(() => onSave(values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="person-title" container={useDialogLayer()}>
      <form onSubmit={submit(save, onClose)} noValidate>
        <DialogTitle id="person-title">{person ? 'Rediger kontaktperson' : 'Ny kontaktperson'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Fornavn" required autoFocus {...field('firstName')} />
            <TextField label="Etternavn" {...field('lastName')} />
            <Controller
              control={form.control}
              name="role"
              render={({ field: role }) => (
                <Autocomplete
                  freeSolo
                  options={PERSON_ROLE_PRESETS}
                  inputValue={role.value}
                  onInputChange={(_event, text) => role.onChange(text)}
                  renderInput={(params) => <TextField {...params} label="Rolle" required error={!!formState.errors.role} helperText={formState.errors.role?.message} onBlur={role.onBlur} />}
                />
              )}
            />
            <TextField label="E-post" type="email" {...field('email')} />
            <TextField label="Telefon" {...field('phone')} />
            <TextField label="Kommentar" multiline minRows={2} {...field('comment')} />
            {failed && <Alert severity="error">{CLIENT_CHANGE_FAILED}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
