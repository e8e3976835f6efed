import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { ProductionEntryView } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { defaultResendShipment, productionEditIssues, resendNeedsDueDate, type ProductionEditForm } from '../../domain/production/productionEdit';
import { RESEND_FAILED_MESSAGE } from '../../domain/production/productionTexts';
import { SHIPMENT_TYPES, type ShipmentType } from '../../domain/shipment/shipmentType';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { ShipmentFields } from '../common/forms/ShipmentFields';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';

type ResendValues = { -readonly [K in keyof ProductionEditForm]: ProductionEditForm[K] } & { updateTaxSummary: boolean };

/**
 * Resending a failed shipment with a chosen shipment (part 1 §4, §5): EMAIL preselected when the status
 * says the eFaktura agreement is missing and the customer has an e-mail; the due date only when the
 * status mentions 'Forfallsdato'; EHF shows the org no or 'Mangler'; 'En feil oppstod' on failure.
 */
export function ResendDialog({ entry, onClose }: { entry: ProductionEntryView; onClose: () => void }) {
  const port = useInjection(TOKENS.PendingProductions);
  const needsDueDate = resendNeedsDueDate(entry.statusText);
  const { form, guard, submit } = useDomainForm<ResendValues>({
    defaultValues: {
      shipmentType: defaultResendShipment(entry),
      email: entry.customerEmail ?? '',
      yourRef: entry.yourRef ?? '',
      dueDate: entry.dueDate ?? '',
      updateTaxSummary: false,
    },
    validate: (values) => productionEditIssues(values, entry.type),
    mode: 'onSubmit',
  });
  // A mutation, so that a resend refreshes every cached read (the query client's default).
  const resend = useMutation({
    mutationFn: (values: ResendValues) =>
      port.resend(entry.entryId, {
        shipmentType: values.shipmentType as ShipmentType,
        yourRef: values.yourRef,
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(needsDueDate && values.dueDate ? { dueDate: values.dueDate } : {}),
        updateTaxSummary: values.updateTaxSummary,
      }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="resend-title" fullWidth maxWidth="xs" container={useDialogLayer()}>
      <form onSubmit={submit(resend.mutateAsync, onClose)} noValidate>
        <DialogTitle id="resend-title">Send på nytt</DialogTitle>
        <DialogContent>
          <p>
            {entry.customerNr} {entry.customerName}, bilag {entry.jourNr}
          </p>
          <Typography variant="body2" gutterBottom>
            {entry.statusText ?? ''}
          </Typography>
          <Stack spacing={1}>
            <ShipmentFields form={form} shipmentTypes={SHIPMENT_TYPES} yourRef dueDate={needsDueDate} orgNo={entry.customerOrgNo} />
            <Controller
              control={form.control}
              name="updateTaxSummary"
              render={({ field }) => (
                <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label="Oppdater MVA-sum" />
              )}
            />
            {resend.isError && (
              <Typography role="alert" color="error">
                {RESEND_FAILED_MESSAGE}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!form.formState.isSubmitting} submitLabel="Send" />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
