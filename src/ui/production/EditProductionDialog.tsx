import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PendingProduction, PendingProductionChange } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { productionEditIssues } from '../../domain/production/productionEdit';
import { SHIPMENT_LABELS, SHIPMENT_TYPES, type ShipmentType } from '../../domain/shipment/shipmentType';
import { issuesFor } from '../../domain/validation';
import { serverFieldErrorsOf } from '../common/forms/serverFieldErrors';

/**
 * Editing a pending production (part 1 §5): the shipment type is required, the e-mail empty or a valid
 * address; also your reference and the due date. The domain's rule decides, as on the server.
 */
export function EditProductionDialog({ entry, onClose }: { entry: PendingProduction; onClose: () => void }) {
  const port = useInjection(TOKENS.PendingProductions);
  const [shipmentType, setShipmentType] = useState<string>(entry.shipmentType);
  const [email, setEmail] = useState(entry.customerEmail ?? '');
  const [yourRef, setYourRef] = useState(entry.yourRef ?? '');
  const [dueDate, setDueDate] = useState(entry.dueDate ?? '');
  const [touched, setTouched] = useState(false);
  const issues = productionEditIssues({ shipmentType, email, yourRef, dueDate }, entry.type);
  const save = useMutation({ mutationFn: (change: PendingProductionChange) => port.updatePending(entry.entryId, change) });
  const serverIssue = (field: string) => serverFieldErrorsOf(save.error).find((e) => e.path.endsWith(`.${field}`))?.message;
  const shown = (field: 'shipmentType' | 'email') => (touched ? issuesFor(issues, field)[0]?.message : undefined) ?? serverIssue(field) ?? ' ';
  const submit = () => {
    setTouched(true);
    if (issues.length > 0) return;
    save.mutate({ shipmentType: shipmentType as ShipmentType, email: email.trim(), yourRef, ...(dueDate ? { dueDate } : {}) }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-production-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-production-title">Endre produksjon</DialogTitle>
      <DialogContent>
        <p>
          {entry.customerNr} {entry.customerName}, bilag {entry.jourNr}
        </p>
        <Stack spacing={2}>
          <TextField
            select
            fullWidth
            label="Forsendelse"
            value={shipmentType}
            onChange={(event) => setShipmentType(event.target.value)}
            error={shown('shipmentType') !== ' '}
            helperText={shown('shipmentType')}
          >
            {SHIPMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {SHIPMENT_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField fullWidth label="E-post" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={shown('email') !== ' '} helperText={shown('email')} />
          <TextField fullWidth label="Deres ref." value={yourRef} onChange={(event) => setYourRef(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField fullWidth label="Forfallsdato" type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
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
