import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductionEntryView, ResendChoice } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { defaultResendShipment, productionEditIssues, resendNeedsDueDate } from '../../domain/production/productionEdit';
import { MISSING_ORG_NO, RESEND_FAILED_MESSAGE } from '../../domain/production/productionTexts';
import { SHIPMENT_LABELS, SHIPMENT_TYPES, type ShipmentType } from '../../domain/shipment/shipmentType';
import { issuesFor } from '../../domain/validation';

/**
 * Resending a failed shipment with a chosen shipment (part 1 §4, §5): EMAIL preselected when the status
 * says the eFaktura agreement is missing and the customer has an e-mail; the due date only when the
 * status mentions 'Forfallsdato'; EHF shows the org no or 'Mangler'; 'En feil oppstod' on failure.
 */
export function ResendDialog({ entry, onClose }: { entry: ProductionEntryView; onClose: () => void }) {
  const port = useInjection(TOKENS.PendingProductions);
  const [shipmentType, setShipmentType] = useState<ShipmentType>(() => defaultResendShipment(entry));
  const [email, setEmail] = useState(entry.customerEmail ?? '');
  const [yourRef, setYourRef] = useState(entry.yourRef ?? '');
  const [dueDate, setDueDate] = useState(entry.dueDate ?? '');
  const [updateTaxSummary, setUpdateTaxSummary] = useState(false);
  const [touched, setTouched] = useState(false);
  const needsDueDate = resendNeedsDueDate(entry.statusText);
  const issues = productionEditIssues({ shipmentType, email, yourRef, dueDate }, entry.type);
  const resend = useMutation({ mutationFn: (choice: ResendChoice) => port.resend(entry.entryId, choice) });
  const emailIssue = touched ? (issuesFor(issues, 'email')[0]?.message ?? ' ') : ' ';
  const submit = () => {
    setTouched(true);
    if (issues.length > 0) return;
    resend.mutate(
      {
        shipmentType,
        yourRef,
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(needsDueDate && dueDate ? { dueDate } : {}),
        updateTaxSummary,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="resend-title" fullWidth maxWidth="xs">
      <DialogTitle id="resend-title">Send på nytt</DialogTitle>
      <DialogContent>
        <p>
          {entry.customerNr} {entry.customerName}, bilag {entry.jourNr}
        </p>
        <Typography variant="body2" gutterBottom>
          {entry.statusText ?? ''}
        </Typography>
        <Stack spacing={2}>
          <TextField select fullWidth label="Forsendelse" value={shipmentType} onChange={(event) => setShipmentType(event.target.value as ShipmentType)}>
            {SHIPMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {SHIPMENT_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {shipmentType === 'EHF' && <Typography>Org.nr.: {entry.customerOrgNo ?? MISSING_ORG_NO}</Typography>}
          <TextField fullWidth label="E-post" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={emailIssue !== ' '} helperText={emailIssue} />
          <TextField fullWidth label="Deres ref." value={yourRef} onChange={(event) => setYourRef(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          {needsDueDate && (
            <TextField fullWidth label="Forfallsdato" type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          )}
          <FormControlLabel control={<Checkbox checked={updateTaxSummary} onChange={(event) => setUpdateTaxSummary(event.target.checked)} />} label="Oppdater MVA-sum" />
          {resend.isError && (
            <Typography role="alert" color="error">
              {RESEND_FAILED_MESSAGE}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={submit} disabled={resend.isPending}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
