import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { PendingProduction } from '../../application/ports/pendingProductions.port';
import { useCustomerPages } from '../../composition/customers';

/**
 * The invoice or credit note of an entry as the customer gets it (part 1 §2 /production: view invoice or
 * credit note): the real PDF from the server (Document/ICEntry), found by the customer and journal number.
 */
export function ViewDocumentDialog({ entry, onClose }: { entry: PendingProduction; onClose: () => void }) {
  const pages = useCustomerPages();
  const title = `${entry.type === 'CREDITNOTE' ? 'Kreditnota' : 'Faktura'} ${entry.jourNr}`;
  const pdf = useQuery({
    queryKey: ['production-document', entry.entryId, entry.customerId, entry.jourNr],
    enabled: entry.customerId !== null,
    queryFn: async () => {
      const lookup = await pages.entry(entry.customerId!, entry.type, entry.jourNr).fetch();
      if (typeof lookup.found === 'string') return null;
      return (await pages.downloadDocument('Invoice', lookup.found.id)).content;
    },
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="view-document-title" fullWidth maxWidth="md">
      <DialogTitle id="view-document-title">{title}</DialogTitle>
      <DialogContent sx={{ height: '75vh' }}>
        {pdf.isPending && <Typography>Laster …</Typography>}
        {(pdf.isError || pdf.data === null) && <Typography>Feil under lasting av data</Typography>}
        {url && <iframe title={title} src={url} style={{ width: '100%', height: '100%', border: 0 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}
