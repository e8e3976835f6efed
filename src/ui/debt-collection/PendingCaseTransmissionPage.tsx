import { Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { CaseClient, CaseTransmission, CollectionCase } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { NO_CASES_MESSAGE, TRANSMISSION_NOT_FOUND_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { caseSelectionModel, listedCaseClients, readyCaseCount } from '../../domain/debtCollection/transmissionSelection';
import { sumOre } from '../../domain/money/ore';
import { isAwaitingDecision } from '../../domain/selection/selectability';
import { useServerRead } from '../serverState/useServerRead';
import { EditCaseDialog } from './EditCaseDialog';
import { amount } from './format';
import { EditIcon } from '../common/icons';
import { LoadState } from './LoadState';
import { numericParam } from './paths';
import { ClientGroupCells, PendingTransmissionView, useClientLines, type ClientLine } from './PendingTransmissionView';
import { useBundleApproval } from './useBundleApproval';
import { Cell, HeaderCell, RowIconButton } from './VirtualRows';
import { formatInteger } from '../../domain/numbers/formatNumber';
import { collectionStatusLabel } from '../../domain/labels/collectionStatus';

type Line = ClientLine<CaseClient, CollectionCase>;

const casesOf = (client: CaseClient) => client.invoices;

/** Every column fits the page at 1280 px with the side menu open (issue 43); long headings wrap. */
const COLUMNS = '32px minmax(0, 2fr) 80px 100px 100px 88px 80px minmax(0, 1fr) 136px';
/** On a phone: the tick, the customer and the amount; the rest is in the row's details. */
const PHONE_COLUMNS = '32px minmax(0, 1fr) 100px';

/** The pending case transmission: clients with ready cases, approved or rejected per case (part 1 §2). */
export function PendingCaseTransmissionPage() {
  const params = useParams();
  const bundleId = numericParam(params.bundleId);
  if (bundleId === null || !params.transmissionId) return <Typography>{TRANSMISSION_NOT_FOUND_MESSAGE}</Typography>;
  return <PendingCases bundleId={bundleId} transmissionId={params.transmissionId} />;
}

function PendingCases({ bundleId, transmissionId }: { bundleId: number; transmissionId: string }) {
  const port = useInjection(TOKENS.DebtCollection);
  const transmission = useServerRead(port.caseTransmission(bundleId, transmissionId));
  if (transmission.data === null) return <Typography>{TRANSMISSION_NOT_FOUND_MESSAGE}</Typography>;
  if (!transmission.data) return <LoadState isPending={transmission.isPending} isError={transmission.isError} />;
  return <CaseApproval transmission={transmission.data} refresh={transmission.refetch} />;
}

function sumWhere(cases: readonly CollectionCase[], status: CollectionCase['status']) {
  return sumOre(cases.filter((c) => c.status === status).map((c) => c.invoiceAmount));
}

function CaseApproval({ transmission, refresh }: { transmission: CaseTransmission; refresh: () => unknown }) {
  const clients = useMemo(() => listedCaseClients(transmission.clients), [transmission.clients]);
  const dataModel = useMemo(() => caseSelectionModel(clients), [clients]);
  const readyCount = useMemo(() => readyCaseCount(clients), [clients]);
  const approval = useBundleApproval('cases', transmission.bundleId, dataModel, readyCount, refresh);
  const { actor, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const { lines, isOpen, toggle } = useClientLines(clients, casesOf);
  const [editing, setEditing] = useState<{ caseRow: CollectionCase; client: CaseClient } | null>(null);

  const agencyNumber = (caseRow: CollectionCase, client: CaseClient) => (
    <>
      {caseRow.agencyCustomerNumber}
      {isAwaitingDecision(caseRow) && client.agencyCustomerNumbers.length > 0 && (
        <RowIconButton label="Velg Inkassoselskap" onClick={() => setEditing({ caseRow, client })}>
          <EditIcon />
        </RowIconButton>
      )}
    </>
  );
  const details = {
    name: (line: Line) => (line.kind === 'item' ? `sak ${line.item.id}` : `${line.client.clientId} ${line.client.clientName}`),
    of: (line: Line) => {
      if (line.kind === 'client') {
        const { client } = line;
        return [
          { label: 'Venter', value: `${formatInteger(client.readyCount)} (${amount(sumWhere(client.invoices, 'Ready'))})` },
          { label: 'Godkjent', value: `${formatInteger(client.approvedCount)} (${amount(sumWhere(client.invoices, 'Approved'))})` },
          { label: 'Avvist', value: formatInteger(client.rejectedCount) },
        ];
      }
      const caseRow = line.item;
      return [
        { label: 'Kunde', value: `${caseRow.customerNumber} ${caseRow.customerName}` },
        { label: 'Fakturanr.', value: String(caseRow.invoiceNumber) },
        { label: 'Beløp', value: amount(caseRow.invoiceAmount) },
        { label: 'Restbeløp', value: amount(caseRow.restAmount) },
        { label: 'Renter', value: amount(caseRow.interestPart) },
        { label: 'Gebyr', value: amount(caseRow.feePart) },
        { label: 'Saksnr.', value: caseRow.caseNumber ?? '' },
        { label: 'Kundenr. hos inkassoselskap', value: agencyNumber(caseRow, line.client) },
        { label: 'Status', value: collectionStatusLabel(caseRow.status) },
      ];
    },
  };
  const renderLine = (line: Line) => {
    const { client } = line;
    if (line.kind === 'client') {
      return (
        <ClientGroupCells approval={approval} client={client} open={isOpen(client.clientId)} onToggleOpen={() => toggle(client.clientId)} span={8}>
          Venter {formatInteger(client.readyCount)} ({amount(sumWhere(client.invoices, 'Ready'))}), godkjent {formatInteger(client.approvedCount)} (
          {amount(sumWhere(client.invoices, 'Approved'))}), avvist {formatInteger(client.rejectedCount)}
        </ClientGroupCells>
      );
    }
    const caseRow = line.item;
    return (
      <>
        <Cell phone>
          <input
            type="checkbox"
            aria-label={`Velg sak ${caseRow.id} for ${caseRow.customerName}`}
            checked={ticked.has(caseRow.id)}
            disabled={!isAwaitingDecision(caseRow)}
            onChange={() => actor.send({ type: 'TOGGLE_ROW', id: caseRow.id })}
          />
        </Cell>
        <Cell phone>{`${caseRow.customerNumber} ${caseRow.customerName}`}</Cell>
        <Cell align="right">{caseRow.invoiceNumber}</Cell>
        <Cell align="right" phone>
          {amount(caseRow.invoiceAmount)}
        </Cell>
        <Cell align="right">{amount(caseRow.restAmount)}</Cell>
        <Cell align="right">{amount(caseRow.interestPart)}</Cell>
        <Cell align="right">{amount(caseRow.feePart)}</Cell>
        <Cell>{caseRow.caseNumber}</Cell>
        <Cell>{agencyNumber(caseRow, client)}</Cell>
      </>
    );
  };

  return (
    <PendingTransmissionView
      kind="cases"
      transmission={transmission}
      title="Forhåndsvisning av saker"
      allLabel="Velg alle saker"
      approval={approval}
      readyCount={readyCount}
      emptyMessage={NO_CASES_MESSAGE}
      isEmpty={clients.length === 0}
      tableLabel="Saker"
      lines={lines}
      lineKey={(line) => (line.kind === 'client' ? `c${line.client.clientId}` : `s${line.item.id}`)}
      renderLine={renderLine}
      columns={COLUMNS}
      phoneColumns={PHONE_COLUMNS}
      details={details}
      header={
        <>
          <HeaderCell phone />
          <HeaderCell phone>Kunde</HeaderCell>
          <HeaderCell align="right">Fakturanr.</HeaderCell>
          <HeaderCell align="right" phone>
            Beløp
          </HeaderCell>
          <HeaderCell align="right">Restbeløp</HeaderCell>
          <HeaderCell align="right">Renter</HeaderCell>
          <HeaderCell align="right">Gebyr</HeaderCell>
          <HeaderCell>Saksnr.</HeaderCell>
          <HeaderCell>Kundenr. hos inkassoselskap</HeaderCell>
        </>
      }
    >
      {editing && <EditCaseDialog caseRow={editing.caseRow} numbers={editing.client.agencyCustomerNumbers} onClose={() => setEditing(null)} />}
    </PendingTransmissionView>
  );
}
