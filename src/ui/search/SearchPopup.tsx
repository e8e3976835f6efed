import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ClientHit, CustomerHit, InvoiceHit } from '../../application/ports/search.port';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import { POPUP_MAX_RESULTS } from '../../domain/search/searchRequestRules';
import { clientPath, customerPath, invoicePath } from '../app/paths';
import { ClientPicker } from './ClientPicker';
import { ResultField } from './ResultField';
import { searchPageAddress } from './searchAddress';
import { SearchOpensPageToggle } from './SearchOpensPageToggle';
import { useCustomerSearch, useInvoiceSearch } from './useSearches';

export const POPUP_TITLE = 'Søk';
export const ADVANCED_SEARCH_TEXT = 'Avansert søk';

function place(hit: { readonly addressLine1: string | null; readonly postNo: string | null; readonly cityName?: string | null }): string {
  return [hit.addressLine1, [hit.postNo, hit.cityName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

const clientOf = (hit: { readonly clientId: number; readonly clientName: string | null }) => `Klient ${hit.clientId}${hit.clientName ? ` ${hit.clientName}` : ''}`;

const customerSecondary = (c: CustomerHit) => [`Kundenr. ${c.nr}`, clientOf(c), place(c)].filter(Boolean).join(' · ');

const invoiceSecondary = (i: InvoiceHit) => [clientOf(i), formatNorwegianDate(i.jourDate), `${formatAmount(i.amount)} kr`].join(' · ');

/**
 * The search popup of part 1 §2: a client (Enter jumps to it; chosen, it limits the other two searches),
 * customers by name or number (at most 10) and invoices by number. Keyboard only: focus starts in the
 * client field, Tab moves on, the arrow keys move through results and Enter opens one.
 */
export default function SearchPopup({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [client, setClient] = useState<ClientHit | null>(null);
  const [customerTerm, setCustomerTerm] = useState('');
  const [invoiceTerm, setInvoiceTerm] = useState('');
  const clientId = client?.id ?? null;
  const customers = useCustomerSearch('text', customerTerm, clientId, POPUP_MAX_RESULTS);
  const invoices = useInvoiceSearch('std', invoiceTerm, clientId, POPUP_MAX_RESULTS);

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const advanced =
    invoiceTerm.trim() !== '' && customerTerm.trim() === ''
      ? searchPageAddress({ tab: 'invoice', mode: 'std', term: invoiceTerm, clientId })
      : searchPageAddress({ tab: 'customer', mode: 'text', term: customerTerm, clientId });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="search-popup-title">
      <DialogTitle id="search-popup-title">{POPUP_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ClientPicker id="search-popup-client" label="Klient" value={client} onChange={setClient} onEnter={(c) => go(clientPath(c.id))} autoFocus />
          <ResultField
            id="search-popup-customer"
            label="Kunde"
            term={customerTerm}
            onTermChange={setCustomerTerm}
            search={customers}
            optionKey={(c) => String(c.id)}
            primary={(c) => c.name}
            secondary={customerSecondary}
            onOpen={(c) => go(customerPath(c.clientId, c.nr))}
          />
          <ResultField
            id="search-popup-invoice"
            label="Fakturanummer"
            term={invoiceTerm}
            onTermChange={setInvoiceTerm}
            search={invoices}
            optionKey={(i) => `${i.clientId}-${i.jourNo}`}
            primary={(i) => `${i.type === 'CREDITNOTE' ? 'Kreditnota' : 'Faktura'} ${i.jourNo} – ${i.customerName}`}
            secondary={invoiceSecondary}
            onOpen={(i) => go(invoicePath(i.clientId, i.customerNr, i.jourNo))}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <SearchOpensPageToggle />
        <Box>
          <Link component={RouterLink} to={advanced} onClick={onClose}>
            {ADVANCED_SEARCH_TEXT}
          </Link>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
