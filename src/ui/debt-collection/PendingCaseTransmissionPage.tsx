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

type Line = ClientLine<CaseClient, CollectionCase>;

const casesOf = (client: CaseClient) => client.invoices;

const COLUMNS = '40px minmax(180px, 2.5fr) 1fr 1fr 1fr 0.8fr 0.8fr 1.2fr 1.3fr';

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
  return <CaseApproval transmission={transmission.data} />;
}

function sumWhere(cases: readonly CollectionCase[], status: CollectionCase['status']) {
  return sumOre(cases.filter((c) => c.status === status).map((c) => c.invoiceAmount));
}

function CaseApproval({ transmission }: { transmission: CaseTransmission }) {
  const clients = useMemo(() => listedCaseClients(transmission.clients), [transmission.clients]);
  const dataModel = useMemo(() => caseSelectionModel(clients), [clients]);
  const readyCount = useMemo(() => readyCaseCount(clients), [clients]);
  const approval = useBundleApproval('cases', transmission.bundleId, dataModel, readyCount);
  const { actor, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const { lines, isOpen, toggle } = useClientLines(clients, casesOf);
  const [editing, setEditing] = useState<{ caseRow: CollectionCase; client: CaseClient } | null>(null);

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
    const canChoose = isAwaitingDecision(caseRow) && client.agencyCustomerNumbers.length > 0;
    return (
      <>
        <Cell>
          <input
            type="checkbox"
            aria-label={`Velg sak ${caseRow.id} for ${caseRow.customerName}`}
            checked={ticked.has(caseRow.id)}
            disabled={!isAwaitingDecision(caseRow)}
            onChange={() => actor.send({ type: 'TOGGLE_ROW', id: caseRow.id })}
          />
        </Cell>
        <Cell>
          {caseRow.customerNumber} {caseRow.customerName}
        </Cell>
        <Cell align="right">{caseRow.invoiceNumber}</Cell>
        <Cell align="right">{amount(caseRow.invoiceAmount)}</Cell>
        <Cell align="right">{amount(caseRow.restAmount)}</Cell>
        <Cell align="right">{amount(caseRow.interestPart)}</Cell>
        <Cell align="right">{amount(caseRow.feePart)}</Cell>
        <Cell>{caseRow.caseNumber}</Cell>
        <Cell>
          {caseRow.agencyCustomerNumber}
          {canChoose && (
            <RowIconButton label="Velg Inkassoselskap" onClick={() => setEditing({ caseRow, client })}>
              <EditIcon />
            </RowIconButton>
          )}
        </Cell>
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
      header={
        <>
          <HeaderCell />
          <HeaderCell>Kunde</HeaderCell>
          <HeaderCell align="right">Fakturanr.</HeaderCell>
          <HeaderCell align="right">Beløp</HeaderCell>
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
