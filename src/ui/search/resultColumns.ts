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
  { header: 'Klient', cell: client, width: 20 },
  { header: 'Kunde', cell: (c) => joined(' ', c.nr, c.name), link: true, width: 20 },
  { header: 'Adresse', cell: (c) => joined(', ', c.addressLine1, c.addressLine2), width: 18 },
  { header: 'Postnr. og sted', cell: (c) => joined(' ', c.postNo, c.cityName), width: 14 },
  { header: 'E-post', cell: (c) => c.email ?? '', width: 18 },
  { header: 'Org.nr.', cell: orgNo, width: 10 },
];

/**
 * The result columns of part 1 §2 /search/ for invoices and credit notes: twelve, so names and addresses
 * get the room and the numbers and dates what their text needs at 1440 px.
 */
export const invoiceColumns: readonly ResultColumn<InvoiceHit>[] = [
  { header: 'Klient', cell: client, width: 10 },
  { header: 'Kunde', cell: (i) => joined(' ', i.customerNr, i.customerName), width: 11 },
  { header: 'Adresse', cell: (i) => i.addressLine1 ?? '', width: 8 },
  { header: 'Postnr. og sted', cell: (i) => joined(' ', i.postNo, i.cityName), width: 8 },
  { header: 'E-post', cell: (i) => i.email ?? '', width: 8 },
  { header: 'Org.nr.', cell: orgNo, width: 7 },
  { header: 'Fakturanr.', headerParts: ['Faktura', 'nr.'], cell: (i) => (i.type === 'CREDITNOTE' ? `${i.jourNo} (kreditnota)` : String(i.jourNo)), link: true, width: 8 },
  { header: 'Fakturadato', headerParts: ['Faktura', 'dato'], cell: (i) => formatNorwegianDate(i.jourDate), width: 8 },
  { header: 'Forfallsdato', headerParts: ['Forfalls', 'dato'], cell: (i) => (i.dueDate ? formatNorwegianDate(i.dueDate) : ''), width: 8 },
  { header: 'Beløp', cell: (i) => formatAmount(i.amount), align: 'right', width: 8 },
  { header: 'Forsendelse', headerParts: ['For', 'sendelse'], cell: (i) => (i.shipment ? shipmentLabel(i.shipment) : ''), width: 8 },
  { header: 'Deres ref.', cell: (i) => i.yourRef ?? '', width: 8 },
];
