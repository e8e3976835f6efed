import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, InputAdornment, Stack, TextField } from '@mui/material';
import type { VatRateInput } from '../../application/ports/legalRules.port';
import { useLegalRules } from '../../composition/legalRules';
import { addDays, type IsoDate } from '../../domain/dates/isoDate';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { closesVatRateText, correctVatRateTitle, LEGAL_RULES_PAGE, VAT_RATES_PAGE } from '../../domain/rules/legalRuleTexts';
import { formatVatPercent, parseVatPercent, planVatRate, VAT_RATE_TEXTS, VAT_TEXT_MAX, vatLastDay, vatPeriodPlan, type VatRateField, type VatRateRow } from '../../domain/vat/vatRateTable';
import { IsoDateField } from '../common/dates/IsoDateField';
import { useDialogLayer } from '../common/dialogLayer';
import type { DomainIssue } from '../common/forms/domainResolver';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useCloseGuard } from '../common/forms/useCloseGuard';
import { useDomainForm } from '../common/forms/useDomainForm';

interface VatFormValues {
  taxCode: string;
  percent: string;
  validFrom: IsoDate | null;
  /** The last day the rate applies, as officers say it; the table keeps the day after (validTo). */
  validTo: IsoDate | null;
  description: string;
  sourceText: string;
  sourceUrl: string;
}

const codeOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What was typed as the domain and the server take it; the percent NaN while it cannot be read (the form says why). */
function draftOf(values: VatFormValues): VatRateInput {
  const percent = parseVatPercent(values.percent);
  const url = values.sourceUrl.trim();
  return {
    taxCode: codeOf(values.taxCode),
    percent: percent.ok ? percent.value : Number.NaN,
    validFrom: values.validFrom ?? '',
    validTo: values.validTo === null ? null : addDays(values.validTo, 1),
    description: values.description.trim(),
    sourceText: values.sourceText.trim(),
    sourceUrl: url === '' ? null : url,
  };
}

/** The domain's one check over the form (the server calls planVatRate too), the percent as typed first. */
function vatIssues(values: VatFormValues, rows: readonly VatRateRow[], id: number | null): DomainIssue[] {
  const percent = parseVatPercent(values.percent);
  const unread: DomainIssue[] = percent.ok ? [] : [{ field: 'percent', message: percent.error }];
  const issues = Object.entries(planVatRate(draftOf(values), rows, id).issues) as [VatRateField, string][];
  return [...unread, ...issues.filter(([field]) => percent.ok || field !== 'percent').map(([field, message]) => ({ field, message }))];
}

export interface VatRateDialogProps {
  /** The rows there are, so an overlap shows before the server refuses it. */
  readonly rows: readonly VatRateRow[];
  /** The row corrected; a new row when left out. */
  readonly correcting?: VatRateRow;
  readonly onClose: () => void;
}

/**
 * Adds a VAT rate row, or corrects one (Technical officers): code, rate, period, description and the published
 * source with its link. Adding a rate without an end for a code whose current rate started earlier ends that rate
 * the day before (said in the dialog before it is saved); every other overlap is refused. The server's reasons
 * (400 fieldErrors) go on their fields; a correction is kept in the audit trail.
 */
