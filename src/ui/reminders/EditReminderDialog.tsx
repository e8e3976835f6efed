import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { CustomerType, Reminder, ReminderShipmentType } from '../../application/ports/reminders.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '../../domain/customer/customerType';
import { reminderChangeFrom } from '../../domain/reminders/reminderChange';
import { REMINDER_SHIPMENT_TYPES } from '../../domain/shipment/shipmentType';
import { useDialogLayer } from '../common/dialogLayer';
import { ControlledSelect } from '../common/forms/ControlledSelect';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { ShipmentFields } from '../common/forms/ShipmentFields';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useCloseGuard } from '../common/forms/useCloseGuard';
import { useDomainForm } from '../common/forms/useDomainForm';
import { RuleNotesAlert } from './RuleNotes';

interface ReminderValues {
  shipmentType: ReminderShipmentType;
  email: string;
  customerType: CustomerType | '';
}

const checkOf = (values: ReminderValues) => reminderChangeFrom({ ...values, customerType: values.customerType === '' ? null : values.customerType });
const validate = (values: ReminderValues) => {
  const checked = checkOf(values);
  return checked.ok ? [] : [{ field: checked.field, message: checked.message }];
};

/**
 * Changing a pending reminder (part 1 §5): the shipment (NOSEND, PAPER, EMAIL, EFAKTURA), the e-mail
 * (shown and sent only for EMAIL) and the customer type, which choosing confirms.
 */
export function EditReminderDialog({ reminder, onClose }: { reminder: Reminder; onClose: () => void }) {
  const port = useInjection(TOKENS.Reminders);
  const { form, guard, submit } = useDomainForm<ReminderValues>({
    defaultValues: { shipmentType: reminder.shipmentType, email: reminder.customerEmail ?? '', customerType: reminder.isCustomerTypeConfirmed ? reminder.customerType : '' },
    validate,
    mode: 'onSubmit',
  });
  const { requestClose, question } = useCloseGuard(form.formState.isDirty, onClose);
  // A mutation, so that a saved change refreshes every cached read (the query client's default).
  const save = useMutation({
    mutationFn: async (values: ReminderValues) => {
      const checked = checkOf(values);
      // NOSEND with nothing else chosen submits nothing.
      if (checked.ok && checked.change !== null) await port.change(reminder.id, checked.change);
    },
  });
  return (
    <Dialog open onClose={requestClose} aria-labelledby="edit-reminder-title" fullWidth maxWidth="xs" container={useDialogLayer()}>
      <form onSubmit={submit(save.mutateAsync, onClose)} noValidate>
        <DialogTitle id="edit-reminder-title">Endre purring</DialogTitle>
        <DialogContent>
          <p>
            {reminder.customerNo} {reminder.customerName}, faktura {reminder.invoiceNo}
          </p>
          <Stack spacing={1}>
            <RuleNotesAlert notes={reminder.ruleNotes} />
            <ControlledSelect
              control={form.control}
              name="customerType"
              label="Kundetype"
              options={CUSTOMER_TYPES.map((type) => ({ value: type, label: CUSTOMER_TYPE_LABELS[type] }))}
              helperText={reminder.isCustomerTypeConfirmed ? ' ' : 'Ikke bekreftet: velg for å bekrefte'}
            />
            <ShipmentFields form={form} shipmentTypes={REMINDER_SHIPMENT_TYPES} email="forEmail" />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={requestClose} canSubmit={!form.formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} closing={question} />
    </Dialog>
  );
}
