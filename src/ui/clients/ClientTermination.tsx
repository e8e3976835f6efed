import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ClientDetail, ClientPagePort, TerminationLogEntry } from '../../application/ports/clientPage.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { cancelTerminationIssue, TERMINATION_ACTION_LABELS } from '../../domain/termination/terminationActions';
import type { TerminationForm } from '../../domain/termination/terminationForm';
import { TERMINATION_TEXTS } from '../../domain/termination/terminationLog';
import { terminationSubmissionIssues, terminationSubmissionOf, type TerminationSubmission } from '../../domain/termination/terminationSubmission';
import { terminationDateBounds } from '../../domain/termination/terminationValidation';
import type { IsoDate } from '../../domain/dates/isoDate';
import { IsoDateField } from '../common/dates/IsoDateField';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useCloseGuard } from '../common/forms/useCloseGuard';
import { useDomainForm } from '../common/forms/useDomainForm';
import { dateOf } from '../common/formatting';
import { useDialogLayer } from '../common/dialogLayer';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useClientTermination, type ClientTerminationActor } from './useClientTermination';

function formTitle(form: TerminationForm): string {
  if (form.kind === 'edit') return form.title;
  return form.kind === 'bankrupt' ? TERMINATION_TEXTS.bankruptFormTitle : TERMINATION_TEXTS.newFormTitle;
}

/**
 * The form the machine opened (bankruptcy, 'Endre oppsigelse' or new): reason, the two dates, the PDF. A house form
 * (useDomainForm) over the domain's rule; sending hands the values to the machine, which saves them. Leaving or
 * closing it with changes asks first.
 */
function TerminationFormDialog({
  form,
  today,
  alert,
  onSubmit,
  onCancel,
}: {
  form: TerminationForm;
  today: IsoDate;
  alert: string | null;
  onSubmit: (submission: TerminationSubmission) => Promise<void>;
  onCancel: () => void;
}) {
  const validate = useCallback((values: TerminationSubmission) => terminationSubmissionIssues(values, form.kind, today), [form.kind, today]);
  const { form: fields, guard, submit } = useDomainForm<TerminationSubmission>({ defaultValues: terminationSubmissionOf(form), validate, mode: 'onSubmit' });
  const { errors, isSubmitting, isDirty } = fields.formState;
  const closing = useCloseGuard(isDirty, onCancel);
  const { terminationDateMax, endOfServiceDateMin } = terminationDateBounds(today);
  return (
    <Dialog open onClose={isSubmitting ? undefined : closing.requestClose} fullWidth maxWidth="sm" aria-labelledby="termination-title" container={useDialogLayer()}>
      <form onSubmit={submit(async (values) => onSubmit(values))} noValidate>
        <DialogTitle id="termination-title">{formTitle(form)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField label={TERMINATION_TEXTS.reason} {...fields.register('note')} multiline minRows={2} error={!!errors.note} helperText={errors.note?.message} />
            <Controller
              control={fields.control}
              name="terminationDate"
              render={({ field }) => (
                <IsoDateField
                  label={TERMINATION_TEXTS.terminationDate}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  maxDate={terminationDateMax}
                  error={errors.terminationDate?.message}
                />
              )}
            />
            <Controller
              control={fields.control}
              name="endOfServiceDate"
              render={({ field }) => (
                <IsoDateField
                  label={TERMINATION_TEXTS.endOfServiceDate}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  minDate={endOfServiceDateMin}
                  error={errors.endOfServiceDate?.message}
                />
              )}
            />
            <Controller
              control={fields.control}
              name="file"
              render={({ field }) => (
                <Box>
                  <Typography component="label" htmlFor="termination-pdf" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
                    {TERMINATION_TEXTS.pdf}
                  </Typography>
                  <input
                    id="termination-pdf"
                    type="file"
                    accept="application/pdf,.pdf"
                    onChange={(event) => {
                      const chosen = event.target.files?.[0];
                      // The bytes go with the form: the domain checks the PDF signature before anything is sent.
                      if (!chosen) field.onChange(null);
                      else void chosen.arrayBuffer().then((buffer) => field.onChange({ name: chosen.name, bytes: new Uint8Array(buffer) }));
                    }}
                  />
                  {form.kind === 'edit' && (
                    <Typography variant="body2" color="text.secondary">
                      {TERMINATION_TEXTS.keepsPdf}
                    </Typography>
                  )}
                  {errors.file?.message && (
                    <Typography variant="body2" color="error" role="alert">
                      {errors.file.message}
                    </Typography>
                  )}
                </Box>
              )}
            />
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={closing.requestClose} canSubmit={!isSubmitting} submitLabel={TERMINATION_TEXTS.save} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} closing={closing.question} />
    </Dialog>
  );
}

/**
 * Hands the form's values to the machine and waits for its word: resolves when the save went through, rejects
 * with the server's error when it was refused (the form puts the reasons on its fields and stays open).
 */
function submitTermination(actor: ClientTerminationActor, submission: TerminationSubmission): Promise<void> {
  return new Promise((resolve, reject) => {
    const changed = actor.on('changed', () => {
      stop();
      resolve();
    });
    const refused = actor.on('refused', (event) => {
      stop();
      reject(event.error);
    });
    const stop = () => {
      changed.unsubscribe();
      refused.unsubscribe();
    };
    actor.send({ type: 'SUBMIT', submission });
    // The machine sent nothing (the domain's rule refused it): the form stays as it is.
    if (!actor.getSnapshot().matches('saving')) {
      stop();
      reject(new Error('not sent'));
    }
  });
}

