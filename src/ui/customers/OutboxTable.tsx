import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { OutboxMessage } from '../../application/ports/customerPages.port';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { MAIL_STATUS_LABELS, NO_MAIL_MESSAGE } from '../../domain/customer/customerPageTexts';
import { useDialogLayer } from '../common/dialogLayer';
import { formatNorwegianDateTime } from '../../domain/dates/norwegianDate';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';

const STATUS_COLORS = { Pending: 'info', Sending: 'info', Sent: 'success', Failed: 'error', Uncertain: 'warning' } as const;

/** The outbox reader: what was sent or is queued, with its status (and the error of a failed one). */
export function OutboxTable({ read, label }: { read: ServerRead<readonly OutboxMessage[]>; label: string }) {
  const messages = useServerRead(read);
  if (messages.isPending) return <Loading />;
  if (messages.isError) return <LoadFailed />;
  if (messages.data.length === 0) return <Empty text={NO_MAIL_MESSAGE} />;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Opprettet</TableCell>
          <TableCell>Av</TableCell>
          <TableCell>Bilagsnr.</TableCell>
          <TableCell>Mottaker</TableCell>
          <TableCell>Emne</TableCell>
          <TableCell>Vedlegg</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Sendt</TableCell>
          <TableCell>Feil</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.data.map((message) => (
          <TableRow key={message.id}>
            <TableCell>{formatNorwegianDateTime(new Date(message.createdAt))}</TableCell>
            <TableCell>{message.createdBy}</TableCell>
            <TableCell>{message.jourNr ?? ''}</TableCell>
            <TableCell>{message.recipient}</TableCell>
            <TableCell title={message.text}>{message.subject}</TableCell>
            <TableCell>{message.attachments.join(', ')}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLORS[message.status]} label={MAIL_STATUS_LABELS[message.status]} />
            </TableCell>
            <TableCell>{message.sentAt ? formatNorwegianDateTime(new Date(message.sentAt)) : ''}</TableCell>
            <TableCell>{message.lastError ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The customer page's 'E-post' dialog: the outbox's messages about any of the customer's invoices. */
export function CustomerMailDialog({ read, onClose }: { read: ServerRead<readonly OutboxMessage[]>; onClose: () => void }) {
  const container = useDialogLayer();
  return (
    <Dialog open container={container} onClose={onClose} aria-labelledby="customer-mail-title" maxWidth="lg" fullWidth>
      <DialogTitle id="customer-mail-title">E-post om kundens bilag</DialogTitle>
      <DialogContent>
        <OutboxTable read={read} label="E-post" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}
