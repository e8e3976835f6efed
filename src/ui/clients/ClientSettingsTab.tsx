import { useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import type { ClientPagePort, ClientSettings, SoftReminderSetup } from '../../application/ports/clientPage.port';
import {
  PAYMENT_FORM_LABELS,
  PAYMENT_FORMS,
  READ_ONLY_IN_DOS,
  SETTINGS_SAVED,
  SETTINGS_UPDATE_FAILED,
  SOFT_REMINDER_DAYS,
  validateClientSettings,
  validateSoftReminder,
  type ClientSettingsForm,
  type SoftReminderForm,
} from '../../domain/client/clientSettings';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { shipmentLabel } from '../../domain/shipment/shipmentType';

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Ja' : 'Nei');

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

/** A value only DOS may change (part 2 §5): shown, never editable, and marked so. */
function ReadOnly({ label, value }: { label: string; value: string | number | null }) {
  return <TextField label={label} value={value ?? ''} size="small" helperText={READ_ONLY_IN_DOS} slotProps={{ input: { readOnly: true } }} />;
}

function Toggle<Values extends FieldValues>({ control, name, label }: { control: Control<Values>; name: FieldPath<Values>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <FormControlLabel label={label} control={<Switch checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} />}
    />
  );
}

const validateSettings = (values: ClientSettingsForm) => validateClientSettings(values);
const validateSoft = (values: SoftReminderForm) => validateSoftReminder(values);