/** Revoking or reactivating: an optional comment, then confirm. */
function CommentDialog({ title, busy, onConfirm, onCancel }: { title: string; busy: boolean; onConfirm: (comment: string) => void; onCancel: () => void }) {
  const [comment, setComment] = useState('');
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="termination-comment-title" container={useDialogLayer()}>
      <DialogTitle id="termination-comment-title">{title}</DialogTitle>
      <DialogContent>
        <TextField label={TERMINATION_TEXTS.comment} value={comment} onChange={(e) => setComment(e.target.value)} multiline minRows={2} fullWidth sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{TERMINATION_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={() => onConfirm(comment)} disabled={busy}>
          {TERMINATION_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The termination log, newest first, with the termination PDF downloadable. */
function TerminationLog({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const log = useServerRead(port.terminationLog(clientId));
  const fileSaver = useInjection(TOKENS.FileSaver);
  const download = useMutation({
    mutationFn: (attachmentId: number) => port.downloadTerminationAttachment(clientId, attachmentId),
    onSuccess: (file) => fileSaver.saveBlob(file.fileName, file.content),
  });
  if (log.isPending) return <Loading />;
  if (log.isError) return <LoadFailed />;
  if (log.data.length === 0) return <Empty text={TERMINATION_TEXTS.logEmpty} />;
  return (
    <>
      {download.isError && <Alert severity="error">{TERMINATION_TEXTS.downloadFailed}</Alert>}
      <Table size="small" aria-label={TERMINATION_TEXTS.logTitle}>
        <TableHead>
          <TableRow>
            {TERMINATION_TEXTS.logColumns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {log.data.map((entry: TerminationLogEntry, index) => (
            <TableRow key={`${entry.eventDate}-${index}`}>
              <TableCell>{dateOf(entry.eventDate)}</TableCell>
              <TableCell>{entry.madeBy}</TableCell>
              <TableCell>{entry.eventText}</TableCell>
              <TableCell>{entry.terminationNote}</TableCell>
              <TableCell>{dateOf(entry.terminationDate)}</TableCell>
              <TableCell>{dateOf(entry.endOfServiceDate)}</TableCell>
              <TableCell>
                {entry.attachment && (
                  <Button size="small" onClick={() => download.mutate(entry.attachment!.id)} disabled={download.isPending} aria-label={`Last ned ${entry.attachment.fileName}`}>
                    {entry.attachment.fileName}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** org tab: the termination card with the actions of part 2 §4 (run by the termination machine) and the log. */
export function ClientTermination({ client, port }: { client: ClientDetail; port: ClientPagePort }) {
  const status = useServerRead(port.termination(client.id));
  const bankrupt = useServerRead(client.orgNo ? port.companyBankrupt(client.orgNo) : null);
  const isBankrupt = client.orgNo ? (bankrupt.isError ? false : bankrupt.data) : false;
  const { actor, state, context } = useClientTermination(client.id, port, status.data, isBankrupt);
  const matches = (value: string) => JSON.stringify(state).includes(`"${value}"`) || state === value;
  return (
    <Paper variant="outlined" component="section" aria-label={TERMINATION_TEXTS.cardTitle} sx={{ p: 2, maxWidth: 960, mt: 2 }}>
      <Typography variant="h6" component="h2">
        {TERMINATION_TEXTS.cardTitle}
      </Typography>
      {status.isError && <LoadFailed />}
      {state === 'loading' && !status.isError && <Loading />}
      {context.status && (
        <Box sx={{ my: 1 }}>
          {context.status.endOfServiceDate === null ? (
            <Typography>{TERMINATION_TEXTS.noTermination}</Typography>
          ) : (
            <Typography>
              {TERMINATION_TEXTS.terminationDate}: {dateOf(context.status.terminationDate)}, {TERMINATION_TEXTS.endOfServiceDate.toLowerCase()}:{' '}
              {dateOf(context.status.endOfServiceDate)}
              {context.status.terminationNote ? ` (${context.status.terminationNote})` : ''}
            </Typography>
          )}
        </Box>
      )}
      {context.alert && !context.form && (
        <Alert severity="warning" sx={{ my: 1 }} onClose={() => actor.send({ type: 'DISMISS' })}>
          {context.alert}
        </Alert>
      )}
      {matches('terminatedInactive') && context.status && <Alert severity="info" sx={{ my: 1 }}>{cancelTerminationIssue(context.status)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
        {matches('notTerminated') && (
          <Button variant="contained" color="error" onClick={() => actor.send({ type: 'OPEN_FORM' })}>
            {TERMINATION_ACTION_LABELS.terminate}
          </Button>
        )}
        {matches('terminatedActive') && (
          <>
            <Button variant="contained" onClick={() => actor.send({ type: 'REVOKE' })}>
              {TERMINATION_ACTION_LABELS.revoke}
            </Button>
            <Button variant="outlined" onClick={() => actor.send({ type: 'OPEN_FORM' })}>
              {TERMINATION_ACTION_LABELS.postpone}
            </Button>
          </>
        )}
        {matches('terminatedInactive') && (
          <Button variant="contained" onClick={() => actor.send({ type: 'REACTIVATE' })}>
            {TERMINATION_ACTION_LABELS.reactivate}
          </Button>
        )}
      </Box>
      {context.form && (matches('editing') || state === 'saving') && (
        <TerminationFormDialog
          form={context.form}
          today={context.today}
          alert={context.alert}
          onSubmit={(submission) => submitTermination(actor, submission)}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      {context.commentFor && (state === 'commenting' || state === 'revoking') && (
        <CommentDialog
          title={TERMINATION_ACTION_LABELS[context.commentFor === 'revoke' ? 'revoke' : 'reactivate']}
          busy={state === 'revoking'}
          onConfirm={(comment) => actor.send({ type: 'CONFIRM', comment })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {TERMINATION_TEXTS.logTitle}
      </Typography>
      <TerminationLog clientId={client.id} port={port} />
    </Paper>
  );
}
