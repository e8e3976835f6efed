import { Alert, Box, Button, Checkbox, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { UnmatchedCandidate, UnmatchedPaymentDetail, UnmatchedReturnRequest } from '../../application/ports/unmatchedPayments.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { isoText } from '../../domain/dates/calendarDay';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { osloClock } from '../../domain/dates/osloClock';
import { formatAmount } from '../../domain/money/formatAmount';
import type { Ore } from '../../domain/money/ore';
import { parseAmount } from '../../domain/money/parseAmount';
import {
  offeredAmount,
  returnIssues,
  suggestedReturnText,
  UNMATCHED_NOT_FOUND,
  UNMATCHED_TEXTS as T,
  workbenchIssues,
  workbenchParts,
  type ReturnForm,
} from '../../domain/payment/unmatchedPayments';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { usePaymentsService } from './paymentServices';

/** The reason a refused change gave, and its field errors (`body.text`), from the adapter's failure. */
function refusalOf(error: unknown): { message: string | null; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const list = (error as { fieldErrors?: { path: string; message: string }[] } | null)?.fieldErrors ?? [];
  for (const e of list) fields[e.path.replace(/^body\./, '')] = e.message;
  return { message: error instanceof Error ? error.message : null, fields };
}

function Facts({ payment }: { payment: UnmatchedPaymentDetail }) {
  const rows: [string, string][] = [
    [T.columns.amount, `${formatAmount(payment.amount)} kr`],
    [T.columns.bankDate, formatNorwegianDate(payment.bankDate)],
    [T.columns.source, T.source[payment.source]],
    [T.facts.client, payment.clientName ?? T.unknownClient],
    [T.columns.kid, payment.kid ?? ''],
    [T.facts.payer, payment.payerName ?? ''],
    [T.facts.account, payment.payerAccount ?? ''],
    [T.facts.message, payment.freeText ?? ''],
    [T.facts.reason, payment.reason],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface Pick {
  readonly candidate: UnmatchedCandidate;
  readonly text: string;
}

const amountOf = (text: string): Ore => {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.value : Number.NaN;
};

/** Tick invoices, adjust the amounts, allocate: one payment per customer, what is left the customer's credit. */
function Allocation({ payment }: { payment: UnmatchedPaymentDetail }) {
  const port = usePaymentsService(TOKENS.UnmatchedPayments);
  const queryClient = useQueryClient();
  const [picks, setPicks] = useState<readonly Pick[]>([]);
  // One key per attempt at this payment: a retry after a lost answer repeats nothing on the server.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const allocate = useMutation({
    mutationFn: () =>
      port.allocate(
        payment.id,
        idempotencyKey,
        picks.map((p) => ({ invoiceId: p.candidate.invoiceId, allocated: workbenchParts({ rest: p.candidate.rest, amount: amountOf(p.text) }) })),
      ),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const workbenchPicks = picks.map((p) => ({ rest: p.candidate.rest, amount: amountOf(p.text) }));
  const issues = workbenchIssues(payment.amount, workbenchPicks.map((p) => ({ ...p, amount: Number.isNaN(p.amount) ? 0 : p.amount })));
  const textIssues = picks.map((p) => {
    const parsed = parseAmount(p.text);
    return parsed.ok ? null : parsed.error;
  });
  const allocated = workbenchPicks.reduce((sum, p) => sum + (Number.isNaN(p.amount) ? 0 : p.amount), 0);
  const remainder = payment.amount - allocated;
  const canSend = issues.whole === null && issues.rows.every((r) => r === null) && textIssues.every((r) => r === null) && !allocate.isPending;
  const toggle = (candidate: UnmatchedCandidate, on: boolean) =>
    setPicks((current) => {
      if (!on) return current.filter((p) => p.candidate.invoiceId !== candidate.invoiceId);
      const ticked = current.map((p) => ({ rest: p.candidate.rest, amount: Number.isNaN(amountOf(p.text)) ? 0 : amountOf(p.text) }));
      return [...current, { candidate, text: formatAmount(offeredAmount(payment.amount, ticked, candidate.rest)) }];
    });
  const refusal = allocate.isError ? refusalOf(allocate.error) : null;
  if (payment.candidates.length === 0) return <Alert severity="info">{T.noCandidates}</Alert>;
  return (
    <Box component="form" aria-label={T.candidates} onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (canSend) allocate.mutate();
      }} noValidate>
      <Typography variant="h6" component="h3">
        {T.candidates}
      </Typography>
      <Table size="small" aria-label={T.candidates}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{T.candidateColumns.invoice}</TableCell>
            <TableCell>{T.candidateColumns.customer}</TableCell>
            <TableCell>{T.candidateColumns.kid}</TableCell>
            <TableCell>{T.candidateColumns.dueDate}</TableCell>
            <TableCell align="right">{T.candidateColumns.rest}</TableCell>
            <TableCell>{T.candidateColumns.reasons}</TableCell>
            <TableCell>{T.candidateColumns.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payment.candidates.map((c) => {
            const index = picks.findIndex((p) => p.candidate.invoiceId === c.invoiceId);
            const pick = index === -1 ? null : picks[index]!;
            const issue = index === -1 ? null : (textIssues[index] ?? issues.rows[index] ?? null);
            return (
              <TableRow key={c.invoiceId} selected={pick !== null}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={pick !== null}
                    onChange={(event) => toggle(c, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Velg faktura ${c.invoiceNumber}` } }}
                  />
                </TableCell>
                <TableCell>{c.invoiceNumber}</TableCell>
                <TableCell>
                  {c.customerNumber} {c.customerName}
                </TableCell>
                <TableCell>{c.kid ?? ''}</TableCell>
                <TableCell>{c.dueDate ? formatNorwegianDate(c.dueDate) : ''}</TableCell>
                <TableCell align="right">{formatAmount(c.restAmount)}</TableCell>
                <TableCell>{c.reasons.join(', ')}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  {pick && (
                    <TextField
                      size="small"
                      value={pick.text}
                      onChange={(event) =>
                        setPicks((current) => current.map((p) => (p.candidate.invoiceId === c.invoiceId ? { ...p, text: event.target.value } : p)))
                      }
                      slotProps={{ htmlInput: { 'aria-label': `Beløp til faktura ${c.invoiceNumber}`, inputMode: 'decimal' } }}
                      error={issue !== null}
                      helperText={issue}
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={3} sx={{ my: 1 }} aria-live="polite">
        <Typography>
          {T.toAllocate}: {formatAmount(payment.amount)}
        </Typography>
        <Typography>
          {T.allocatedSum}: {formatAmount(allocated)}
        </Typography>
        <Typography color={remainder < 0 ? 'error' : remainder > 0 ? 'success.main' : 'text.secondary'}>
          {T.remainder}: {formatAmount(remainder)}
        </Typography>
      </Stack>
      {picks.length > 0 && issues.whole && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {issues.whole}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal.message ?? T.failed}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={!canSend}>
        {T.allocate}
      </Button>
    </Box>
  );
}

/** The money back to the payer: a credit transfer from the client's account, written as pain.001 for the bank. */
function ReturnMoney({ payment }: { payment: UnmatchedPaymentDetail }) {
  const port = usePaymentsService(TOKENS.UnmatchedPayments);
  const queryClient = useQueryClient();
  const today = isoText(osloClock(new Date()));
  const [form, setForm] = useState<ReturnForm>({
    creditorName: payment.payerName ?? '',
    creditorAccount: payment.payerAccount ?? '',
    text: suggestedReturnText(payment.bankDate),
    executionDate: today,
  });
  const [tried, setTried] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: (request: UnmatchedReturnRequest) => port.returnPayment(payment.id, idempotencyKey, request),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const issues = returnIssues(form, today);
  const refusal = send.isError ? refusalOf(send.error) : null;
  const messageOf = (field: keyof ReturnForm) => (tried ? (issues.find((i) => i.field === field)?.message ?? null) : null) ?? refusal?.fields[field] ?? null;
  const field = (name: keyof ReturnForm, type = 'text') => (
    <TextField
      key={name}
      label={T.returnFields[name]}
      type={type}
      size="small"
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      error={messageOf(name) !== null}
      helperText={messageOf(name)}
      required
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
      fullWidth={name === 'text'}
    />
  );
  return (
    <Box
      component="form"
      aria-label={T.returnHeading}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setTried(true);
        if (issues.length === 0 && !send.isPending) send.mutate({ ...form, creditorAccount: form.creditorAccount.replace(/[\s.]/g, '') });
      }}
    >
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        {T.returnHeading}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 560 }}>
        {field('creditorName')}
        {field('creditorAccount')}
        {field('text')}
        {field('executionDate', 'date')}
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal.message ?? T.failed}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="outlined" disabled={send.isPending}>
            {T.returnMoney}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function DownloadReturn({ payment }: { payment: UnmatchedPaymentDetail }) {
  const port = usePaymentsService(TOKENS.UnmatchedPayments);
  const fileSaver = useInjection(TOKENS.FileSaver);
  const [failed, setFailed] = useState(false);
  // A download reads; it is not a change, so it bypasses the mutations that refresh everything.
  const download = () =>
    port.downloadReturnFile(payment.id).then(
      (file) => fileSaver.saveBlob(file.fileName, file.content),
      () => setFailed(true),
    );
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => void download()}>
        {T.downloadReturn}
      </Button>
      {payment.returnFileName && <Typography variant="body2">{payment.returnFileName}</Typography>}
      {failed && <Alert severity="error">{T.downloadFailed}</Alert>}
    </Stack>
  );
}

/** One unmatched payment on the workbench: its facts, and what may be done with it while open. */
export function UnmatchedPaymentPanel({ id }: { id: number }) {
  const port = usePaymentsService(TOKENS.UnmatchedPayments);
  const detail = useServerRead(port.detail(id));
  const mayReturn = useMayUse({ api: 'legacy', operationId: 'returnUnmatchedPayment' });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed />;
  const payment = detail.data;
  if (payment === null) return <Empty text={UNMATCHED_NOT_FOUND} />;
  return (
    <Paper component="section" aria-label={`Innbetaling ${formatAmount(payment.amount)} kr`} sx={{ p: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {formatAmount(payment.amount)} kr – {T.status[payment.status]}
      </Typography>
      <Facts payment={payment} />
      {payment.status !== 'OPEN' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {payment.status === 'ALLOCATED' ? T.allocated : T.returned}
          {payment.resolvedBy ? ` (${T.facts.resolvedBy.toLowerCase()} ${payment.resolvedBy})` : ''}
        </Alert>
      )}
      {payment.status === 'RETURNED' && <DownloadReturn payment={payment} />}
      {payment.status === 'OPEN' && (
        <Box sx={{ mt: 2 }}>
          <Allocation payment={payment} />
          {mayReturn ? <ReturnMoney payment={payment} /> : <Typography sx={{ mt: 3 }}>{T.returnOnlyForRoles}</Typography>}
        </Box>
      )}
    </Paper>
  );
}
