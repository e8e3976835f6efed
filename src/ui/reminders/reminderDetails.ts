import type { Reminder } from '../../application/ports/reminders.port';
import { CUSTOMER_TYPE_LABELS } from '../../domain/customer/customerType';
import { reminderStepLabel } from '../../domain/labels/codeLabels';
import { countText } from '../../domain/numbers/formatNumber';
import { shipmentLabel } from '../../domain/shipment/shipmentType';
import type { RowDetail } from '../debt-collection/VirtualRows';
import { amount, day } from '../debt-collection/format';

/** Every field of a pending reminder as its row's details list them (issue 43: the row shows the chief ones). */
export function reminderDetails(r: Reminder): RowDetail[] {
  return [
    { label: 'Kunde', value: `${r.customerNo} ${r.customerName}` },
    { label: 'Kundetype', value: `${CUSTOMER_TYPE_LABELS[r.customerType]}${r.isCustomerTypeConfirmed ? '' : ' (ikke bekreftet)'}` },
    { label: 'Faktura', value: String(r.invoiceNo) },
    { label: 'Fakturadato', value: day(r.invoiceDate) },
    { label: 'Forfall', value: day(r.invoiceDueDate) },
    { label: 'Beløp', value: amount(r.invoiceAmount) },
    { label: 'Rest', value: amount(r.invoiceRestAmount) },
    { label: 'Purring', value: reminderStepLabel(r.reminderCode, r.reminderType) },
    { label: 'Gebyr', value: amount(r.feeAmount) },
    { label: 'Renter', value: amount(r.interestAmount) },
    { label: 'Sum', value: amount(r.sumAmount) },
    { label: 'Valuta', value: r.currencyCode },
    { label: 'Forsendelse', value: [shipmentLabel(r.shipmentType), r.customerEmail].filter(Boolean).join(' ') },
    { label: 'Ny forfall', value: day(r.reminderDueDate) },
    { label: 'KID', value: r.kid ?? '' },
    { label: 'Deres ref.', value: r.yourRef ?? '' },
    { label: 'Notater', value: r.numberOfNotes > 0 ? countText(r.numberOfNotes, 'notat', 'notater') : '' },
    { label: 'EU-gebyr', value: r.isEuFee ? 'Ja' : 'Nei' },
    // Issue 42: where the run used the last known value of a missing rule row.
    ...(r.ruleNotes.length > 0 ? [{ label: 'Regler', value: r.ruleNotes.join(' ') }] : []),
  ];
}
