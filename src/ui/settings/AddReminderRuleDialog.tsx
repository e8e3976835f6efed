import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import type { ClientHit } from '../../application/ports/search.port';
import { TOKENS } from '../../composition/tokens';
import type { IsoDate } from '../../domain/dates/isoDate';
import { parseAmount } from '../../domain/money/parseAmount';
import {
  checkReminderRule,
  CURRENCY_HINT,
  REMINDER_RULE_LABEL,
  RULE_ADD_FAILED,
  RULE_FIELDS,
  type ReminderRuleDraft,
  type ReminderRuleField,
  type ReminderRuleType,
} from '../../domain/reminderRules/reminderRules';
import { IsoDateField } from '../common/dates/IsoDateField';
import { useDialogLayer } from '../common/dialogLayer';
import type { DomainIssue } from '../common/forms/domainResolver';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { ClientPicker } from '../search/ClientPicker';
import { useSettingsService } from './settingsServices';
import { useSaveFailure } from '../common/forms/useSaveFailure';

interface RuleFormValues {
  readonly client: ClientHit | null;
  readonly amount: string;
  readonly currencyCode: string;
  readonly text: string;
  readonly fromDate: IsoDate | null;
  readonly toDate: IsoDate | null;
  readonly fromNumber: string;
  readonly toNumber: string;
  readonly inclusive: boolean;
}

const EMPTY: Omit<RuleFormValues, 'client'> = {
  amount: '',
  currencyCode: '',
  text: '',
  fromDate: null,
  toDate: null,
  fromNumber: '',
  toNumber: '',
  inclusive: true,
};

const wholeNumber = (text: string): number | null => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null);

/** What the officer typed, in the domain's terms; an amount that does not parse counts as missing until fixed. */
function draftOf(typed: RuleFormValues): ReminderRuleDraft {
  const amount = parseAmount(typed.amount);
  return {
    amount: amount.ok ? amount.value : null,
    currencyCode: typed.currencyCode,
    text: typed.text,
    fromDate: typed.fromDate,
    toDate: typed.toDate,
    fromNumber: wholeNumber(typed.fromNumber),
    toNumber: wholeNumber(typed.toNumber),
    inclusive: typed.inclusive,
  };
}

/** The domain's rule for one type, with the amount's own reason first when what was typed is not an amount. */
function ruleIssues(type: ReminderRuleType, values: RuleFormValues): DomainIssue[] {
  const amount = parseAmount(values.amount);
  const unreadableAmount = RULE_FIELDS[type].includes('amount') && !amount.ok ? [{ field: 'amount', message: amount.error }] : [];
  const checked = checkReminderRule(type, draftOf(values));
  return [...unreadableAmount, ...(checked.ok ? [] : checked.error)];
}

export interface AddReminderRuleDialogProps {
  readonly type: ReminderRuleType;
  /** The client of the page's filter, chosen in advance. */
  readonly client: ClientHit | null;
  readonly onClose: () => void;
}

/**
 * The add-rule dialog of one type (part 2 §5 "Reminder-rule dialogs"): the type's fields with their
 * messages from the domain, shown once a field has been left; 'Legg til' stays disabled until the client
 * and the required fields are set. The server checks the same rules and refuses a duplicate.
 */
export function AddReminderRuleDialog({ type, client: initialClient, onClose }: AddReminderRuleDialogProps) {
  const rules = useSettingsService(TOKENS.ReminderRules);
  const queryClient = useQueryClient();
  const { failed, attempt } = useSaveFailure();
  const validate = useCallback((values: RuleFormValues) => ruleIssues(type, values), [type]);
  const { form, guard, submit } = useDomainForm<RuleFormValues>({
    defaultValues: { ...EMPTY, client: initialClient },
    validate,
    mode: 'onTouched',
  });
  const { formState } = form;
  const client = form.watch('client');
  const uses = (field: ReminderRuleField) => RULE_FIELDS[type].includes(field);
  const canSubmit = client !== null && formState.isValid && !formState.isSubmitting;

  const save = async (values: RuleFormValues) => {
    const checked = checkReminderRule(type, draftOf(values));
    if (!checked.ok || values.client === null) return;
    const client = values.client;
    await attempt(() => rules.add(client.id, type, checked.value));
    // Every read refreshes after a change; not awaited, so the dialog closes at once.
    void queryClient.invalidateQueries();
  };
  const errorOf = (field: ReminderRuleField): string | undefined => formState.errors[field]?.message;
  const textField = (field: 'amount' | 'currencyCode' | 'text' | 'fromNumber' | 'toNumber', label: string, extra: { hint?: string; numeric?: boolean } = {}) => (
    <TextField
      label={label}
      required={!(type === 'EXCLUDE_CURRENCY' && field === 'text')}
      {...form.register(field)}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field) ?? extra.hint}
      slotProps={{ htmlInput: extra.numeric ? { inputMode: 'numeric' } : {} }}
    />
  );
  const dateField = (field: 'fromDate' | 'toDate', label: string, required: boolean) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: date }) => (
        <IsoDateField label={label} required={required} value={date.value} onChange={date.onChange} onBlur={date.onBlur} error={errorOf(field)} />
      )}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-rule-title" container={useDialogLayer()}>
      <DialogTitle id="add-rule-title">Ny regel: {REMINDER_RULE_LABEL[type]}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="add-rule-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit(save, onClose)} noValidate>
          <Controller
            control={form.control}
            name="client"
            render={({ field }) => (
              <ClientPicker
                id="add-rule-client"
                label="Klient"
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // The currency belongs to the client's invoices: another client starts without one (part 2 §5).
                  form.setValue('currencyCode', '');
                }}
              />
            )}
          />
          {uses('amount') && textField('amount', 'Beløp', { numeric: true })}
          {uses('currencyCode') && textField('currencyCode', 'Valuta', { hint: CURRENCY_HINT })}
          {type === 'EXCLUDE_CURRENCY' && textField('text', 'Tekst')}
          {type === 'EXCLUDE_CUSTOMER' && textField('text', 'Navn')}
          {uses('fromDate') && dateField('fromDate', 'Fra dato', false)}
          {uses('toDate') && dateField('toDate', 'Til dato', true)}
          {uses('fromNumber') && textField('fromNumber', 'Fra fakturanr.', { numeric: true })}
          {uses('toNumber') && textField('toNumber', 'Til fakturanr.', { numeric: true })}
          {uses('inclusive') && (
            <Controller
              control={form.control}
              name="inclusive"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label="Inkluder fra- og til-nummer"
                />
              )}
            />
          )}
          {failed && <Alert severity="error">{RULE_ADD_FAILED}</Alert>}
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} canSubmit={canSubmit} submitLabel="Legg til" form="add-rule-form" />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
