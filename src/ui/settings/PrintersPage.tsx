import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Dialog,
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
import {
  checkPrinterIppUrl,
  IPP_URL_LABEL,
  IPP_URL_NONE,
  PRINTER_NAMES,
  PRINTER_UPDATE_FAILED,
  validatePrinterForm,
  type PrinterForm,
  type PrinterName,
} from '../../domain/settings/printers';
import { useDialogLayer } from '../common/dialogLayer';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { useSaveFailure } from '../common/forms/useSaveFailure';

function EditPrinterDialog({ printer, onClose }: { printer: Printer; onClose: () => void }) {
  const registers = useSettingsService(TOKENS.SettingsRegisters);
  const queryClient = useQueryClient();
  const { failed, attempt } = useSaveFailure();
  // Issue 45: only Technical officers set where a base's print batches are sent; others see the address.
  const mayEditIpp = useMayUse({ api: 'legacy', operationId: 'updatePrinterIpp' });
  const { form, guard, submit } = useDomainForm<PrinterForm>({
    defaultValues: { printerName: printer.printerName, formType: printer.formType, ippUrl: printer.ippUrl ?? '' },
    validate: validatePrinterForm,
    serverFieldNames: { 'body.printers.0.formType': 'formType', 'body.ippUrl': 'ippUrl' },
  });
  const { formState } = form;
  const save = async (values: PrinterForm) => {
    await attempt(async () => {
      await registers.updatePrinter({ ...printer, printerName: values.printerName, formType: values.formType.trim() });
      const ippUrl = checkPrinterIppUrl(values.ippUrl);
      if (mayEditIpp && ippUrl.ok && ippUrl.value !== printer.ippUrl) await registers.setPrinterIppUrl(printer.id, ippUrl.value);
    });
    // Every read refreshes after a change (part 2 §7.4); not awaited, so the dialog closes at once.
    void queryClient.invalidateQueries();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-printer-title" container={useDialogLayer()}>
      <form onSubmit={submit(save, onClose)} noValidate>
        <DialogTitle id="edit-printer-title">Skriver for base {printer.baseNr}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="printerName"
              render={({ field }) => (
                <TextField select label="Skrivernavn" value={field.value} onChange={(event) => field.onChange(event.target.value as PrinterName)}>
                  {PRINTER_NAMES.map((name) => (
                    <MenuItem key={name} value={name}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Format"
              required
              {...form.register('formType')}
              error={formState.errors.formType !== undefined}
              helperText={formState.errors.formType?.message}
            />
            <TextField
              label={IPP_URL_LABEL}
              placeholder="ipp://skriver.example.no/ipp/print"
              {...form.register('ippUrl')}
              disabled={!mayEditIpp}
              error={formState.errors.ippUrl !== undefined}
              helperText={formState.errors.ippUrl?.message ?? (mayEditIpp ? 'Tom: utskriftsbunkene lastes ned fra produksjonshistorikken' : 'Endres av teknisk ansvarlig')}
            />
            {failed && <Alert severity="error">{PRINTER_UPDATE_FAILED}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={formState.isValid && !formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}

/** /settings/printers/ (part 2 §2.8 Skriver oppsett): Basenr, Skrivernavn, Format and the IPP address (issue 45) per base, with an edit dialog. */
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
        <Table size="small" aria-label="Skrivere" sx={{ maxWidth: 960 }}>
          <TableHead>
            <TableRow>
              <TableCell>Basenr</TableCell>
              <TableCell>Skrivernavn</TableCell>
              <TableCell>Format</TableCell>
              <TableCell>{IPP_URL_LABEL}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {printers.data.map((printer) => (
              <TableRow key={printer.id}>
                <TableCell>{printer.baseNr}</TableCell>
                <TableCell>{printer.printerName}</TableCell>
                <TableCell>{printer.formType}</TableCell>
                <TableCell>{printer.ippUrl ?? IPP_URL_NONE}</TableCell>
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
