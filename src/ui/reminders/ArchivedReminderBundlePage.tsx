import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Reminder } from '../../application/ports/reminders.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { DOWNLOAD_FAILED_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { APPROVED_LABEL, NO_REMINDERS_MESSAGE, PENDING_LABEL, REJECTED_LABEL, REMINDER_BUNDLE_NOT_FOUND_MESSAGE } from '../../domain/reminders/reminderTexts';
import { shipmentLabel } from '../../domain/shipment/shipmentType';
import { amount, day } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { numericParam } from '../debt-collection/paths';
import { ApprovalAlert } from '../debt-collection/approvalControls';
import { useServerRead } from '../serverState/useServerRead';
import { RuleNotesMark } from './RuleNotes';
import { countText, formatInteger } from '../../domain/numbers/formatNumber';
import { reminderStepLabel } from '../../domain/labels/codeLabels';

/** Archived reminder status (part 1 §4): Sent is shown as approved, Rejected as rejected. */
export function archivedStatusLabel(status: string): string {
  if (status === 'Sent') return APPROVED_LABEL;
  if (status === 'Rejected') return REJECTED_LABEL;
  return PENDING_LABEL;
}

/**
 * /reminders/archive/{bundleId} (part 1 §2): an archived bundle, its approved and rejected counts, each
 * reminder's dispatch outcome (shipment status and sent date, issue 19 part 6) and PDF.
 */
export function ArchivedReminderBundlePage() {
  const bundleId = numericParam(useParams().bundleId);
  const port = useInjection(TOKENS.Reminders);
  const fileSaver = useInjection(TOKENS.FileSaver);
  const [failed, setFailed] = useState(false);
  const bundle = useServerRead(bundleId === null ? null : port.approvedBundle(bundleId));
  if (bundleId === null || bundle.data === null) return <Typography>{REMINDER_BUNDLE_NOT_FOUND_MESSAGE}</Typography>;
  if (!bundle.data) return <LoadState isPending={bundle.isPending} isError={bundle.isError} />;
  const data = bundle.data;
  // A download reads; it is not a change, so it bypasses the mutations that refresh everything.
  const download = (reminder: Reminder) =>
    port.downloadDocument(reminder.id).then(
      (file) => fileSaver.saveBlob(file.fileName, file.content),
      () => setFailed(true),
    );
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Purrebunt {data.bundleId} (arkiv)
      </Typography>
      <Typography gutterBottom>
        Kjøredato {day(data.runDate)} · {countText(data.numberOfReminders, 'purring', 'purringer')} · godkjent {formatInteger(data.approvedCount)} · avvist {formatInteger(data.rejectedCount)}
      </Typography>
      <Paper sx={{ overflowX: 'auto' }}>
        {data.reminders.length === 0 ? (
          <Typography sx={{ p: 2 }}>{NO_REMINDERS_MESSAGE}</Typography>
        ) : (
          // Narrow cell padding: the twelve columns fit the page at 1280 px with the side menu open (issue 43).
          <Table size="small" aria-label="Purringer" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Klient</TableCell>
                <TableCell>Kunde</TableCell>
                <TableCell align="right">Faktura</TableCell>
                <TableCell>Purring</TableCell>
                <TableCell>Forfall</TableCell>
                <TableCell align="right">Gebyr</TableCell>
                <TableCell align="right">Renter</TableCell>
                <TableCell align="right">Sum</TableCell>
                <TableCell>Forsendelse</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Utsendelse</TableCell>
                <TableCell>PDF</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.reminders.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.clientId}</TableCell>
                  <TableCell>
                    {r.customerNo} {r.customerName}
                  </TableCell>
                  <TableCell align="right">{r.invoiceNo}</TableCell>
                  <TableCell>{reminderStepLabel(r.reminderCode, r.reminderType)}</TableCell>
                  <TableCell>{day(r.reminderDueDate)}</TableCell>
                  <TableCell align="right">{amount(r.feeAmount)}</TableCell>
                  <TableCell align="right">
                    {amount(r.interestAmount)} <RuleNotesMark notes={r.ruleNotes} />
                  </TableCell>
                  <TableCell align="right">{amount(r.sumAmount)}</TableCell>
                  <TableCell>{shipmentLabel(r.shipmentType)}</TableCell>
                  <TableCell>{archivedStatusLabel(r.status)}</TableCell>
                  <TableCell>
                    {r.shipmentStatus ?? ''}
                    {r.sentDate ? ` ${day(r.sentDate)}` : ''}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void download(r)} aria-label={`Last ned purring ${r.id}`}>
                      Last ned
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <ApprovalAlert message={failed ? DOWNLOAD_FAILED_MESSAGE : null} onClose={() => setFailed(false)} />
    </Box>
  );
}
