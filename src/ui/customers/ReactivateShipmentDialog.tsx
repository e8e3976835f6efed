import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ShipmentAddress } from '../../application/ports/customerPages.port';
import { useDialogLayer } from '../common/dialogLayer';

/** The confirmation before a rejected shipment address is activated again (part 2 §2.3 Betalingsmåte). */
export function ReactivateShipmentDialog({ shipment, onConfirm, onClose }: { shipment: ShipmentAddress; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open container={useDialogLayer()} onClose={onClose} aria-labelledby="reactivate-title">
      <DialogTitle id="reactivate-title">Aktiver forsendelse</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Vil du aktivere {shipment.label} {shipment.value} igjen?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={onConfirm}>
          Aktiver
        </Button>
      </DialogActions>
    </Dialog>
  );
}
