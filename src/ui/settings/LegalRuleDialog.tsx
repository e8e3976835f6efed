import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, InputAdornment, Stack, TextField } from '@mui/material';
import type { LegalRule, LegalRuleInput } from '../../application/ports/legalRules.port';
import { useLegalRules } from '../../composition/legalRules';
import type { IsoDate } from '../../domain/dates/isoDate';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { addRuleTitle, correctRuleTitle, LEGAL_RULES_PAGE } from '../../domain/rules/legalRuleTexts';
import { legalRuleIssues, RULE_KINDS, RULE_TEXTS, type LegalRuleKind, type LegalRuleRow, type RuleField } from '../../domain/rules/legalRules';
import { parseRuleValue, ruleValueText, RULE_UNIT_SIGN } from '../../domain/rules/ruleValueInput';
import { IsoDateField } from '../common/dates/IsoDateField';
import { useDialogLayer } from '../common/dialogLayer';
import type { DomainIssue } from '../common/forms/domainResolver';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useCloseGuard } from '../common/forms/useCloseGuard';
import { useDomainForm } from '../common/forms/useDomainForm';

interface RuleFormValues {
  validFrom: IsoDate | null;
  value: string;
  sourceText: string;
  sourceUrl: string;
}

/** What was typed as the server takes it; null while the value cannot be read (the form shows why). */
function inputOf(kind: LegalRuleKind, values: RuleFormValues): LegalRuleInput | null {
  const value = parseRuleValue(kind, values.value);
  if (!value.ok || values.validFrom === null) return null;
  const url = values.sourceUrl.trim();
  return { kind, validFrom: values.validFrom, value: value.value, sourceText: values.sourceText.trim(), sourceUrl: url === '' ? null : url };
}

/**
 * The domain's rule over the form (the server calls the same legalRuleIssues): the value as typed in the kind's
 * unit first, then the date of its period, the range, the source and no second row of the kind from the same day.
 */
function ruleIssues(kind: LegalRuleKind, values: RuleFormValues, rows: readonly LegalRuleRow[], id: number | null): DomainIssue[] {
  const value = parseRuleValue(kind, values.value);
  const unread: DomainIssue[] = value.ok ? [] : [{ field: 'value', message: value.error }];
  const url = values.sourceUrl.trim();
  const draft = { kind, validFrom: values.validFrom ?? '', value: value.ok ? value.value : Number.NaN, sourceText: values.sourceText, sourceUrl: url === '' ? null : url };
  const issues = Object.entries(legalRuleIssues(draft, rows, id)) as [RuleField, string][];
  return [...unread, ...issues.map(([field, message]) => ({ field, message }))];
}

export interface LegalRuleDialogProps {
  readonly kind: LegalRuleKind;
  /** The rows there are, so an overlap shows before the server refuses it. */
  readonly rows: readonly LegalRuleRow[];
  /** The row corrected; a new row when left out. */
  readonly correcting?: LegalRule;
  readonly onClose: () => void;
}

/**
 * Adds a row to a rule table, or corrects one (Technical officers): Gyldig fra, the value in the kind's unit, the
 * published source and its link. The server's reasons (400 fieldErrors) go on their fields; a correction is kept
 * in the audit trail, and what was computed with the row before keeps its figures.
 */
export function LegalRuleDialog({ kind, rows, correcting, onClose }: LegalRuleDialogProps) {
  const port = useLegalRules();
  const facts = RULE_KINDS[kind];
  const id = correcting?.id ?? null;
  const validate = useCallback((values: RuleFormValues) => ruleIssues(kind, values, rows, id), [kind, rows, id]);
  const { form, guard, submit } = useDomainForm<RuleFormValues>({
    defaultValues: correcting
      ? { validFrom: correcting.validFrom, value: ruleValueText(kind, correcting.value), sourceText: correcting.sourceText, sourceUrl: correcting.sourceUrl ?? '' }
      : { validFrom: null, value: '', sourceText: '', sourceUrl: '' },
    validate,
    mode: 'onTouched',
  });
  const { requestClose, question } = useCloseGuard(form.formState.isDirty, onClose);
  // A mutation, so a saved row refreshes every cached read (the query client's default): the tables, the notice.
  const save = useMutation({
    mutationFn: async (values: RuleFormValues) => {
      const input = inputOf(kind, values);
      if (input === null) throw new Error(RULE_TEXTS.valueWhole);
      return id === null ? port.add(input) : port.correct(id, input);
    },
  });
  const errors = form.formState.errors;
  const titleId = 'legal-rule-title';
  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm" container={useDialogLayer()}>
      <form onSubmit={submit(async (values) => void (await save.mutateAsync(values)), onClose)} noValidate>
        <DialogTitle id={titleId}>{correcting ? correctRuleTitle(facts.label, formatNorwegianDate(correcting.validFrom)) : addRuleTitle(facts.label)}</DialogTitle>
        <DialogContent>
          {correcting && <DialogContentText sx={{ mb: 2 }}>{LEGAL_RULES_PAGE.correctionKeepsFigures}</DialogContentText>}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="validFrom"
              render={({ field }) => (
                <IsoDateField
                  label={LEGAL_RULES_PAGE.validFrom}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.validFrom?.message}
                  helperText={facts.cadence === 'halfYear' ? LEGAL_RULES_PAGE.halfYearHint : undefined}
                />
              )}
            />
            <TextField
              label={LEGAL_RULES_PAGE.value}
              required
              {...form.register('value')}
              error={errors.value !== undefined}
              helperText={errors.value?.message ?? facts.law}
              slotProps={{
                htmlInput: { inputMode: facts.unit === 'days' ? 'numeric' : 'decimal' },
                input: { endAdornment: <InputAdornment position="end">{RULE_UNIT_SIGN[facts.unit]}</InputAdornment> },
              }}
            />
            <TextField
              label={LEGAL_RULES_PAGE.source}
              required
              multiline
              minRows={2}
              {...form.register('sourceText')}
              error={errors.sourceText !== undefined}
              helperText={errors.sourceText?.message}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <TextField
              label={LEGAL_RULES_PAGE.sourceUrl}
              type="url"
              {...form.register('sourceUrl')}
              error={errors.sourceUrl !== undefined}
              helperText={errors.sourceUrl?.message ?? LEGAL_RULES_PAGE.sourceUrlHint}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {errors.root?.server?.message && <Alert severity="error">{errors.root.server.message}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={requestClose} canSubmit={!form.formState.isSubmitting} submitLabel={correcting ? 'Lagre' : 'Legg til'} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} closing={question} />
    </Dialog>
  );
}
