import { Controller } from 'react-hook-form';
import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { ClientImportSource, ClientPerson, FtpFileFormat } from '../../application/ports/clientPage.port';
import { CLIENT_CHANGE_FAILED } from '../../domain/client/clientPageTexts';
import { EMPTY_IMPORT_SOURCE, FTP_SETUP_TEXTS, IMPORT_SOURCE_LABELS, IMPORT_SOURCES, needsUsername, validateImportSource, type ImportSourceForm } from '../../domain/client/importSource';
import { IsoDateField } from '../common/dates/IsoDateField';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { useSaveFailure } from '../common/forms/useSaveFailure';

const validate = (values: ImportSourceForm) => validateImportSource(values);
const formOf = (source: ClientImportSource): ImportSourceForm => ({
  source: source.source,
  activatedAt: source.activatedAt,
  personId: source.personId,
  comment: source.comment ?? '',
  username: source.username ?? '',
  fileFormat: source.fileFormat ?? '',
});
/** The formats offered, with a stored one no longer listed kept so that editing does not drop it unseen. */
const formatOptions = (formats: readonly FtpFileFormat[], current: string): readonly FtpFileFormat[] =>
  current === '' || formats.some((format) => format.value === current) ? formats : [...formats, { value: current, label: current }];
const personName = (person: ClientPerson) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * Add or edit an import source (part 2 §3.8, §5): the source from the list, the day it is active from, for FTP/SFTP a
 * username and an optional file format from GET sources/ftp/formats.
 */
export function ImportSourceDialog({
  source,
  persons,
  formats,
  today,
  onSave,
  onClose,
}: {
  source: ClientImportSource | null;
  persons: readonly ClientPerson[];
  formats: readonly FtpFileFormat[];
  today: string;
  onSave: (values: ImportSourceForm) => Promise<void>;
  onClose: () => void;
}) {
  const { form, guard, submit } = useDomainForm<ImportSourceForm>({ defaultValues: source ? formOf(source) : { ...EMPTY_IMPORT_SOURCE, activatedAt: today }, validate });
  const { failed, attempt } = useSaveFailure();
  const { formState } = form;
  const ftp = needsUsername(form.watch('source'));
  const save = (values: ImportSourceForm) => attempt(() => onSave(values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="import-source-title" container={useDialogLayer()}>
      <form onSubmit={submit(save, onClose)} noValidate>
        <DialogTitle id="import-source-title">{source ? 'Rediger importkilde' : 'Ny importkilde'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="source"
              render={({ field }) => (
                <TextField
                  select
                  required
                  label="Kilde"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={!!formState.errors.source}
                  helperText={formState.errors.source?.message}
                >
                  {IMPORT_SOURCES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {IMPORT_SOURCE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="activatedAt"
              render={({ field }) => (
                <IsoDateField label="Aktiv fra" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={formState.errors.activatedAt?.message} />
              )}
            />
            {ftp && (
              <>
                <TextField label="Brukernavn" required {...form.register('username')} error={!!formState.errors.username} helperText={formState.errors.username?.message} />
                <Controller
                  control={form.control}
                  name="fileFormat"
                  render={({ field }) => (
                    <TextField
                      select
                      label={FTP_SETUP_TEXTS.fileFormat}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      error={!!formState.errors.fileFormat}
                      helperText={formState.errors.fileFormat?.message}
                    >
                      <MenuItem value="">{FTP_SETUP_TEXTS.noFileFormat}</MenuItem>
                      {formatOptions(formats, field.value).map((format) => (
                        <MenuItem key={format.value} value={format.value}>
                          {format.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </>
            )}
            <Controller
              control={form.control}
              name="personId"
              render={({ field }) => (
                <TextField select label="Kontaktperson" value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}>
                  <MenuItem value="">Ingen</MenuItem>
                  {persons.map((person) => (
                    <MenuItem key={person.id} value={person.id}>
                      {personName(person)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField label="Kommentar" multiline minRows={2} {...form.register('comment')} error={!!formState.errors.comment} helperText={formState.errors.comment?.message} />
            {failed && <Alert severity="error">{CLIENT_CHANGE_FAILED}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
