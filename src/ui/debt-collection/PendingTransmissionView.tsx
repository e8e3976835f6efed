import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import type { CaseTransmission, CollectionKind } from '../../application/ports/debtCollection.port';
import { allState, groupState, isGroupSelectable } from '../../domain/selection/selectionModel';
import { ApprovalAlert, DecisionButtons, RowTriStateCheckbox, TriStateCheckbox } from './approvalControls';
import { day } from './format';
import { TransmissionHeading } from './TransmissionHeading';
import type { useBundleApproval } from './useBundleApproval';
import { Cell, ExpandButton, VirtualRows, type LineDetails } from './VirtualRows';
import { formatInteger } from '../../domain/numbers/formatNumber';

type Approval = ReturnType<typeof useBundleApproval>;

/** A client's heading line, then its items unless the officer folded the client. */
export type ClientLine<Client, Item> = { kind: 'client'; client: Client } | { kind: 'item'; client: Client; item: Item };

/** The lines of a pending transmission's table, and which clients are folded. `itemsOf` must be stable. */
export function useClientLines<Client extends { clientId: number }, Item>(clients: readonly Client[], itemsOf: (client: Client) => readonly Item[]) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const lines = useMemo(
    () =>
      clients.flatMap<ClientLine<Client, Item>>((client) => [
        { kind: 'client', client },
        ...(collapsed.has(client.clientId) ? [] : itemsOf(client).map((item) => ({ kind: 'item' as const, client, item }))),
      ]),
    [clients, collapsed, itemsOf],
  );
  const toggle = (clientId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(clientId)) next.add(clientId);
      return next;
    });
  return { lines, isOpen: (clientId: number) => !collapsed.has(clientId), toggle };
}

/** A client's heading line: tick all of its items, fold it, and what the page sums up about it (`children`). */
export function ClientGroupCells({
  approval,
  client,
  open,
  onToggleOpen,
  span,
  children,
}: {
  approval: Approval;
  client: { clientId: number; clientName: string };
  open: boolean;
  onToggleOpen: () => void;
  span: number;
  children: ReactNode;
}) {
  const { actor, model, selection } = approval;
  return (
    <>
      <Cell phone>
        <RowTriStateCheckbox
          state={groupState(model, selection, client.clientId)}
          label={`Velg alle for ${client.clientName}`}
          disabled={!isGroupSelectable(model, client.clientId)}
          onToggle={() => actor.send({ type: 'TOGGLE_GROUP', id: client.clientId })}
        />
      </Cell>
      <Cell span={span} phone>
        <ExpandButton open={open} name={client.clientName} onClick={onToggleOpen} />
        <strong>
          {client.clientId} {client.clientName}
        </strong>{' '}
        — {children}
      </Cell>
    </>
  );
}

/**
 * A pending transmission of either kind (part 1 §2): heading, tick all, approve and reject, and the table of
 * clients and their items; the pages give the columns, the lines and what is particular to their items.
 */
export function PendingTransmissionView<Line>({
  kind,
  transmission,
  title,
  allLabel,
  approval,
  readyCount,
  emptyMessage,
  isEmpty,
  tableLabel,
  lines,
  lineKey,
  renderLine,
  columns,
  phoneColumns,
  details,
  header,
  children,
}: {
  kind: CollectionKind;
  transmission: Pick<CaseTransmission, 'bundleId' | 'agency' | 'date' | 'transmissionId'>;
  title: string;
  allLabel: string;
  approval: Approval;
  readyCount: number;
  emptyMessage: string;
  isEmpty: boolean;
  tableLabel: string;
  lines: readonly Line[];
  lineKey: (line: Line) => string;
  renderLine: (line: Line) => ReactNode;
  columns: string;
  phoneColumns: string;
  details: LineDetails<Line>;
  header: ReactNode;
  children?: ReactNode;
}) {
  const { actor, model, selection } = approval;
  return (
    <Box>
      <TransmissionHeading
        kind={kind}
        bundleId={transmission.bundleId}
        pending
        title={title}
        facts={[
          ['Inkassoselskap', transmission.agency.name],
          ['Filformat', transmission.agency.fileFormat ?? ''],
          ['Dato', day(transmission.date)],
          ['Oversendelse', transmission.transmissionId],
        ]}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography>
          <TriStateCheckbox state={allState(model, selection)} label={allLabel} disabled={readyCount === 0} onToggle={() => actor.send({ type: 'TOGGLE_ALL' })} />{' '}
          {formatInteger(selection.length)} av {formatInteger(readyCount)} valgt
        </Typography>
        <DecisionButtons enabled={approval.canDecide} onApprove={() => actor.send({ type: 'APPROVE' })} onReject={() => actor.send({ type: 'REJECT' })} />
      </Stack>
      <Paper>
        {isEmpty ? (
          <Typography sx={{ p: 2 }}>{emptyMessage}</Typography>
        ) : (
          <VirtualRows label={tableLabel} lines={lines} lineKey={lineKey} renderLine={renderLine} columns={columns} phoneColumns={phoneColumns} details={details} header={header} />
        )}
      </Paper>
      {children}
      <ApprovalAlert message={approval.alert} onClose={() => actor.send({ type: 'DISMISS_ALERT' })} />
    </Box>
  );
}
