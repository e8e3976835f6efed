import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { DOS_IMPORT_FIELD_LABELS, dosImportOrderOf, validateDosImportOrder, type DosImportOrderForm } from '../../domain/production/dosImportOrder';
import { DOS_IMPORT_FAILED_MESSAGE, DOS_IMPORT_ORDERED_MESSAGE } from '../../domain/production/productionTexts';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useCloseGuard } from '../common/forms/useCloseGuard';
import { useDomainForm } from '../common/forms/useDomainForm';

const FIELDS = ['clientId', 'fromNumber', 'toNumber'] as const;

/**
 * The legacy import order (part 1 §5, part 2 §7.5): client number and the range of journal numbers, all whole
 * numbers; 'En feil oppstod' as a toast when the order fails. Opened from the dashboard and the invoice page.
 */
export default function DosImportOrderDialog({ initial, onClose }: { initial: Partial<DosImportOrderForm>; onClose: () => void }) {
  const port = useInjection(TOKENS.PendingProductions);
  const toasts = useInjection(TOKENS.Toasts);
  const { form, guard, submit } = useDomainForm<DosImportOrderForm>({
    defaultValues: { clientId: '', fromNumber: '', toNumber: '', ...initial },
    validate: validateDosImportOrder,
    mode: 'onTouched',
  });
  const { formState } = form;
  const { requestClose, question } = useCloseGuard(formState.isDirty, onClose);
  const order = useMutation({
    mutationFn: (values: DosImportOrderForm) => port.orderDosImport(dosImportOrderOf(values)),
    onError: () => toasts.notify({ severity: 'error', message: DOS_IMPORT_FAILED_MESSAGE }),
  });
  const send = async (values: DosImportOrderForm) => {
    await order.mutateAsync(values);
    toasts.notify({ severity: 'success', message: DOS_IMPORT_ORDERED_MESSAGE });
  };
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="xs" aria-labelledby="dos-import-order-title" container={useDialogLayer()}>
      <form onSubmit={submit(send, onClose)} noValidate>
        <DialogTitle id="dos-import-order-title">Bestill DOS-import</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((field, index) => (
              <TextField
                key={field}
                label={DOS_IMPORT_FIELD_LABELS[field]}
                required
                autoFocus={index === 0}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...form.register(field)}
                error={!!formState.errors[field]}
                helperText={formState.errors[field]?.message ?? ' '}
              />
            ))}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={requestClose} canSubmit={!formState.isSubmitting} submitLabel="Bestill" />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} closing={question} />
    </Dialog>
  );
}
