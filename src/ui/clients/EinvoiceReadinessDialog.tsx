import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientPagePort } from '../../application/ports/clientPage.port';
import { READINESS_LABELS, READINESS_TEXTS, readinessOf, switchable, switchOutcomeText } from '../../domain/customer/einvoiceReadiness';
import { shipmentLabel } from '../../domain/shipment/shipmentType';
import { useDialogLayer } from '../common/dialogLayer';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';

/**
 * The e-invoice readiness report of a client's business customers (issue 44): each with its shipment and whether
 * it can receive EHF by the invoice network; the network is asked in the background, and the customers ready to
 * switch can be moved to EHF at once (those chosen that cannot, or whose shipment is locked, are left).
 */
export function EinvoiceReadinessDialog({ clientId, port, onClose }: { clientId: number; port: ClientPagePort; onClose: () => void }) {
  const report = useServerRead(port.einvoiceReadiness(clientId));
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = (report.data?.customers ?? []).filter(switchable);
  const act = async (work: () => Promise<{ severity: 'success' | 'info'; text: string }>) => {
    setBusy(true);
    try {
      setMessage(await work());
      await queryClient.invalidateQueries();
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const lookUp = () =>
    act(async () => ((await port.lookUpEinvoiceReadiness(clientId)) ? { severity: 'info', text: READINESS_TEXTS.lookUpQueued } : { severity: 'info', text: READINESS_TEXTS.nothingToLookUp }));
  const switchChosen = () =>
    act(async () => {
      const outcome = await port.switchToEhf(clientId, [...chosen]);
      setChosen(new Set());
      return { severity: 'success', text: switchOutcomeText(outcome) };
    });
  const toggle = (customerId: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(customerId)) next.add(customerId);
      return next;
    });
  const allChosen = ready.length > 0 && ready.every((row) => chosen.has(row.customerId));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="einvoice-readiness-title" container={useDialogLayer()}>
      <DialogTitle id="einvoice-readiness-title">{READINESS_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {message && <Alert severity={message.severity}>{message.text}</Alert>}
          {!report.data ? (
            <LoadState isPending={report.isPending} isError={report.isError} />
          ) : report.data.customers.length === 0 ? (
            <Typography>{READINESS_TEXTS.none}</Typography>
          ) : (
            <>
              <Typography variant="body2">{report.data.source === 'PEPPOL' ? READINESS_TEXTS.sourcePeppol : READINESS_TEXTS.sourceElma}</Typography>
              <Table size="small" aria-label={READINESS_TEXTS.title}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allChosen}
                        disabled={ready.length === 0}
                        onChange={() => setChosen(allChosen ? new Set() : new Set(ready.map((row) => row.customerId)))}
                        slotProps={{ input: { 'aria-label': 'Velg alle som kan motta EHF' } }}
                      />
                    </TableCell>
                    <TableCell>Kundenr.</TableCell>
                    <TableCell>Navn</TableCell>
                    <TableCell>Org.nr.</TableCell>
                    <TableCell>Forsendelse</TableCell>
                    <TableCell>EHF</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.data.customers.map((row) => (
                    <TableRow key={row.customerId}>
                      <TableCell padding="checkbox">
                        {switchable(row) && (
                          <Checkbox checked={chosen.has(row.customerId)} onChange={() => toggle(row.customerId)} slotProps={{ input: { 'aria-label': `Velg ${row.name}` } }} />
                        )}
                      </TableCell>
                      <TableCell>{row.customerNr}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.orgNo}</TableCell>
                      <TableCell>{shipmentLabel(row.shipmentType)}</TableCell>
                      <TableCell>{READINESS_LABELS[readinessOf(row)]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {report.data?.source === 'PEPPOL' && (
          <Button onClick={() => void lookUp()} disabled={busy}>
            {READINESS_TEXTS.lookUp}
          </Button>
        )}
        <Button variant="contained" onClick={() => void switchChosen()} disabled={busy || chosen.size === 0}>
          {READINESS_TEXTS.switch}
        </Button>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}
