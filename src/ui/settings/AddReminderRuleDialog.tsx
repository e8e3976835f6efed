import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import type { ClientHit } from '../../application/ports/search.port';
import { TOKENS } from '../../composition/tokens';
import type { IsoDate } from '../../domain/dates/isoDate';
import { parseAmount } from '../../domain/money/parseAmount';
import {
  checkReminderRule,
  CURRENCY_HINT,
  missingRequiredFields,
  REMINDER_RULE_LABEL,
  RULE_ADD_FAILED,
  RULE_FIELDS,
  type ReminderRuleDraft,
  type ReminderRuleField,
  type ReminderRuleType,
} from '../../domain/reminderRules/reminderRules';
import { IsoDateField } from '../common/dates/IsoDateField';
import { ClientPicker } from '../search/ClientPicker';
import { useSettingsService } from './settingsServices';

interface Typed {
  readonly amount: string;
  readonly currencyCode: string;
  readonly text: string;
  readonly fromDate: IsoDate | null;
  readonly toDate: IsoDate | null;
  readonly fromNumber: string;
  readonly toNumber: string;
  readonly inclusive: boolean;
}

const EMPTY: Typed = { amount: '', currencyCode: '', text: '', fromDate: null, toDate: null, fromNumber: '', toNumber: '', inclusive: true };

const wholeNumber = (text: string): number | null => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null);

/** What the officer typed, in the domain's terms; an amount that does not parse counts as missing until fixed. */
function draftOf(typed: Typed): ReminderRuleDraft {
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
  const [client, setClient] = useState<ClientHit | null>(initialClient);
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ReminderRuleField>>(new Set());
  const add = useMutation({
    mutationFn: async () => {
      const checked = checkReminderRule(type, draftOf(typed));
      if (!checked.ok || client === null) throw new Error(RULE_ADD_FAILED);
      return rules.add(client.id, type, checked.value);
    },
  });

  const draft = draftOf(typed);
  const checked = checkReminderRule(type, draft);
  const issues = checked.ok ? [] : checked.error;
  const amountText = parseAmount(typed.amount);
  const errorOf = (field: ReminderRuleField): string | undefined => {
    if (!touched.has(field)) return undefined;
    if (field === 'amount' && !amountText.ok) return amountText.error;
    return issues.find((issue) => issue.field === field)?.message;
  };
  const leave = (field: ReminderRuleField) => () => setTouched((before) => new Set(before).add(field));
  const set = <K extends keyof Typed>(field: K) => (value: Typed[K]) => setTyped((before) => ({ ...before, [field]: value }));
  const uses = (field: ReminderRuleField) => RULE_FIELDS[type].includes(field);
  const canSubmit = client !== null && missingRequiredFields(type, draft).length === 0 && checked.ok && !add.isPending;

  const chooseClient = (next: ClientHit | null) => {
    setClient(next);
    // The currency belongs to the client's invoices: another client starts without one (part 2 §5).
    setTyped((before) => ({ ...before, currencyCode: '' }));
  };
  const textField = (field: 'amount' | 'currencyCode' | 'text' | 'fromNumber' | 'toNumber', label: string, extra: { hint?: string; numeric?: boolean } = {}) => (
    <TextField
      label={label}
      required={!(type === 'EXCLUDE_CURRENCY' && field === 'text')}
      value={typed[field]}
      onChange={(event) => set(field)(event.target.value)}
      onBlur={leave(field)}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field) ?? extra.hint}
      slotProps={{ htmlInput: extra.numeric ? { inputMode: 'numeric' } : {} }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-rule-title">
      <DialogTitle id="add-rule-title">Ny regel: {REMINDER_RULE_LABEL[type]}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="add-rule-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            // Closing on the call's own success keeps the cache's refresh after every change (the default onSuccess).
            if (canSubmit) add.mutate(undefined, { onSuccess: onClose });
          }}
        >
          <ClientPicker id="add-rule-client" label="Klient" value={client} onChange={chooseClient} />
          {uses('amount') && textField('amount', 'Beløp', { numeric: true })}
          {uses('currencyCode') && textField('currencyCode', 'Valuta', { hint: CURRENCY_HINT })}
          {type === 'EXCLUDE_CURRENCY' && textField('text', 'Tekst')}
          {type === 'EXCLUDE_CUSTOMER' && textField('text', 'Navn')}
          {uses('fromDate') && <IsoDateField label="Fra dato" value={typed.fromDate} onChange={set('fromDate')} onBlur={leave('fromDate')} error={errorOf('fromDate')} />}
          {uses('toDate') && (
            <IsoDateField label="Til dato" required value={typed.toDate} onChange={set('toDate')} onBlur={leave('toDate')} error={errorOf('toDate')} />
          )}
          {uses('fromNumber') && textField('fromNumber', 'Fra fakturanr.', { numeric: true })}
          {uses('toNumber') && textField('toNumber', 'Til fakturanr.', { numeric: true })}
          {uses('inclusive') && (
            <FormControlLabel
              control={<Checkbox checked={typed.inclusive} onChange={(event) => set('inclusive')(event.target.checked)} />}
              label="Inkluder fra- og til-nummer"
            />
          )}
          {add.isError && <Alert severity="error">{RULE_ADD_FAILED}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button type="submit" form="add-rule-form" variant="contained" disabled={!canSubmit}>
          Legg til
        </Button>
      </DialogActions>
    </Dialog>
  );
}
