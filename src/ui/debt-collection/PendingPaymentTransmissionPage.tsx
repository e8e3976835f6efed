import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { CollectionPayment, PaymentClient, PaymentTransmission } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { NO_PAYMENTS_MESSAGE, TRANSMISSION_NOT_FOUND_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { collectionStatusLabel } from '../../domain/labels/collectionStatus';
import { isPaymentSelectable } from '../../domain/selection/selectability';
import { paymentSelectionModel, readyPaymentCount } from '../../domain/debtCollection/transmissionSelection';
import { useServerRead } from '../serverState/useServerRead';
import { amount, day } from './format';
import { LoadState } from './LoadState';
import { numericParam } from './paths';
import { ClientGroupCells, PendingTransmissionView, useClientLines, type ClientLine } from './PendingTransmissionView';
import { useBundleApproval } from './useBundleApproval';
import { Cell, HeaderCell, Tag } from './VirtualRows';
import { formatInteger } from '../../domain/numbers/formatNumber';

type Line = ClientLine<PaymentClient, CollectionPayment>;

const paymentsOf = (client: PaymentClient) => client.payments;

/** Every column fits the page at 1280 px with the side menu open (issue 43); long headings wrap. */
const COLUMNS = '32px minmax(0, 2fr) 80px 88px 100px 88px 80px 56px 112px 72px';
/** On a phone: the tick, the customer and the amount; the rest is in the row's details. */
const PHONE_COLUMNS = '32px minmax(0, 1fr) 100px';

/** "Forhåndsvisning av innbetalinger": the pending payment transmission, approved or rejected per payment (part 1 §2). */
export function PendingPaymentTransmissionPage() {
  const params = useParams();
  const bundleId = numericParam(params.bundleId);
  if (bundleId === null || !params.transmissionId) return <Typography>{TRANSMISSION_NOT_FOUND_MESSAGE}</Typography>;
  return <PendingPayments bundleId={bundleId} transmissionId={params.transmissionId} />;
}

function PendingPayments({ bundleId, transmissionId }: { bundleId: number; transmissionId: string }) {
  const port = useInjection(TOKENS.DebtCollection);
  const transmission = useServerRead(port.paymentTransmission(bundleId, transmissionId));
  if (transmission.data === null) return <Typography>{TRANSMISSION_NOT_FOUND_MESSAGE}</Typography>;
  if (!transmission.data) return <LoadState isPending={transmission.isPending} isError={transmission.isError} />;
  return <PaymentApproval transmission={transmission.data} refresh={transmission.refetch} />;
}

function PaymentApproval({ transmission, refresh }: { transmission: PaymentTransmission; refresh: () => unknown }) {
  const clients = transmission.clients;
  const dataModel = useMemo(() => paymentSelectionModel(clients), [clients]);
  const readyCount = useMemo(() => readyPaymentCount(clients), [clients]);
  const approval = useBundleApproval('payments', transmission.bundleId, dataModel, readyCount, refresh);
  const { actor, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const { lines, isOpen, toggle } = useClientLines(clients, paymentsOf);

  const details = {
    name: (line: Line) => (line.kind === 'item' ? `innbetaling ${line.item.id}` : `${line.client.clientId} ${line.client.clientName}`),
    of: (line: Line) => {
      if (line.kind === 'client') {
        const { client } = line;
        return [
          { label: 'Venter', value: formatInteger(client.readyCount) },
          { label: 'Godkjent', value: formatInteger(client.approvedCount) },
          { label: 'Avvist', value: formatInteger(client.rejectedCount) },
          { label: 'Beløp', value: amount(client.sumAmount) },
        ];
      }
      const payment = line.item;
      return [
        { label: 'Kunde', value: `${payment.customerNumber} ${payment.customerName}` },
        { label: 'Fakturanr.', value: String(payment.invoiceNumber) },
        { label: 'Dato', value: day(payment.regDate) },
        { label: 'Beløp', value: amount(payment.amount) },
        { label: 'Renter', value: amount(payment.interestPart) },
        { label: 'Gebyr', value: amount(payment.feePart) },
        { label: 'Kode', value: payment.tag ?? '' },
        { label: 'Nr. hos inkassoselskap', value: payment.agencyCustomerNumber ?? '' },
        { label: 'Status', value: collectionStatusLabel(payment.status) },
      ];
    },
  };
  const renderLine = (line: Line) => {
    const { client } = line;
    if (line.kind === 'client') {
      return (
        <ClientGroupCells approval={approval} client={client} open={isOpen(client.clientId)} onToggleOpen={() => toggle(client.clientId)} span={9}>
          Venter {formatInteger(client.readyCount)}, godkjent {formatInteger(client.approvedCount)}, avvist {formatInteger(client.rejectedCount)}, beløp {amount(client.sumAmount)}
        </ClientGroupCells>
      );
    }
    const payment = line.item;
    return (
      <>
        <Cell phone>
          <input
            type="checkbox"
            aria-label={`Velg innbetaling ${payment.id} fra ${payment.customerName}`}
            checked={ticked.has(payment.id)}
            disabled={!isPaymentSelectable(payment)}
            onChange={() => actor.send({ type: 'TOGGLE_ROW', id: payment.id })}
          />
        </Cell>
        <Cell phone>{`${payment.customerNumber} ${payment.customerName}`}</Cell>
        <Cell align="right">{payment.invoiceNumber}</Cell>
        <Cell>{day(payment.regDate)}</Cell>
        <Cell align="right" phone>
          {amount(payment.amount)}
        </Cell>
        <Cell align="right">{amount(payment.interestPart)}</Cell>
        <Cell align="right">{amount(payment.feePart)}</Cell>
        <Cell>{payment.tag && <Tag text={payment.tag} />}</Cell>
        <Cell>{payment.agencyCustomerNumber}</Cell>
        <Cell>{collectionStatusLabel(payment.status)}</Cell>
      </>
    );
  };

  return (
    <PendingTransmissionView
      kind="payments"
      transmission={transmission}
      title="Forhåndsvisning av innbetalinger"
      allLabel="Velg alle innbetalinger"
      approval={approval}
      readyCount={readyCount}
      emptyMessage={NO_PAYMENTS_MESSAGE}
      isEmpty={clients.length === 0}
      tableLabel="Innbetalinger"
      lines={lines}
      lineKey={(line) => (line.kind === 'client' ? `c${line.client.clientId}` : `p${line.item.id}`)}
      renderLine={renderLine}
      columns={COLUMNS}
      phoneColumns={PHONE_COLUMNS}
      details={details}
      header={
        <>
          <HeaderCell phone />
          <HeaderCell phone>Kunde</HeaderCell>
          <HeaderCell align="right">Fakturanr.</HeaderCell>
          <HeaderCell>Dato</HeaderCell>
          <HeaderCell align="right" phone>
            Beløp
          </HeaderCell>
          <HeaderCell align="right">Renter</HeaderCell>
          <HeaderCell align="right">Gebyr</HeaderCell>
          <HeaderCell>Kode</HeaderCell>
          <HeaderCell>Nr. hos inkassoselskap</HeaderCell>
          <HeaderCell>Status</HeaderCell>
        </>
      }
    />
  );
}
