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

const COLUMNS = '40px minmax(180px, 2fr) minmax(160px, 1.5fr) 90px 110px 100px 100px minmax(220px, 2fr) 120px 200px';

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

  const renderLine = (e: ProductionEntryView) => (
    <>
      <Cell>
        <input type="checkbox" aria-label={`Velg bilag ${e.jourNr} til ${e.customerName}`} checked={ticked.has(e.entryId)} onChange={() => toggle(e.entryId)} />
      </Cell>
      <Cell>
        {e.customerNr} {e.customerName}
      </Cell>
      <Cell>
        {e.clientId} {e.clientName}
      </Cell>
      <Cell align="right">{e.jourNr}</Cell>
      <Cell align="right">{amount(e.amount)}</Cell>
      <Cell>{day(e.dueDate)}</Cell>
      <Cell>{e.shipmentLabel}</Cell>
      <Cell>{e.statusText ?? ''}</Cell>
      <Cell>
        <button type="button" aria-label={`Send på nytt, bilag ${e.jourNr}`} onClick={() => setResending(e)}>
          Send på nytt
        </button>
      </Cell>
      <Cell>{mayRepair && <Link to={amountCorrectionPath(e)} aria-label={`${REPAIR_BUTTON_LABEL} for bilag ${e.jourNr}`}>{REPAIR_BUTTON_LABEL}</Link>}</Cell>
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
              header={
                <>
                  <HeaderCell />
                  <HeaderCell>Kunde</HeaderCell>
                  <HeaderCell>Klient</HeaderCell>
                  <HeaderCell align="right">Bilagsnr</HeaderCell>
                  <HeaderCell align="right">Beløp</HeaderCell>
                  <HeaderCell>Forfall</HeaderCell>
                  <HeaderCell>Forsendelse</HeaderCell>
                  <HeaderCell>Status</HeaderCell>
                  <HeaderCell />
                  <HeaderCell />
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
