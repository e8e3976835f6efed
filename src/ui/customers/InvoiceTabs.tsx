import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerPagesPort, InvoiceEvent, InvoiceView } from '../../application/ports/customerPages.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../domain/identifiers/email';
import { COPY_SENT_MESSAGE } from '../../domain/customer/customerPageTexts';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { dateOf, money, numeric } from './format';
import { OutboxTable } from './OutboxTable';

/** The invoice page's tabs besides the default one (part 2 §2.5), loaded when first opened. */
export function EventsTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const events = useServerRead(port.events(entry.id));
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed />;
  return (
    <Table size="small" aria-label="Historikk">
      <TableHead>
        <TableRow>
          <TableCell>Dato</TableCell>
          <TableCell>Hendelse</TableCell>
          <TableCell sx={numeric}>Beløp</TableCell>
          <TableCell sx={numeric}>Fakturadel</TableCell>
          <TableCell sx={numeric}>Rest renter</TableCell>
          <TableCell sx={numeric}>Rest gebyr</TableCell>
          <TableCell sx={numeric}>Saldo</TableCell>
          <TableCell>Dokument</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.data.map((event, index) => (
          <TableRow key={`${event.date}-${index}`}>
            <TableCell>{dateOf(event.date)}</TableCell>
            <TableCell>{event.event}</TableCell>
            <TableCell sx={numeric}>{money(event.amount)}</TableCell>
            <TableCell sx={numeric}>{money(event.invoicePart)}</TableCell>
            <TableCell sx={numeric}>{money(event.restInterest)}</TableCell>
            <TableCell sx={numeric}>{money(event.restFees)}</TableCell>
            <TableCell sx={numeric}>{money(event.saldo)}</TableCell>
            <TableCell>
              {event.printable ? (
                <DocumentButton
                  printable={event.printable}
                  port={port}
                  label={`${PRINTABLE_LABELS[event.printable.type] ?? event.printable.type} (PDF)`}
                  accessibleName={`Last ned ${(PRINTABLE_LABELS[event.printable.type] ?? event.printable.type).toLowerCase()} ${dateOf(event.date)} (PDF)`}
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const PRINTABLE_LABELS: Readonly<Record<string, string>> = { Invoice: 'Faktura', Creditnote: 'Kreditnota', Reminder: 'Purring' };

/** A link-like button that downloads one printable document of the Historikk. */
function DocumentButton({ printable, port, label, accessibleName }: {
  printable: NonNullable<InvoiceEvent['printable']>;
  port: CustomerPagesPort;
  label: string;
  accessibleName?: string;
}) {
  const fileSaver = useInjection(TOKENS.FileSaver);
  const download = useMutation({
    mutationFn: () => port.downloadDocument(printable.type === 'Reminder' ? 'Reminder' : 'Invoice', printable.id),
    onSuccess: (file) => fileSaver.saveBlob(file.fileName, file.content),
  });
  return (
    <Button size="small" onClick={() => download.mutate()} disabled={download.isPending} aria-label={accessibleName}>
      {label}
    </Button>
  );
}

/** Dokumenter: the PDFs of the entry and its reminders, and 'Send kopi' of them to an e-mail address. */
export function DocumentsTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const events = useServerRead(port.events(entry.id));
  const toasts = useInjection(TOKENS.Toasts);
  const [recipient, setRecipient] = useState('');
  const printables = (events.data ?? []).flatMap((event) => (event.printable ? [{ ...event.printable, date: event.date }] : []));
  const send = useMutation({
    mutationFn: () => port.sendCopy(entry.id, recipient.trim(), printables.map((p) => ({ id: p.id, type: p.type as 'Invoice' | 'Reminder' | 'Creditnote' }))),
    onSuccess: () => {
      toasts.notify({ severity: 'success', message: COPY_SENT_MESSAGE });
      setRecipient('');
    },
  });
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadFailed />;
  const badAddress = recipient.trim() !== '' && !isValidEmail(recipient.trim());
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="ul" sx={{ pl: 2, m: 0 }} aria-label="Dokumenter">
        {printables.map((printable) => (
          <li key={`${printable.type}-${printable.id}`}>
            {dateOf(printable.date)} {PRINTABLE_LABELS[printable.type] ?? printable.type}{' '}
            <DocumentButton printable={printable} port={port} label={`Last ned ${(PRINTABLE_LABELS[printable.type] ?? printable.type).toLowerCase()} (PDF)`} />
          </li>
        ))}
      </Box>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!badAddress && recipient.trim() !== '') send.mutate();
        }}
      >
        <TextField
          size="small"
          fullWidth
          type="email"
          label="E-post for kopi"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          error={badAddress}
          helperText={badAddress ? EMAIL_INVALID_MESSAGE : ' '}
        />
        <Button type="submit" variant="contained" disabled={badAddress || recipient.trim() === '' || send.isPending || printables.length === 0}>
          Send kopi
        </Button>
      </Box>
      <section aria-label="Sendt e-post">
        <Typography variant="h6" component="h2">
          Sendt e-post
        </Typography>
        <OutboxTable read={port.invoiceMail(entry.id)} label="Sendt e-post" />
      </section>
    </Box>
  );
}

export function NotesTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const notes = useServerRead(port.invoiceNotes(entry.id));
  if (notes.isPending) return <Loading />;
  if (notes.isError) return <LoadFailed />;
  if (notes.data.length === 0) return <Empty text="Ingen notater" />;
  return (
    <Box component="ul" sx={{ pl: 2 }}>
      {notes.data.map((note) => (
        <li key={note.id}>
          {dateOf(note.created)} {note.createdBy}: {note.text}
        </li>
      ))}
    </Box>
  );
}

