import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { TerminationSubmission } from '../../application/clients/clientTerminationMachine';
import type { ClientDetail, ClientPagePort, TerminationLogEntry } from '../../application/ports/clientPage.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { cancelTerminationIssue, TERMINATION_ACTION_LABELS } from '../../domain/termination/terminationActions';
import type { TerminationForm } from '../../domain/termination/terminationForm';
import { TERMINATION_TEXTS } from '../../domain/termination/terminationLog';
import { terminationDateBounds, type TerminationField, type TerminationIssue } from '../../domain/termination/terminationValidation';
import { dateOf } from '../common/formatting';
import { useDialogLayer } from '../common/dialogLayer';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useClientTermination } from './useClientTermination';

const issueOf = (issues: readonly TerminationIssue[], field: TerminationField) => issues.find((issue) => issue.field === field)?.message;

function formTitle(form: TerminationForm): string {
  if (form.kind === 'edit') return form.title;
  return form.kind === 'bankrupt' ? TERMINATION_TEXTS.bankruptFormTitle : TERMINATION_TEXTS.newFormTitle;
}

/** The form the machine opened (bankruptcy, 'Endre oppsigelse' or new): reason, the two dates, the PDF. */
function TerminationFormDialog({
  form,
  today,
  issues,
  alert,
  busy,
  onSubmit,
  onCancel,
}: {
  form: TerminationForm;
  today: string;
  issues: readonly TerminationIssue[];
  alert: string | null;
  busy: boolean;
  onSubmit: (submission: TerminationSubmission) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState(form.note);
  const [terminationDate, setTerminationDate] = useState(form.terminationDate ?? '');
  const [endOfServiceDate, setEndOfServiceDate] = useState(form.endOfServiceDate ?? '');
  const [file, setFile] = useState<File | null>(null);
  const { terminationDateMax, endOfServiceDateMin } = terminationDateBounds(today);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The bytes go with the form: the machine checks the PDF signature before anything is sent.
    const chosen = file ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
    onSubmit({ note, terminationDate: terminationDate || null, endOfServiceDate: endOfServiceDate || null, file: chosen });
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="termination-title" container={useDialogLayer()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="termination-title">{formTitle(form)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField label={TERMINATION_TEXTS.reason} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} />
            <TextField
              label={TERMINATION_TEXTS.terminationDate}
              type="date"
              value={terminationDate}
              onChange={(e) => setTerminationDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: terminationDateMax } }}
              error={!!issueOf(issues, 'terminationDate')}
              helperText={issueOf(issues, 'terminationDate')}
            />
            <TextField
              label={TERMINATION_TEXTS.endOfServiceDate}
              type="date"
              value={endOfServiceDate}
              onChange={(e) => setEndOfServiceDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: endOfServiceDateMin } }}
              error={!!issueOf(issues, 'endOfServiceDate')}
              helperText={issueOf(issues, 'endOfServiceDate')}
            />
            <Box>
              <Typography component="label" htmlFor="termination-pdf" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
                {TERMINATION_TEXTS.pdf}
              </Typography>
              <input id="termination-pdf" type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              {form.kind === 'edit' && (
                <Typography variant="body2" color="text.secondary">
                  {TERMINATION_TEXTS.keepsPdf}
                </Typography>
              )}
              {issueOf(issues, 'attachment') && (
                <Typography variant="body2" color="error" role="alert">
                  {issueOf(issues, 'attachment')}
                </Typography>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{TERMINATION_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {TERMINATION_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
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
          issues={context.issues}
          alert={context.alert}
          busy={state === 'saving'}
          onSubmit={(submission) => actor.send({ type: 'SUBMIT', submission })}
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