export function VatRateDialog({ rows, correcting, onClose }: VatRateDialogProps) {
  const port = useLegalRules();
  const id = correcting?.id ?? null;
  const validate = useCallback((values: VatFormValues) => vatIssues(values, rows, id), [rows, id]);
  const { form, guard, submit } = useDomainForm<VatFormValues>({
    defaultValues: correcting
      ? {
          taxCode: String(correcting.taxCode),
          percent: formatVatPercent(correcting.percent).replace(' %', ''),
          validFrom: correcting.validFrom,
          validTo: vatLastDay(correcting),
          description: correcting.description,
          sourceText: correcting.sourceText,
          sourceUrl: correcting.sourceUrl ?? '',
        }
      : { taxCode: '', percent: '', validFrom: null, validTo: null, description: '', sourceText: '', sourceUrl: '' },
    validate,
    mode: 'onTouched',
  });
  const { requestClose, question } = useCloseGuard(form.formState.isDirty, onClose);
  // A mutation, so a saved row refreshes every cached read (the query client's default): the table, the rates of a day.
  const save = useMutation({
    mutationFn: async (values: VatFormValues) => {
      const draft = draftOf(values);
      if (Number.isNaN(draft.percent)) throw new Error(VAT_RATE_TEXTS.percentInvalid);
      return id === null ? port.addVatRate(draft) : port.correctVatRate(id, draft);
    },
  });
  const watched = useWatch({ control: form.control }) as VatFormValues;
  const typed = draftOf(watched);
  const closes = id === null && typed.validFrom !== '' && Number.isInteger(typed.taxCode) ? vatPeriodPlan(typed, rows).closes : null;
  const errors = form.formState.errors;
  const titleId = 'vat-rate-title';
  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm" container={useDialogLayer()}>
      <form onSubmit={submit(async (values) => void (await save.mutateAsync(values)), onClose)} noValidate>
        <DialogTitle id={titleId}>{correcting ? correctVatRateTitle(correcting.taxCode, formatNorwegianDate(correcting.validFrom)) : VAT_RATES_PAGE.addTitle}</DialogTitle>
        <DialogContent>
          {correcting && <DialogContentText sx={{ mb: 2 }}>{VAT_RATES_PAGE.correctionKeepsFigures}</DialogContentText>}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={VAT_RATES_PAGE.code}
                required
                {...form.register('taxCode')}
                error={errors.taxCode !== undefined}
                helperText={errors.taxCode?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              />
              <TextField
                label={VAT_RATES_PAGE.percent}
                required
                {...form.register('percent')}
                error={errors.percent !== undefined}
                helperText={errors.percent?.message}
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
            </Stack>
            <Controller
              control={form.control}
              name="validFrom"
              render={({ field }) => (
                <IsoDateField label={VAT_RATES_PAGE.validFrom} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.validFrom?.message} />
              )}
            />
            <Controller
              control={form.control}
              name="validTo"
              render={({ field }) => (
                <IsoDateField
                  label={VAT_RATES_PAGE.validTo}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.validTo?.message}
                  helperText={VAT_RATES_PAGE.validToHint}
                />
              )}
            />
            <TextField
              label={VAT_RATES_PAGE.description}
              required
              {...form.register('description')}
              error={errors.description !== undefined}
              helperText={errors.description?.message}
              slotProps={{ htmlInput: { maxLength: VAT_TEXT_MAX.description } }}
            />
            <TextField
              label={VAT_RATES_PAGE.source}
              required
              multiline
              minRows={2}
              {...form.register('sourceText')}
              error={errors.sourceText !== undefined}
              helperText={errors.sourceText?.message}
              slotProps={{ htmlInput: { maxLength: VAT_TEXT_MAX.sourceText } }}
            />
            <TextField
              label={LEGAL_RULES_PAGE.sourceUrl}
              type="url"
              {...form.register('sourceUrl')}
              error={errors.sourceUrl !== undefined}
              helperText={errors.sourceUrl?.message ?? LEGAL_RULES_PAGE.sourceUrlHint}
              slotProps={{ htmlInput: { maxLength: VAT_TEXT_MAX.sourceUrl } }}
            />
            {closes && (
              <Alert severity="info">
                {closesVatRateText(closes.taxCode, formatVatPercent(closes.percent), formatNorwegianDate(closes.validFrom), formatNorwegianDate(addDays(typed.validFrom, -1)))}
              </Alert>
            )}
            {errors.root?.server?.message && <Alert severity="error">{errors.root.server.message}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={requestClose} canSubmit={!form.formState.isSubmitting} submitLabel={correcting ? 'Lagre' : 'Legg til'} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} closing={question} />
    </Dialog>
  );
}
