import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { CollectionPayment, PaymentClient, PaymentTransmission } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { NO_PAYMENTS_MESSAGE, TRANSMISSION_NOT_FOUND_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { paymentSelectionModel, readyPaymentCount } from '../../domain/debtCollection/transmissionSelection';
import { allState, groupState, isGroupSelectable } from '../../domain/selection/selectionModel';
import { useServerRead } from '../serverState/useServerRead';
import { ApprovalAlert, DecisionButtons, RowTriStateCheckbox, TriStateCheckbox } from './approvalControls';
import { amount, day } from './format';
import { LoadState } from './LoadState';
import { numericParam } from './paths';
import { TransmissionHeading } from './TransmissionHeading';
import { useBundleApproval } from './useBundleApproval';
import { Cell, ExpandButton, HeaderCell, Tag, VirtualRows } from './VirtualRows';

type Line = { kind: 'client'; client: PaymentClient } | { kind: 'payment'; client: PaymentClient; payment: CollectionPayment };

const COLUMNS = '40px minmax(180px, 2.5fr) 1fr 1fr 1fr 0.8fr 0.8fr 0.8fr 1fr 0.8fr';

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
  return <PaymentApproval transmission={transmission.data} />;
}

function PaymentApproval({ transmission }: { transmission: PaymentTransmission }) {
  const clients = transmission.clients;
  const dataModel = useMemo(() => paymentSelectionModel(clients), [clients]);
  const readyCount = useMemo(() => readyPaymentCount(clients), [clients]);
  const approval = useBundleApproval('payments', transmission.bundleId, dataModel, readyCount);
  const { actor, model, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const lines = useMemo(
    () =>
      clients.flatMap<Line>((client) => [
        { kind: 'client', client },
        ...(collapsed.has(client.clientId) ? [] : client.payments.map((payment) => ({ kind: 'payment' as const, client, payment }))),
      ]),
    [clients, collapsed],
  );
  const toggleCollapsed = (clientId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(clientId)) next.add(clientId);
      return next;
    });

  const renderLine = (line: Line) => {
    if (line.kind === 'client') {
      const { client } = line;
      const open = !collapsed.has(client.clientId);
      return (
        <>
          <Cell>
            <RowTriStateCheckbox
              state={groupState(model, selection, client.clientId)}
              label={`Velg alle for ${client.clientName}`}
              disabled={!isGroupSelectable(model, client.clientId)}
              onToggle={() => actor.send({ type: 'TOGGLE_GROUP', id: client.clientId })}
            />
          </Cell>
          <Cell span={9}>
            <ExpandButton open={open} name={client.clientName} onClick={() => toggleCollapsed(client.clientId)} />
            <strong>
              {client.clientId} {client.clientName}
            </strong>{' '}
            — Venter {client.readyCount}, godkjent {client.approvedCount}, avvist {client.rejectedCount}, beløp {amount(client.sumAmount)}
          </Cell>
        </>
      );
    }
    const { payment } = line;
    return (
      <>
        <Cell>
          <input
            type="checkbox"
            aria-label={`Velg innbetaling ${payment.id} fra ${payment.customerName}`}
            checked={ticked.has(payment.id)}
            onChange={() => actor.send({ type: 'TOGGLE_ROW', id: payment.id })}
          />
        </Cell>
        <Cell>
          {payment.customerNumber} {payment.customerName}
        </Cell>
        <Cell align="right">{payment.invoiceNumber}</Cell>
        <Cell>{day(payment.regDate)}</Cell>
        <Cell align="right">{amount(payment.amount)}</Cell>
        <Cell align="right">{amount(payment.interestPart)}</Cell>
        <Cell align="right">{amount(payment.feePart)}</Cell>
        <Cell>{payment.tag && <Tag text={payment.tag} />}</Cell>
        <Cell>{payment.agencyCustomerNumber}</Cell>
        <Cell>{payment.status}</Cell>
      </>
    );
  };

  return (
    <Box component="main">
      <TransmissionHeading
        kind="payments"
        bundleId={transmission.bundleId}
        pending
        title="Forhåndsvisning av innbetalinger"
        facts={[
          ['Inkassoselskap', transmission.agency.name],
          ['Filformat', transmission.agency.fileFormat ?? ''],
          ['Dato', day(transmission.date)],
          ['Oversendelse', transmission.transmissionId],
        ]}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography>
          <TriStateCheckbox
            state={allState(model, selection)}
            label="Velg alle innbetalinger"
            disabled={readyCount === 0}
            onToggle={() => actor.send({ type: 'TOGGLE_ALL' })}
          />{' '}
          {selection.length} av {readyCount} valgt
        </Typography>
        <DecisionButtons enabled={approval.canDecide} onApprove={() => actor.send({ type: 'APPROVE' })} onReject={() => actor.send({ type: 'REJECT' })} />
      </Stack>
      <Paper>
        {clients.length === 0 ? (
          <Typography sx={{ p: 2 }}>{NO_PAYMENTS_MESSAGE}</Typography>
        ) : (
          <VirtualRows
            label="Innbetalinger"
            lines={lines}
            lineKey={(line) => (line.kind === 'client' ? `c${line.client.clientId}` : `p${line.payment.id}`)}
            renderLine={renderLine}
            columns={COLUMNS}
            header={
              <>
                <HeaderCell />
                <HeaderCell>Kunde</HeaderCell>
                <HeaderCell align="right">Fakturanr.</HeaderCell>
                <HeaderCell>Dato</HeaderCell>
                <HeaderCell align="right">Beløp</HeaderCell>
                <HeaderCell align="right">Renter</HeaderCell>
                <HeaderCell align="right">Gebyr</HeaderCell>
                <HeaderCell>Kode</HeaderCell>
                <HeaderCell>Nr. hos inkassoselskap</HeaderCell>
                <HeaderCell>Status</HeaderCell>
              </>
            }
          />
        )}
      </Paper>
      <ApprovalAlert message={approval.alert} onClose={() => actor.send({ type: 'DISMISS_ALERT' })} />
    </Box>
  );
}
