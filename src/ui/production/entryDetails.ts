import type { ProductionEntryView } from '../../application/ports/pendingProductions.port';
import type { RowDetail } from '../debt-collection/VirtualRows';
import { amount, day } from '../debt-collection/format';

/** What a production entry is, in its details button and panel: 'bilag 10772'. */
export const entryName = (entry: ProductionEntryView) => `bilag ${entry.jourNr}`;

/** Every field of a production entry as its row's details list them (production, failed shipments, history). */
export function entryDetails(entry: ProductionEntryView): RowDetail[] {
  return [
    { label: 'Kunde', value: `${entry.customerNr} ${entry.customerName}` },
    { label: 'Klient', value: `${entry.clientId} ${entry.clientName}` },
    { label: 'Type', value: entry.type === 'CREDITNOTE' ? 'Kreditnota' : 'Faktura' },
    { label: 'Bilagsnr', value: String(entry.jourNr) },
    { label: 'Beløp', value: amount(entry.amount) },
    { label: 'Bilagsdato', value: day(entry.jourDate) },
    { label: 'Forfall', value: day(entry.dueDate) },
    { label: 'Forsendelse', value: entry.shipmentLabel },
    { label: 'Deres ref.', value: entry.yourRef ?? '' },
    { label: 'Status', value: entry.statusText ?? '' },
  ];
}
