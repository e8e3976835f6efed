import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import type { Printer } from '../../application/ports/settingsRegisters.port';
import { TOKENS } from '../../composition/tokens';
import { checkPrinterFormat, PRINTER_NAMES, PRINTER_UPDATE_FAILED, type PrinterName } from '../../domain/settings/printers';
import { LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

function EditPrinterDialog({ printer, onClose }: { printer: Printer; onClose: () => void }) {
  const registers = useSettingsService(TOKENS.SettingsRegisters);
  const [printerName, setPrinterName] = useState<PrinterName>(printer.printerName);
  const [formType, setFormType] = useState(printer.formType);
  const [left, setLeft] = useState(false);
  const format = checkPrinterFormat(formType);
  const save = useMutation({ mutationFn: (changed: Printer) => registers.updatePrinter(changed) });
  const formatError = left && !format.ok ? format.error : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-printer-title">
      <DialogTitle id="edit-printer-title">Skriver for base {printer.baseNr}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="edit-printer-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (format.ok) save.mutate({ ...printer, printerName, formType: format.value }, { onSuccess: onClose });
          }}
        >
          <TextField select label="Skrivernavn" value={printerName} onChange={(event) => setPrinterName(event.target.value as PrinterName)}>
            {PRINTER_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Format"
            required
            value={formType}
            onChange={(event) => setFormType(event.target.value)}
            onBlur={() => setLeft(true)}
            error={formatError !== undefined}
            helperText={formatError}
          />
          {save.isError && <Alert severity="error">{PRINTER_UPDATE_FAILED}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button type="submit" form="edit-printer-form" variant="contained" disabled={!format.ok || save.isPending}>
          Lagre
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /settings/printers/ (part 2 §2.8 Skriver oppsett): Basenr, Skrivernavn and Format per base, with an edit dialog. */
export function PrintersPage() {
  const registers = useSettingsService(TOKENS.SettingsRegisters);
  const printers = useServerRead(registers.printers());
  const [editing, setEditing] = useState<Printer | null>(null);
  return (
    <Box>
      <SettingsBreadcrumb page="Skriver oppsett" />
      {printers.isPending ? (
        <Loading />
      ) : printers.isError ? (
        <LoadFailed />
      ) : (
        <Table size="small" aria-label="Skrivere" sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Basenr</TableCell>
              <TableCell>Skrivernavn</TableCell>
              <TableCell>Format</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {printers.data.map((printer) => (
              <TableRow key={printer.id}>
                <TableCell>{printer.baseNr}</TableCell>
                <TableCell>{printer.printerName}</TableCell>
                <TableCell>{printer.formType}</TableCell>
                <TableCell align="right">
                  <Button size="small" aria-label={`Endre skriver for base ${printer.baseNr}`} onClick={() => setEditing(printer)}>
                    Endre
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <EditPrinterDialog printer={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
