import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import type { EntryFormPort } from '../../../application/ports/entryForm.port';
import { NO_OPEN_POSTS_MESSAGE, REF_INVOICE_PICKER_TITLE } from '../../../domain/entry/entryFormTexts';
import { formatAmount } from '../../../domain/money/formatAmount';
import { useDialogLayer } from '../../common/dialogLayer';
import { Empty, Loading } from '../../common/ReadStates';
import { useServerRead } from '../../serverState/useServerRead';

/** Up and Down move focus between the listed invoices (a List has no roving focus of its own, unlike a MenuList). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="button"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
  event.preventDefault();
  next?.focus();
}

/** 'Velg ref. faktura': the customer's open invoices, newest first (as the server lists them), picked by arrow keys and Enter. */
export function RefInvoiceDialog({ port, customerId, onPick, onClose }: { port: EntryFormPort; customerId: number; onPick(invoiceNr: number): void; onClose(): void }) {
  const invoices = useServerRead(port.openInvoices(customerId));
  const first = useRef<HTMLDivElement>(null);
  // The first open invoice takes focus once the list is there: arrow keys and Enter pick.
  useEffect(() => {
    if (invoices.data?.length) first.current?.focus();
  }, [invoices.data]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="ref-invoice-title" container={useDialogLayer()} fullWidth maxWidth="sm">
      <DialogTitle id="ref-invoice-title">{REF_INVOICE_PICKER_TITLE}</DialogTitle>
      <DialogContent>
        {invoices.isPending ? (
          <Loading />
        ) : (invoices.data ?? []).length === 0 ? (
          <Empty text={NO_OPEN_POSTS_MESSAGE} />
        ) : (
          <List dense onKeyDown={moveFocus}>
            {(invoices.data ?? []).map((invoice, i) => (
              <ListItemButton key={invoice.entryId} {...(i === 0 ? { ref: first } : {})} onClick={() => onPick(invoice.invoiceNr)}>
                <ListItemText primary={`Faktura ${invoice.invoiceNr}`} secondary={`${invoice.invoiceDate ?? ''} · ${formatAmount(invoice.amountIncTax)} · rest ${formatAmount(invoice.restAmount)}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
      </DialogActions>
    </Dialog>
  );
}
