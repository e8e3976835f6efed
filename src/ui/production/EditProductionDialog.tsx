import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { PendingProduction } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { productionEditIssues, type ProductionEditForm } from '../../domain/production/productionEdit';
import { SHIPMENT_TYPES, type ShipmentType } from '../../domain/shipment/shipmentType';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { ShipmentFields } from '../common/forms/ShipmentFields';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useCloseGuard } from '../common/forms/useCloseGuard';
import { useDomainForm } from '../common/forms/useDomainForm';

type EditValues = { -readonly [K in keyof ProductionEditForm]: ProductionEditForm[K] };

/**
 * Editing a pending production (part 1 §5): the shipment type is required, the e-mail empty or a valid
 * address; also your reference and the due date. The domain's rule decides, as on the server.
 */
export function EditProductionDialog({ entry, onClose }: { entry: PendingProduction; onClose: () => void }) {
  const port = useInjection(TOKENS.PendingProductions);
  const { form, guard, submit } = useDomainForm<EditValues>({
    defaultValues: { shipmentType: entry.shipmentType, email: entry.customerEmail ?? '', yourRef: entry.yourRef ?? '', dueDate: entry.dueDate ?? '' },
    validate: (values) => productionEditIssues(values, entry.type),
    mode: 'onSubmit',
  });
  const { requestClose, question } = useCloseGuard(form.formState.isDirty, onClose);
  // A mutation, so that a saved change refreshes every cached read (the query client's default).
  const save = useMutation({
    mutationFn: (values: EditValues) =>
      port.updatePending(entry.entryId, {
      shipmentType: values.shipmentType as ShipmentType,
      email: values.email.trim(),
      yourRef: values.yourRef,
        ...(values.dueDate ? { dueDate: values.dueDate } : {}),
      }),
  });
  return (
    <Dialog open onClose={requestClose} aria-labelledby="edit-production-title" fullWidth maxWidth="xs" container={useDialogLayer()}>
      <form onSubmit={submit(save.mutateAsync, onClose)} noValidate>
        <DialogTitle id="edit-production-title">Endre produksjon</DialogTitle>
        <DialogContent>
          <p>
            {entry.customerNr} {entry.customerName}, bilag {entry.jourNr}
          </p>
          <Stack spacing={1}>
            <ShipmentFields form={form} shipmentTypes={SHIPMENT_TYPES} yourRef dueDate />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={requestClose} canSubmit={!form.formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} closing={question} />
    </Dialog>
  );
}
