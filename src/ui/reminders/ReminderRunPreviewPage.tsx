import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Breadcrumbs, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ReminderRunOutcome, ReminderRunPreview } from '../../application/ports/legalRules.port';
import { useReminderRun } from '../../composition/legalRules';
import { isoText } from '../../domain/dates/calendarDay';
import { addDays, isIsoDate, type IsoDate } from '../../domain/dates/isoDate';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { osloClock } from '../../domain/dates/osloClock';
import { formatAmount } from '../../domain/money/formatAmount';
import { STEP_LABELS, type ClaimStep } from '../../domain/reminders/legalClock';
import { REMINDERS_HEADING } from '../../domain/reminders/reminderTexts';
import { clientsRunText, clientsText, RUN_PREVIEW, runCountsText } from '../../domain/rules/legalRuleTexts';
import { IsoDateField } from '../common/dates/IsoDateField';
import { LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { pendingReminderBundlePath, REMINDERS_PATH } from './paths';
import '../common/plainTable.css';

const stepLabel = (type: string) => STEP_LABELS[type as ClaimStep] ?? type;

/** A day in the address, or `fallback` when there is none (or it is no day). */
function dayParam(params: URLSearchParams, name: string, fallback: IsoDate | null): IsoDate | null {
  const value = params.get(name);
  return value !== null && isIsoDate(value) ? value : fallback;
}

function ClientTable({ preview }: { preview: ReminderRunPreview }) {
  const total = (pick: (c: ReminderRunPreview['clients'][number]) => number) => preview.clients.reduce((sum, c) => sum + pick(c), 0);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <table className="nl-table" aria-label={`Klienter ${formatNorwegianDate(preview.runDate)}`}>
        <thead>
          <tr>
            <th scope="col">{RUN_PREVIEW.client}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.reminder1}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.reminder2}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.paper}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.email}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.efaktura}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.fee}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.interest}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.sum}</th>
            <th scope="col" className="nl-num">{RUN_PREVIEW.stopped}</th>
          </tr>
        </thead>
        <tbody>
          {preview.clients.map((c) => (
            <tr key={c.clientId}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {c.clientId} {c.clientName}
              </th>
              <td className="nl-num">{c.reminders.REMINDER1}</td>
              <td className="nl-num">{c.reminders.REMINDER2}</td>
              <td className="nl-num">{c.shipments.PAPER}</td>
              <td className="nl-num">{c.shipments.EMAIL}</td>
              <td className="nl-num">{c.shipments.EFAKTURA}</td>
              <td className="nl-num">{formatAmount(c.fee)}</td>
              <td className="nl-num">{formatAmount(c.interest)}</td>
              <td className="nl-num">{formatAmount(c.sum)}</td>
              <td className="nl-num">{c.stopped.length}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{RUN_PREVIEW.total}</th>
            <td className="nl-num">{total((c) => c.reminders.REMINDER1)}</td>
            <td className="nl-num">{total((c) => c.reminders.REMINDER2)}</td>
            <td className="nl-num">{total((c) => c.shipments.PAPER)}</td>
            <td className="nl-num">{total((c) => c.shipments.EMAIL)}</td>
            <td className="nl-num">{total((c) => c.shipments.EFAKTURA)}</td>
            <td className="nl-num">{formatAmount(preview.fee)}</td>
            <td className="nl-num">{formatAmount(preview.interest)}</td>
            <td className="nl-num">{formatAmount(total((c) => c.sum))}</td>
            <td className="nl-num">{preview.stopped}</td>
          </tr>
        </tfoot>
      </table>
    </Box>
  );
}

/** The day's preview beside what the last run before it made: per step, stopped, fee and interest. */
function AgainstLastRun({ preview }: { preview: ReminderRunPreview }) {
  const last = preview.lastRun;
  if (last === null) return <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{RUN_PREVIEW.noLastRun}</Typography>;
  const steps = (step: 'REMINDER1' | 'REMINDER2') => preview.clients.reduce((sum, c) => sum + c.reminders[step], 0);
  const rows: [string, string, string][] = [
    [RUN_PREVIEW.reminder1, String(steps('REMINDER1')), String(last.reminders.REMINDER1)],
    [RUN_PREVIEW.reminder2, String(steps('REMINDER2')), String(last.reminders.REMINDER2)],
    [RUN_PREVIEW.stopped, String(preview.stopped), String(last.stopped)],
    [RUN_PREVIEW.fee, formatAmount(preview.fee), formatAmount(last.fee)],
    [RUN_PREVIEW.interest, formatAmount(preview.interest), formatAmount(last.interest)],
  ];
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <table className="nl-table" aria-label={`${RUN_PREVIEW.againstLastRun} ${formatNorwegianDate(preview.runDate)}`}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{RUN_PREVIEW.againstLastRun}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="nl-num">
              {RUN_PREVIEW.previewed} {formatNorwegianDate(preview.runDate)}
            </th>
            <th scope="col" className="nl-num">
              {RUN_PREVIEW.lastRun} {formatNorwegianDate(last.runDate)} ({clientsText(last.clients)})
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, now, then]) => (
            <tr key={label}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {label}
              </th>
              <td className="nl-num">{now}</td>
              <td className="nl-num">{then}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

type PreviewClient = ReminderRunPreview['clients'][number];

/** One client's stopped reminders, drawn only while opened (a long pause may stop thousands). */
function StoppedOfClient({ client }: { client: PreviewClient }) {
  const [open, setOpen] = useState(false);
  const name = `${client.clientId} ${client.clientName}`;
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {name} ({client.stopped.length})
      </summary>
      {open && (
        <Box sx={{ overflowX: 'auto' }}>
          <table className="nl-table" aria-label={`${RUN_PREVIEW.stoppedHeading}: ${name}`}>
            <thead>
              <tr>
                <th scope="col" className="nl-num">{RUN_PREVIEW.invoice}</th>
                <th scope="col">{RUN_PREVIEW.customer}</th>
                <th scope="col">{RUN_PREVIEW.step}</th>
                <th scope="col">{RUN_PREVIEW.reason}</th>
              </tr>
            </thead>
            <tbody>
              {client.stopped.map((s) => (
                <tr key={`${s.invoiceNr}-${s.reminderType}`}>
                  <td className="nl-num">{s.invoiceNr}</td>
                  <td>
                    {s.customerNr} {s.customerName}
                  </td>
                  <td>{stepLabel(s.reminderType)}</td>
                  <td>{s.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      )}
    </details>
  );
}

/** The stopped reminders of the preview by client, each with its rule's reason. */
function StoppedByClient({ preview }: { preview: ReminderRunPreview }) {
  const clients = preview.clients.filter((c) => c.stopped.length > 0);
  if (clients.length === 0) return null;
  return (
    <Box component="section" aria-label={`${RUN_PREVIEW.stoppedHeading} ${formatNorwegianDate(preview.runDate)}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {RUN_PREVIEW.stoppedHeading} ({preview.stopped})
      </Typography>
      {clients.map((c) => (
        <StoppedOfClient key={c.clientId} client={c} />
      ))}
    </Box>
  );
}

/** What the run of one day would do. */
function PreviewOfDay({ date }: { date: IsoDate }) {
  const run = useReminderRun();
  const preview = useServerRead(run.preview(date));
  const title = formatNorwegianDate(date);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={`${RUN_PREVIEW.previewed} ${title}`}>
      <Typography variant="h6" component="h2" gutterBottom>
        {RUN_PREVIEW.date} {title}
      </Typography>
      {preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <LoadFailed />
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {runCountsText(preview.data.reminders, preview.data.stopped)}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {RUN_PREVIEW.fee} {formatAmount(preview.data.fee)} kr · {RUN_PREVIEW.interest} {formatAmount(preview.data.interest)} kr
            {preview.data.clientsRun > 0 && ` · ${clientsRunText(preview.data.clientsRun)}`}
          </Typography>
          {preview.data.notes.length > 0 && (
            <Alert severity="warning" sx={{ my: 1 }}>
              <AlertTitle>{RUN_PREVIEW.notes}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {preview.data.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </Box>
            </Alert>
          )}
          {preview.data.clients.length === 0 ? (
            <Typography color="text.secondary">{RUN_PREVIEW.nothing}</Typography>
          ) : (
            <>
              <ClientTable preview={preview.data} />
              <StoppedByClient preview={preview.data} />
            </>
          )}
          <AgainstLastRun preview={preview.data} />
        </>
      )}
    </Paper>
  );
}

/** 'Kjør nå': today's run, and what it made beside what its preview said. */
function RunNow({ today }: { today: IsoDate }) {
  const run = useReminderRun();
  const preview = useServerRead(run.preview(today));
  const [previewed, setPreviewed] = useState<{ reminders: number; stopped: number } | null>(null);
  // A mutation, so the run refreshes every cached read (the bundles, the badge, this preview).
  const runNow = useMutation({ mutationFn: () => run.runToday() });
  const start = () => {
    if (!preview.data) return;
    setPreviewed({ reminders: preview.data.reminders, stopped: preview.data.stopped });
    runNow.mutate();
  };
  const made: ReminderRunOutcome | undefined = runNow.data;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={start} disabled={!preview.data || runNow.isPending}>
        {runNow.isPending ? RUN_PREVIEW.running : RUN_PREVIEW.runNow}
      </Button>
      {made && previewed && (
        <Alert severity={made.reminders === previewed.reminders && made.stopped === previewed.stopped ? 'success' : 'warning'} aria-label={RUN_PREVIEW.made}>
          <Box>
            {RUN_PREVIEW.previewed}: {runCountsText(previewed.reminders, previewed.stopped)}
          </Box>
          <Box>
            {RUN_PREVIEW.made}: {runCountsText(made.reminders, made.stopped)}
          </Box>
          {made.bundleId !== null && (
            <Link component={RouterLink} to={pendingReminderBundlePath(made.bundleId)}>
              {RUN_PREVIEW.openBundle}
            </Link>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /reminders/preview (issue 42), for Technical officers: what the reminder run of a day (today unless chosen) would
 * make, without writing anything: per client the reminders by step and shipment, fee, interest and sum, the stopped
 * ones with their reasons and the notes of rows missing; a second day beside it to compare; and for today 'Kjør nå',
 * which runs exactly that and shows what it made beside what the preview said.
 */
export function ReminderRunPreviewPage() {
  const [params, setParams] = useSearchParams();
  const today = isoText(osloClock(new Date()));
  const date = dayParam(params, 'date', today) ?? today;
  const compare = dayParam(params, 'compare', null);
  const mayPreview = useMayUse({ api: 'service', operationId: 'previewReminderRun' });
  const mayRun = useMayUse({ api: 'legacy', operationId: 'runReminders' });
  const set = (name: string, value: IsoDate | null) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    }, { replace: true });

  return (
    <Box>
      <Breadcrumbs aria-label="Brødsmulesti" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={REMINDERS_PATH} underline="hover" color="inherit">
          {REMINDERS_HEADING}
        </Link>
        <Typography color="text.primary">{RUN_PREVIEW.tab}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {RUN_PREVIEW.heading}
      </Typography>
      {!mayPreview ? (
        <Alert severity="info">{RUN_PREVIEW.technicalOnly}</Alert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
            <IsoDateField label={RUN_PREVIEW.date} value={date} onChange={(day) => day && set('date', day)} />
            {compare === null ? (
              <Button onClick={() => set('compare', addDays(date, 1))}>{RUN_PREVIEW.compare}</Button>
            ) : (
              <>
                <IsoDateField label={RUN_PREVIEW.compareDate} value={compare} onChange={(day) => day && set('compare', day)} />
                <Button onClick={() => set('compare', null)}>{RUN_PREVIEW.stopCompare}</Button>
              </>
            )}
            {mayRun && (date === today ? <RunNow today={today} /> : <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>{RUN_PREVIEW.runOnlyToday}</Typography>)}
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: compare === null ? '1fr' : '1fr 1fr' } }}>
            <PreviewOfDay date={date} />
            {compare !== null && <PreviewOfDay date={compare} />}
          </Box>
        </>
      )}
    </Box>
  );
}
