import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { PendingReminderBundle, Reminder, ReminderClient } from '../../application/ports/reminders.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { CUSTOMER_TYPE_LABELS } from '../../domain/customer/customerType';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { NO_REMINDERS_MESSAGE, REMINDER_BUNDLE_NOT_FOUND_MESSAGE } from '../../domain/reminders/reminderTexts';
import { pendingReminderCount, reminderSelectionModel, remindersByClient } from '../../domain/reminders/reminderSelection';
import { allState, groupState, isGroupSelectable } from '../../domain/selection/selectionModel';
import { shipmentLabel } from '../../domain/shipment/shipmentType';
import { ApprovalAlert, DecisionButtons, RowTriStateCheckbox, TriStateCheckbox } from '../debt-collection/approvalControls';
import { amount, day } from '../debt-collection/format';
import { EditIcon, WarningIcon } from '../common/icons';
import { LoadState } from '../debt-collection/LoadState';
import { numericParam } from '../debt-collection/paths';
import { Cell, ExpandButton, HeaderCell, RowIconButton, VirtualRows } from '../debt-collection/VirtualRows';
import { useServerRead } from '../serverState/useServerRead';
import { EditReminderDialog } from './EditReminderDialog';
import { RuleNotesMark } from './RuleNotes';
import { SendListDialog } from './SendListDialog';
import { useReminderApproval } from './useReminderApproval';
import { countText, formatInteger } from '../../domain/numbers/formatNumber';
import { reminderStepLabel } from '../../domain/labels/codeLabels';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { reminderDetails } from './reminderDetails';

type Line = { kind: 'client'; client: ReminderClient } | { kind: 'item'; client: ReminderClient; item: Reminder };

