import { memo, useCallback, useState } from 'react';
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

const customerKey = (c: CustomerHit) => String(c.id);
const customerName = (c: CustomerHit) => c.name;
const customerSecondary = (c: CustomerHit) => [`Kundenr. ${c.nr}`, clientOf(c), place(c)].filter(Boolean).join(' · ');

const invoiceKey = (i: InvoiceHit) => `${i.clientId}-${i.jourNo}`;
const invoiceTitle = (i: InvoiceHit) => `${i.type === 'CREDITNOTE' ? 'Kreditnota' : 'Faktura'} ${i.jourNo} – ${i.customerName}`;
const invoiceSecondary = (i: InvoiceHit) => [clientOf(i), formatNorwegianDate(i.jourDate), `${formatAmount(i.amount)} kr`].join(' · ');

/** A field's text, and when its last keystroke came (performance.now()), which its debounce counts from. */
interface Typed {
  readonly term: string;
  readonly at?: number;
}

interface FieldProps {
  readonly typed: Typed;
  readonly onTermChange: (term: string) => void;
  readonly clientId: number | null;
  readonly go: (to: string) => void;
}

/** A field's state, stamped with the time of each keystroke as the officer types. */
function useTyped(): [Typed, (term: string) => void] {
  const [typed, setTyped] = useState<Typed>({ term: '' });
  const type = useCallback((term: string) => setTyped({ term, at: performance.now() }), []);
  return [typed, type];
}

// Each field reads its own search, so its debounce and its answer re-render that field alone, and memo
// keeps a keystroke in one field from re-rendering the client field and the other one: less work between
// the key and the debounce's timer, and between the answer and its paint (issue 6: 350 ms in all).
const CustomerField = memo(function CustomerField({ typed, onTermChange, clientId, go }: FieldProps) {
  const customers = useCustomerSearch('text', typed.term, clientId, POPUP_MAX_RESULTS, typed.at);
  return (
    <ResultField
      id="search-popup-customer"
      label="Kunde"
      term={typed.term}
      onTermChange={onTermChange}
      search={customers}
      optionKey={customerKey}
      primary={customerName}
      secondary={customerSecondary}
      onOpen={(c) => go(customerPath(c.clientId, c.nr))}
    />
  );
});

const InvoiceField = memo(function InvoiceField({ typed, onTermChange, clientId, go }: FieldProps) {
  const invoices = useInvoiceSearch('std', typed.term, clientId, POPUP_MAX_RESULTS, typed.at);
  return (
    <ResultField
      id="search-popup-invoice"
      label="Fakturanummer"
      term={typed.term}
      onTermChange={onTermChange}
      search={invoices}
      optionKey={invoiceKey}
      primary={invoiceTitle}
      secondary={invoiceSecondary}
      onOpen={(i) => go(invoicePath(i.clientId, i.customerNr, i.jourNo))}
    />
  );
});

const MemoClientPicker = memo(ClientPicker);
const MemoSearchOpensPageToggle = memo(SearchOpensPageToggle);

/**
 * The search popup of part 1 §2: a client (Enter jumps to it; chosen, it limits the other two searches),
 * customers by name or number (at most 10) and invoices by number. Keyboard only: focus starts in the
 * client field, Tab moves on, the arrow keys move through results and Enter opens one.
 */
export default function SearchPopup({ onClose }: { onClose: () => void }) {
  // The dialog (modal, focus trap, transitions) is outside the typed state, so keys do not re-render it.
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="search-popup-title">
      <SearchPopupContent onClose={onClose} />
    </Dialog>
  );
}

function SearchPopupContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [client, setClient] = useState<ClientHit | null>(null);
  const [customer, typeCustomer] = useTyped();
  const [invoice, typeInvoice] = useTyped();
  const customerTerm = customer.term;
  const invoiceTerm = invoice.term;
  const clientId = client?.id ?? null;

  const go = useCallback(
    (to: string) => {
      onClose();
      void navigate(to);
    },
    [onClose, navigate],
  );
  const openClient = useCallback((c: ClientHit) => go(clientPath(c.id)), [go]);
  const advanced =
    invoiceTerm.trim() !== '' && customerTerm.trim() === ''
      ? searchPageAddress({ tab: 'invoice', mode: 'std', term: invoiceTerm, clientId })
      : searchPageAddress({ tab: 'customer', mode: 'text', term: customerTerm, clientId });

  return (
    <>
      <DialogTitle id="search-popup-title">{POPUP_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MemoClientPicker id="search-popup-client" label="Klient" value={client} onChange={setClient} onEnter={openClient} autoFocus />
          <CustomerField typed={customer} onTermChange={typeCustomer} clientId={clientId} go={go} />
          <InvoiceField typed={invoice} onTermChange={typeInvoice} clientId={clientId} go={go} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <MemoSearchOpensPageToggle />
        <Box>
          <Link component={RouterLink} to={advanced} onClick={onClose}>
            {ADVANCED_SEARCH_TEXT}
          </Link>
        </Box>
      </DialogActions>
    </>
  );
}