/** Betalingspåminnelser (part 2 §3.2, §5 Soft reminder): on or off, the day 5–12 after due date, the channels; the texts only when on. */
function SoftReminderPanel({ clientId, port, setup }: { clientId: number; port: ClientPagePort; setup: SoftReminderSetup }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const { form, guard, submit } = useDomainForm<SoftReminderForm>({
    defaultValues: { isEnabled: setup.isEnabled, sendOnDay: setup.sendOnDay, sendOnEmail: setup.sendOnEmail, sendOnSMS: setup.sendOnSMS },
    validate: validateSoft,
  });
  const enabled = form.watch('isEnabled');
  const save = async (values: SoftReminderForm) => {
    setOutcome(null);
    try {
      await port.updateSoftReminder(clientId, values);
      setOutcome('saved');
      void queryClient.invalidateQueries();
    } catch (error) {
      setOutcome('failed');
      throw error;
    }
  };
  return (
    <Panel title="Betalingspåminnelser">
      <form onSubmit={submit(save)} noValidate aria-label="Betalingspåminnelse">
        <Stack spacing={1.5}>
          <Toggle control={form.control} name="isEnabled" label="Send betalingspåminnelse" />
          {enabled && (
            <>
              <Controller
                control={form.control}
                name="sendOnDay"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    label="Dager etter forfall"
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    error={!!form.formState.errors.sendOnDay}
                    helperText={form.formState.errors.sendOnDay?.message}
                    sx={{ maxWidth: 240 }}
                  >
                    {SOFT_REMINDER_DAYS.map((day) => (
                      <MenuItem key={day} value={day}>
                        {day}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Toggle control={form.control} name="sendOnEmail" label="Send på e-post" />
              <Toggle control={form.control} name="sendOnSMS" label="Send på SMS" />
              <TextField label="E-posttekst" value={setup.emailReminderText ?? ''} multiline size="small" slotProps={{ input: { readOnly: true } }} />
              <TextField label="SMS-tekst" value={setup.smsReminderText ?? ''} multiline size="small" slotProps={{ input: { readOnly: true } }} />
            </>
          )}
          {outcome === 'saved' && <Alert severity="success">{SETTINGS_SAVED}</Alert>}
          {outcome === 'failed' && <Alert severity="error">{SETTINGS_UPDATE_FAILED}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Lagre betalingspåminnelse
            </Button>
          </Box>
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Panel>
  );
}

/** settings (part 2 §2.2, §3.2): the panels Produksjon, Betalingspåminnelser, Purring, Inkasso and Rapport; DOS's own values read-only. */
export function ClientSettingsTab({ clientId, port, settings }: { clientId: number; port: ClientPagePort; settings: ClientSettings | null }) {
  const softReminder = useServerRead(port.softReminder(clientId));
  if (!settings) return <LoadFailed />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <SettingsForm clientId={clientId} port={port} settings={settings}>
        {softReminder.isPending ? <Loading /> : softReminder.isError ? <LoadFailed /> : <SoftReminderPanel clientId={clientId} port={port} setup={softReminder.data} />}
      </SettingsForm>
    </Stack>
  );
}

function SettingsForm({ clientId, port, settings, children }: { clientId: number; port: ClientPagePort; settings: ClientSettings; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const { form, guard, submit } = useDomainForm<ClientSettingsForm>({ defaultValues: settings.editable, validate: validateSettings });
  const { control, formState } = form;
  const readOnly = settings.readOnly;
  const save = async (values: ClientSettingsForm) => {
    setOutcome(null);
    try {
      await port.updateSettings(clientId, values);
      setOutcome('saved');
      void queryClient.invalidateQueries();
    } catch (error) {
      setOutcome('failed');
      throw error;
    }
  };
  return (
    <>
      <form id="client-settings" onSubmit={submit(save)} noValidate aria-label="Innstillinger">
        <Stack spacing={2}>
          <Panel title="Produksjon">
            <Toggle control={control} name="prodInvoicePdf" label="Faktura-PDF" />
            <Controller
              control={control}
              name="paymentForm"
              render={({ field }) => (
                <TextField select size="small" label="Betalingsform" value={field.value} onChange={(event) => field.onChange(event.target.value)} sx={{ maxWidth: 240 }}>
                  {PAYMENT_FORMS.map((paymentForm) => (
                    <MenuItem key={paymentForm} value={paymentForm}>
                      {PAYMENT_FORM_LABELS[paymentForm]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              size="small"
              label="Nytt kontonummer"
              {...form.register('newBankAccount')}
              error={!!formState.errors.newBankAccount}
              helperText={formState.errors.newBankAccount?.message ?? '#### ## #####, tomt for ingen'}
              sx={{ maxWidth: 320 }}
            />
            <ReadOnly label="Bruk KID" value={yesNo(readOnly.useInvoiceKid)} />
            <ReadOnly label="Forfallsdager" value={readOnly.dueDays} />
            <ReadOnly label="Standard forsendelse" value={readOnly.shipmentType === null ? null : shipmentLabel(readOnly.shipmentType)} />
          </Panel>
        </Stack>
      </form>
      {children}
      <Stack spacing={2}>
        <Panel title="Purring">
          <Toggle control={control} name="remindersOnEmail" label="Purringer på e-post" />
          <Toggle control={control} name="collectionNotesOnEmail" label="Inkassovarsler på e-post" />
          <Toggle control={control} name="approveReminders" label="Godkjenn purringer" />
          <ReadOnly label="Dager før purring" value={readOnly.reminderDays} />
          <ReadOnly label="Send purring" value={yesNo(readOnly.reminder2)} />
        </Panel>
        <Panel title="Inkasso">
          <Toggle control={control} name="receiptForCasesSent" label="Kvittering for sendte saker" />
          <TextField
            size="small"
            label="E-post for kvittering"
            type="email"
            {...form.register('receiptEmail')}
            error={!!formState.errors.receiptEmail}
            helperText={formState.errors.receiptEmail?.message}
            sx={{ maxWidth: 420 }}
            slotProps={{ htmlInput: { form: 'client-settings' } }}
          />
          <ReadOnly label="Dager før inkassovarsel" value={readOnly.inkassoDays} />
          <ReadOnly label="Dager klar for inkasso" value={readOnly.daysReadyCollect} />
          <ReadOnly label="Inkassoselskap" value={readOnly.agencyName} />
          <ReadOnly label="Automatisk inkasso" value={yesNo(readOnly.autoInkasso)} />
          <ReadOnly label="Kundenr. hos inkassoselskap" value={readOnly.customerNrAtAgency} />
        </Panel>
        <Panel title="Rapport">
          <Toggle control={control} name="useHtmlEmail" label="HTML i e-post" />
        </Panel>
        {outcome === 'saved' && <Alert severity="success">{SETTINGS_SAVED}</Alert>}
        {outcome === 'failed' && <Alert severity="error">{SETTINGS_UPDATE_FAILED}</Alert>}
        <FormDialogActions form="client-settings" onCancel={() => form.reset()} canSubmit={!formState.isSubmitting} submitLabel="Lagre innstillinger" />
      </Stack>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
