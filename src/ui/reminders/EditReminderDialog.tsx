import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerType, Reminder, ReminderChange, ReminderShipmentType } from '../../application/ports/reminders.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '../../domain/customer/customerType';
import { reminderChangeFrom } from '../../domain/reminders/reminderChange';
import { REMINDER_SHIPMENT_TYPES, SHIPMENT_LABELS } from '../../domain/shipment/shipmentType';

/**
 * Changing a pending reminder (part 1 §5): the shipment (NOSEND, PAPER, EMAIL, EFAKTURA), the e-mail
 * (shown and sent only for EMAIL) and the customer type, which choosing confirms.
 */
export function EditReminderDialog({ reminder, onClose }: { reminder: Reminder; onClose: () => void }) {
  const port = useInjection(TOKENS.Reminders);
  const [shipmentType, setShipmentType] = useState<ReminderShipmentType>(reminder.shipmentType);
  const [email, setEmail] = useState(reminder.customerEmail ?? '');
  const [customerType, setCustomerType] = useState<CustomerType | ''>(reminder.isCustomerTypeConfirmed ? reminder.customerType : '');
  const [touched, setTouched] = useState(false);
  const checked = reminderChangeFrom({ shipmentType, email, customerType: customerType === '' ? null : customerType });
  const save = useMutation({ mutationFn: (change: ReminderChange) => port.change(reminder.id, change) });
  const submit = () => {
    setTouched(true);
    if (!checked.ok) return;
    // NOSEND with nothing else chosen submits nothing.
    if (checked.change === null) return onClose();
    save.mutate(checked.change, { onSuccess: onClose });
  };
  const emailError = touched && !checked.ok ? checked.message : ' ';

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-reminder-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-reminder-title">Endre purring</DialogTitle>
      <DialogContent>
        <p>
          {reminder.customerNo} {reminder.customerName}, faktura {reminder.invoiceNo}
        </p>
        <Stack spacing={2}>
          <TextField
            select
            fullWidth
            label="Kundetype"
            value={customerType}
            onChange={(event) => setCustomerType(event.target.value as CustomerType)}
            helperText={reminder.isCustomerTypeConfirmed ? ' ' : 'Ikke bekreftet: velg for å bekrefte'}
          >
            {CUSTOMER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {CUSTOMER_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select fullWidth label="Forsendelse" value={shipmentType} onChange={(event) => setShipmentType(event.target.value as ReminderShipmentType)}>
            {REMINDER_SHIPMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {SHIPMENT_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {shipmentType === 'EMAIL' && (
            <TextField fullWidth label="E-post" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={emailError !== ' '} helperText={emailError} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Lagre
        </Button>
      </DialogActions>
    </Dialog>
  );
}
