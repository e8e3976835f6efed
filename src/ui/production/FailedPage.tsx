import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ProductionEntryView } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { FAILED_TITLE, NO_ROWS, REPAIR_BUTTON_LABEL, RESEND_FAILED_MESSAGE } from '../../domain/production/productionTexts';
import { ApprovalAlert } from '../debt-collection/approvalControls';
import { amount, day } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { Cell, HeaderCell, VirtualRows } from '../debt-collection/VirtualRows';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { amountCorrectionPath } from './paths';
import { ResendDialog } from './ResendDialog';
import { formatInteger } from '../../domain/numbers/formatNumber';
import { entryDetails, entryName } from './entryDetails';
import { RepairIcon } from '../common/icons';
import { VisuallyHidden } from '../common/VisuallyHidden';

/**
 * Every column fits the page at 1280 px with the side menu open (issue 43): the names and the status share
 * what is left and show whole on hover, the repair link is an icon named 'Behandle beløpsberegning'.
 */
const COLUMNS = '32px minmax(0, 1.3fr) minmax(0, 1.1fr) 80px 104px 92px 88px minmax(0, 2fr) 132px';
/** On a phone: the tick, the customer and the amount; the rest, the actions too, in the row's details. */
const PHONE_COLUMNS = '32px minmax(0, 1fr) 104px';

/**
 * /failed/ (part 1 §2, §4): the failed shipments with their status text; resend one with a chosen shipment,
 * or all ticked with the system choosing; Technical officers also get 'Behandle beløpsberegning'.
 */
export function FailedPage() {
  const port = useInjection(TOKENS.PendingProductions);
  const failed = useServerRead(port.failed(), { refetchInterval: 10_000 });
  const mayRepair = useMayUse({ api: 'service', operationId: 'correctInvoiceAmount' });
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [resending, setResending] = useState<ProductionEntryView | null>(null);
  const resendAll = useMutation({ mutationFn: (ids: number[]) => port.resendFailed(ids), onSuccess: () => setTicked(new Set()) });
  const [alertShown, setAlertShown] = useState(false);
  const rows = useMemo(() => failed.data ?? [], [failed.data]);
  const chosen = rows.filter((row) => ticked.has(row.entryId)).map((row) => row.entryId);
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allTicked = rows.length > 0 && chosen.length === rows.length;

  const actions = (e: ProductionEntryView) => (
    <>
      <button type="button" aria-label={`Send på nytt, bilag ${e.jourNr}`} onClick={() => setResending(e)}>
        Send på nytt
      </button>
      {mayRepair && (
        <Link to={amountCorrectionPath(e)} aria-label={`${REPAIR_BUTTON_LABEL} for bilag ${e.jourNr}`} title={REPAIR_BUTTON_LABEL} className="nl-vr-icon-button">
          <RepairIcon />
        </Link>
      )}
    </>
  );
  const renderLine = (e: ProductionEntryView) => (
    <>
      <Cell phone>
        <input type="checkbox" aria-label={`Velg bilag ${e.jourNr} til ${e.customerName}`} checked={ticked.has(e.entryId)} onChange={() => toggle(e.entryId)} />
      </Cell>
      <Cell phone>{`${e.customerNr} ${e.customerName}`}</Cell>
      <Cell>{`${e.clientId} ${e.clientName}`}</Cell>
      <Cell align="right">{e.jourNr}</Cell>
      <Cell align="right" phone>
        {amount(e.amount)}
      </Cell>
      <Cell>{day(e.dueDate)}</Cell>
      <Cell>{e.shipmentLabel}</Cell>
      <Cell>{e.statusText ?? ''}</Cell>
      <Cell fits>{actions(e)}</Cell>
    </>
  );

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {FAILED_TITLE}
      </Typography>
      {!failed.data ? (
        <LoadState isPending={failed.isPending} isError={failed.isError} />
      ) : rows.length === 0 ? (
        <Typography>{NO_ROWS}</Typography>
      ) : (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography>
              <input
                type="checkbox"
                aria-label="Velg alle feilede"
                checked={allTicked}
                onChange={() => setTicked(allTicked ? new Set() : new Set(rows.map((row) => row.entryId)))}
              />{' '}
              {formatInteger(chosen.length)} av {formatInteger(rows.length)} valgt
            </Typography>
            <Button
              variant="contained"
              disabled={chosen.length === 0 || resendAll.isPending}
              onClick={() => resendAll.mutate(chosen, { onError: () => setAlertShown(true) })}
            >
              Send valgte på nytt
            </Button>
          </Stack>
          <Paper sx={{ overflowX: 'auto' }}>
            <VirtualRows
              label="Feilede utsendelser"
              lines={rows}
              lineKey={(row) => String(row.entryId)}
              renderLine={renderLine}
              columns={COLUMNS}
              phoneColumns={PHONE_COLUMNS}
              details={{ name: entryName, of: (e) => [...entryDetails(e), { label: 'Handlinger', value: <Stack direction="row" spacing={1}>{actions(e)}</Stack> }] }}
              header={
                <>
                  <HeaderCell phone />
                  <HeaderCell phone>Kunde</HeaderCell>
                  <HeaderCell>Klient</HeaderCell>
                  <HeaderCell align="right">Bilagsnr</HeaderCell>
                  <HeaderCell align="right" phone>
                    Beløp
                  </HeaderCell>
                  <HeaderCell>Forfall</HeaderCell>
                  <HeaderCell>Forsendelse</HeaderCell>
                  <HeaderCell>Status</HeaderCell>
                  <HeaderCell>
                    <VisuallyHidden>Handlinger</VisuallyHidden>
                  </HeaderCell>
                </>
              }
            />
          </Paper>
        </>
      )}
      {resending && <ResendDialog entry={resending} onClose={() => setResending(null)} />}
      <ApprovalAlert message={alertShown ? RESEND_FAILED_MESSAGE : null} onClose={() => setAlertShown(false)} />
    </Box>
  );
}