/** A client's reminders in a line: how many, their sums, whether the client approves them, where the list goes. */
function clientSummary(client: ReminderClient): string {
  return [
    `${countText(client.numberOfReminders, 'purring', 'purringer')}, beløp ${amount(client.sumInvoiceAmount)}, renter ${amount(client.sumInterestAmount)}, gebyr ${amount(client.sumFeeAmount)}`,
    client.approveReminders ? 'klienten godkjenner purringer' : null,
    client.clientEmail,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The columns that fit the page at 1280 px with the side menu open (issue 43); the reminder's other fields
 * (dates, fee and interest, currency, new due date, KID and reference, notes, EU fee) are in its details.
 */
const COLUMNS = '32px minmax(0, 2fr) 96px 76px 100px 132px 100px minmax(0, 1fr) 32px';
/** On a phone: the tick, the customer and the sum. */
const PHONE_COLUMNS = '32px minmax(0, 1fr) 100px';

/** /reminders/bundle/{bundleId} (part 1 §2): the pending reminder bundle, approved or rejected per reminder. */
export function ReminderBundlePage() {
  const bundleId = numericParam(useParams().bundleId);
  if (bundleId === null) return <Typography>{REMINDER_BUNDLE_NOT_FOUND_MESSAGE}</Typography>;
  return <PendingBundle bundleId={bundleId} />;
}

function PendingBundle({ bundleId }: { bundleId: number }) {
  const port = useInjection(TOKENS.Reminders);
  const bundle = useServerRead(port.pendingBundle(bundleId), { refetchInterval: POLL_INTERVAL_MS.bundles });
  // A finished decision with reminders still pending elsewhere starts the page afresh on the new read.
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((n) => n + 1), []);
  if (bundle.data === null) return <Typography>{REMINDER_BUNDLE_NOT_FOUND_MESSAGE}</Typography>;
  if (!bundle.data) return <LoadState isPending={bundle.isPending} isError={bundle.isError} />;
  return <BundleApproval key={round} bundle={bundle.data} onPendingLeft={again} />;
}

function BundleApproval({ bundle, onPendingLeft }: { bundle: PendingReminderBundle; onPendingLeft: () => void }) {
  const clientIds = useMemo(() => bundle.clients.map((c) => c.clientId), [bundle.clients]);
  const dataModel = useMemo(() => reminderSelectionModel(clientIds, bundle.reminders), [clientIds, bundle.reminders]);
  const readyCount = useMemo(() => pendingReminderCount(bundle.reminders), [bundle.reminders]);
  const approval = useReminderApproval(bundle.bundleId, dataModel, readyCount, onPendingLeft);
  const { actor, model, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Reminder | null>(null);
  const [mailing, setMailing] = useState<ReminderClient | null>(null);
  const clientsById = useMemo(() => new Map(bundle.clients.map((c) => [c.clientId, c])), [bundle.clients]);
  const lines = useMemo(
    () =>
      remindersByClient(clientIds, bundle.reminders).flatMap<Line>(({ clientId, reminders }) => {
        const client = clientsById.get(clientId) ?? { clientId, clientName: String(clientId), clientEmail: null, approveReminders: false, numberOfReminders: 0, sumInvoiceAmount: 0, sumInterestAmount: 0, sumFeeAmount: 0 };
        return [{ kind: 'client', client }, ...(collapsed.has(clientId) ? [] : reminders.map((item) => ({ kind: 'item' as const, client, item })))];
      }),
    [clientIds, bundle.reminders, clientsById, collapsed],
  );
  const toggleOpen = (clientId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(clientId)) next.add(clientId);
      return next;
    });

  const renderLine = (line: Line) => {
    const { client } = line;
    if (line.kind === 'client') {
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
          <Cell span={6} phone>
            <ExpandButton open={!collapsed.has(client.clientId)} name={client.clientName} onClick={() => toggleOpen(client.clientId)} />
            <span title={clientSummary(client)}>
              <strong>
                {client.clientId} {client.clientName}
              </strong>{' '}
              — {clientSummary(client)}
            </span>
          </Cell>
          <Cell span={2} fits>
            {sendListButton(client)}
          </Cell>
        </>
      );
    }
    const r = line.item;
    return (
      <>
        <Cell phone>
          <input
            type="checkbox"
            aria-label={`Velg purring ${r.id} til ${r.customerName}`}
            checked={ticked.has(r.id)}
            disabled={r.status !== 'Pending'}
            onChange={() => actor.send({ type: 'TOGGLE_ROW', id: r.id })}
          />
        </Cell>
        <Cell phone>{`${r.customerNo} ${r.customerName}`}</Cell>
        <Cell>
          {CUSTOMER_TYPE_LABELS[r.customerType]} {!r.isCustomerTypeConfirmed && <WarningIcon size={16} label={`${CUSTOMER_TYPE_LABELS[r.customerType]}, ikke bekreftet`} />}
        </Cell>
        <Cell align="right">{r.invoiceNo}</Cell>
        <Cell align="right">{amount(r.invoiceRestAmount)}</Cell>
        <Cell>{reminderStepLabel(r.reminderCode, r.reminderType)}</Cell>
        <Cell align="right" phone>
          {amount(r.sumAmount)} <RuleNotesMark notes={r.ruleNotes} />
        </Cell>
        <Cell>{[shipmentLabel(r.shipmentType), r.customerEmail].filter(Boolean).join(' ')}</Cell>
        <Cell>
          <RowIconButton label={`Endre purring ${r.id}`} onClick={() => setEditing(r)}>
            <EditIcon />
          </RowIconButton>
        </Cell>
      </>
    );
  };

  const sendListButton = (client: ReminderClient) => (
    <button type="button" onClick={() => setMailing(client)} aria-label={`Send purreliste til ${client.clientName}`}>
      Send purreliste
    </button>
  );
  const details = {
    name: (line: Line) => (line.kind === 'item' ? `purring ${line.item.id}` : `${line.client.clientId} ${line.client.clientName}`),
    of: (line: Line) =>
      line.kind === 'item'
        ? reminderDetails(line.item)
        : [
            { label: 'Klient', value: `${line.client.clientId} ${line.client.clientName}` },
            { label: 'Purringer', value: clientSummary(line.client) },
            { label: 'Purreliste', value: sendListButton(line.client) },
          ],
  };
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Purrebunt {bundle.bundleId}
      </Typography>
      <Typography gutterBottom>
        Kjøredato {day(bundle.runDate)} · {countText(bundle.numberOfReminders, 'purring', 'purringer')} · beløp {amount(bundle.sumInvoiceAmount)} · renter {amount(bundle.sumInterestAmount)} · gebyr{' '}
        {amount(bundle.sumFeeAmount)} · ikke gyldige {formatInteger(bundle.notValidCount)} · Post {formatInteger(bundle.shipments.paper)}, E-post {formatInteger(bundle.shipments.email)}, eFaktura{' '}
        {formatInteger(bundle.shipments.efaktura)}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography>
          <TriStateCheckbox state={allState(model, selection)} label="Velg alle purringer" disabled={readyCount === 0} onToggle={() => actor.send({ type: 'TOGGLE_ALL' })} />{' '}
          {formatInteger(selection.length)} av {formatInteger(readyCount)} valgt
        </Typography>
        <DecisionButtons enabled={approval.canDecide} onApprove={() => actor.send({ type: 'APPROVE' })} onReject={() => actor.send({ type: 'REJECT' })} />
      </Stack>
      <Paper sx={{ overflowX: 'auto' }}>
        {bundle.reminders.length === 0 ? (
          <Typography sx={{ p: 2 }}>{NO_REMINDERS_MESSAGE}</Typography>
        ) : (
          <VirtualRows
            label="Purringer"
            lines={lines}
            lineKey={(line) => (line.kind === 'client' ? `c${line.client.clientId}` : `r${line.item.id}`)}
            renderLine={renderLine}
            columns={COLUMNS}
            phoneColumns={PHONE_COLUMNS}
            details={details}
            header={
              <>
                <HeaderCell phone />
                <HeaderCell phone>Kunde</HeaderCell>
                <HeaderCell>Kundetype</HeaderCell>
                <HeaderCell align="right">Faktura</HeaderCell>
                <HeaderCell align="right">Rest</HeaderCell>
                <HeaderCell>Purring</HeaderCell>
                <HeaderCell align="right" phone>
                  Sum
                </HeaderCell>
                <HeaderCell>Forsendelse</HeaderCell>
                <HeaderCell>
                  <VisuallyHidden>Endre</VisuallyHidden>
                </HeaderCell>
              </>
            }
          />
        )}
      </Paper>
      {bundle.stopped.length > 0 && (
        <Paper sx={{ mt: 2 }}>
          <Typography variant="h6" component="h2" sx={{ p: 1 }}>
            Stoppede purringer ({formatInteger(bundle.stopped.length)})
          </Typography>
          <Table size="small" aria-label="Stoppede purringer">
            <TableHead>
              <TableRow>
                <TableCell>Klient</TableCell>
                <TableCell>Kunde</TableCell>
                <TableCell align="right">Faktura</TableCell>
                <TableCell>Purring</TableCell>
                <TableCell>Årsak</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bundle.stopped.map((s, i) => (
                <TableRow key={`${s.invoiceNo}-${i}`}>
                  <TableCell>{s.clientId}</TableCell>
                  <TableCell>
                    {s.customerNo} {s.customerName}
                  </TableCell>
                  <TableCell align="right">{s.invoiceNo}</TableCell>
                  <TableCell>{reminderStepLabel(s.reminderCode, s.reminderType)}</TableCell>
                  <TableCell>{s.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {editing && <EditReminderDialog reminder={editing} onClose={() => setEditing(null)} />}
      {mailing && <SendListDialog bundleId={bundle.bundleId} client={mailing} onClose={() => setMailing(null)} />}
      <ApprovalAlert message={approval.alert} onClose={() => actor.send({ type: 'DISMISS_ALERT' })} />
    </Box>
  );
}
