import type { CustomerHit, InvoiceHit } from '../../application/ports/search.port';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { formatOrgNumber } from '../../domain/identifiers/orgNumber';
import { formatAmount } from '../../domain/money/formatAmount';
import { shipmentLabel } from '../../domain/shipment/shipmentType';
import type { ResultColumn } from './ResultsTable';

/** Parts that are there, joined; an empty cell when none are. */
const joined = (separator: string, ...parts: readonly (string | number | null | undefined)[]): string =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(separator);

const client = (hit: { readonly clientId: number; readonly clientName: string | null }) => joined(' ', hit.clientId, hit.clientName);
const orgNo = (hit: { readonly orgNo: string | null }) => (hit.orgNo ? formatOrgNumber(hit.orgNo) : '');

/** The result columns of part 1 §2 /search/ for customers. */
export const customerColumns: readonly ResultColumn<CustomerHit>[] = [
  { header: 'Klient', cell: client },
  { header: 'Kunde', cell: (c) => joined(' ', c.nr, c.name), link: true },
  { header: 'Adresse', cell: (c) => joined(', ', c.addressLine1, c.addressLine2) },
  { header: 'Postnr. og sted', cell: (c) => joined(' ', c.postNo, c.cityName) },
  { header: 'E-post', cell: (c) => c.email ?? '' },
  { header: 'Org.nr.', cell: orgNo, nowrap: true },
];

/** The result columns of part 1 §2 /search/ for invoices and credit notes. */
export const invoiceColumns: readonly ResultColumn<InvoiceHit>[] = [
  { header: 'Klient', cell: client },
  { header: 'Kunde', cell: (i) => joined(' ', i.customerNr, i.customerName) },
  { header: 'Adresse', cell: (i) => i.addressLine1 ?? '' },
  { header: 'Postnr. og sted', cell: (i) => joined(' ', i.postNo, i.cityName) },
  { header: 'E-post', cell: (i) => i.email ?? '' },
  { header: 'Org.nr.', cell: orgNo, nowrap: true },
  { header: 'Fakturanr.', cell: (i) => (i.type === 'CREDITNOTE' ? `${i.jourNo} (kreditnota)` : String(i.jourNo)), link: true },
  { header: 'Fakturadato', cell: (i) => formatNorwegianDate(i.jourDate) },
  { header: 'Forfallsdato', cell: (i) => (i.dueDate ? formatNorwegianDate(i.dueDate) : '') },
  { header: 'Beløp', cell: (i) => formatAmount(i.amount), align: 'right', nowrap: true },
  { header: 'Forsendelse', cell: (i) => (i.shipment ? shipmentLabel(i.shipment) : '') },
  { header: 'Deres ref.', cell: (i) => i.yourRef ?? '' },
];
