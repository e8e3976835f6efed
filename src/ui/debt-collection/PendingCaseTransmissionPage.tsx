import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { CaseClient, CaseTransmission, CollectionCase } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { NO_CASES_MESSAGE, TRANSMISSION_NOT_FOUND_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { caseSelectionModel, listedCaseClients, readyCaseCount } from '../../domain/debtCollection/transmissionSelection';
import { sumOre } from '../../domain/money/ore';
import { allState, groupState, isGroupSelectable } from '../../domain/selection/selectionModel';
import { useServerRead } from '../serverState/useServerRead';
import { ApprovalAlert, DecisionButtons, RowTriStateCheckbox, TriStateCheckbox } from './approvalControls';
import { EditCaseDialog } from './EditCaseDialog';
import { amount, day } from './format';
import { EditIcon } from './icons';
import { LoadState } from './LoadState';
import { numericParam } from './paths';
import { TransmissionHeading } from './TransmissionHeading';
import { useBundleApproval } from './useBundleApproval';
import { Cell, ExpandButton, HeaderCell, RowIconButton, VirtualRows } from './VirtualRows';

type Line = { kind: 'client'; client: CaseClient } | { kind: 'case'; client: CaseClient; caseRow: CollectionCase };

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
  const { actor, model, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<{ caseRow: CollectionCase; client: CaseClient } | null>(null);
  const lines = useMemo(
    () =>
      clients.flatMap<Line>((client) => [
        { kind: 'client', client },
        ...(collapsed.has(client.clientId) ? [] : client.invoices.map((caseRow) => ({ kind: 'case' as const, client, caseRow }))),
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
    const { client } = line;
    if (line.kind === 'client') {
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
          <Cell span={8}>
            <ExpandButton open={open} name={client.clientName} onClick={() => toggleCollapsed(client.clientId)} />
            <strong>
              {client.clientId} {client.clientName}
            </strong>{' '}
            — Venter {client.readyCount} ({amount(sumWhere(client.invoices, 'Ready'))}), godkjent {client.approvedCount} (
            {amount(sumWhere(client.invoices, 'Approved'))}), avvist {client.rejectedCount}
          </Cell>
        </>
      );
    }
    const { caseRow } = line;
    const canChoose = caseRow.status === 'Ready' && client.agencyCustomerNumbers.length > 0;
    return (
      <>
        <Cell>
          <input
            type="checkbox"
            aria-label={`Velg sak ${caseRow.id} for ${caseRow.customerName}`}
            checked={ticked.has(caseRow.id)}
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
        <Cell>{caseRow.caseNumber ?? caseRow.status}</Cell>
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
    <Box component="main">
      <TransmissionHeading
        kind="cases"
        bundleId={transmission.bundleId}
        pending
        title="Forhåndsvisning av saker"
        facts={[
          ['Inkassoselskap', transmission.agency.name],
          ['Filformat', transmission.agency.fileFormat ?? ''],
          ['Dato', day(transmission.date)],
          ['Oversendelse', transmission.transmissionId],
        ]}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography>
          <TriStateCheckbox state={allState(model, selection)} label="Velg alle saker" disabled={readyCount === 0} onToggle={() => actor.send({ type: 'TOGGLE_ALL' })} />{' '}
          {selection.length} av {readyCount} valgt
        </Typography>
        <DecisionButtons enabled={approval.canDecide} onApprove={() => actor.send({ type: 'APPROVE' })} onReject={() => actor.send({ type: 'REJECT' })} />
      </Stack>
      <Paper>
        {clients.length === 0 ? (
          <Typography sx={{ p: 2 }}>{NO_CASES_MESSAGE}</Typography>
        ) : (
          <VirtualRows
            label="Saker"
            lines={lines}
            lineKey={(line) => (line.kind === 'client' ? `c${line.client.clientId}` : `s${line.caseRow.id}`)}
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
          />
        )}
      </Paper>
      {editing && <EditCaseDialog caseRow={editing.caseRow} numbers={editing.client.agencyCustomerNumbers} onClose={() => setEditing(null)} />}
      <ApprovalAlert message={approval.alert} onClose={() => actor.send({ type: 'DISMISS_ALERT' })} />
    </Box>
  );
}
