import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgencyCustomerNumber, CollectionCase } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { checkAgencyCustomerNumber } from '../../domain/debtCollection/agencyCustomerNumber';

/** "Rediger sak": choose the customer number at the agency for a pending case (part 1 §2, §5). */
export function EditCaseDialog({ caseRow, numbers, onClose }: { caseRow: CollectionCase; numbers: readonly AgencyCustomerNumber[]; onClose: () => void }) {
  const port = useInjection(TOKENS.DebtCollection);
  const [chosen, setChosen] = useState(caseRow.agencyCustomerNumber ?? '');
  const [touched, setTouched] = useState(false);
  const checked = checkAgencyCustomerNumber(chosen, numbers.map((n) => n.number));
  const save = useMutation({ mutationFn: (number: string) => port.setAgencyCustomerNumber(caseRow.id, number) });
  const submit = () => {
    setTouched(true);
    // Per call, so the query client's refresh after every change still runs.
    if (checked.ok) save.mutate(checked.value, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-case-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-case-title">Rediger sak</DialogTitle>
      <DialogContent>
        <p>
          {caseRow.customerNumber} {caseRow.customerName}, faktura {caseRow.invoiceNumber}
        </p>
        <TextField
          select
          fullWidth
          required
          label="Kundenummer hos inkassoselskap"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          error={touched && !checked.ok}
          helperText={touched && !checked.ok ? checked.error : ' '}
        >
          {numbers.map((n) => (
            <MenuItem key={n.number} value={n.number}>
              {n.number} {n.name}
            </MenuItem>
          ))}
        </TextField>
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
