import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportBundle, ReportRecipient } from '../../application/ports/reports.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../domain/identifiers/email';
import { reportShipmentLabel, reportTypeLabel, reportTypesOfDocumentList } from '../../domain/labels/reportLabels';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import {
  EDIT_RECIPIENT_TITLE,
  NO_REPORTS_MESSAGE,
  NONE_APPROVED_MESSAGE,
  recipientCountText,
  reportsDecidedMessage,
  REJECT_LABEL,
  REPORT_FAILURE_MESSAGE,
  REPORTS_HEADING,
  SEND_OUT_LABEL,
} from '../../domain/reports/reportDispatch';
import { day } from '../debt-collection/format';
import { EditIcon } from '../common/icons';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';

/** The pending bundles grouped by client, in the order the server gives them. */
function byClient(bundles: readonly ReportBundle[]): { clientId: number; clientName: string; bundles: ReportBundle[] }[] {
  const groups = new Map<number, { clientId: number; clientName: string; bundles: ReportBundle[] }>();
  for (const bundle of bundles) {
    const group = groups.get(bundle.clientId) ?? { clientId: bundle.clientId, clientName: bundle.clientName, bundles: [] };
    group.bundles.push(bundle);
    groups.set(bundle.clientId, group);
  }
  return [...groups.values()];
}

/**
 * /reports/ (Rapport-utsendelse, part 1 §2): pending report bundles grouped by client, expandable to their
 * recipients with the document list and shipments; 'Send ut' and 'Avvis' act on the ticked recipients.
 */
export function ReportsPage() {
  const port = useInjection(TOKENS.Reports);
  const bundles = useServerRead(port.pendingBundles(), { refetchInterval: POLL_INTERVAL_MS.bundles });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<ReportRecipient | null>(null);
  const toasts = useInjection(TOKENS.Toasts);
  const decide = useMutation({
    mutationFn: async (decision: 'approve' | 'reject') => {
      const ids = [...selected];
      if (decision === 'reject') {
        await port.reject(ids);
        return ids.length;
      }
      return port.approve(ids);
    },
  });
  // Callbacks per call: an onSuccess of useMutation would replace the cache's refresh after every change.
  const decideNow = (decision: 'approve' | 'reject') =>
    decide.mutate(decision, {
      onSuccess: (count) => {
        setSelected(new Set());
        // The rows leave the list; the officer is told what went (part 1 §4: none approved is an alert of its own).
        if (decision === 'approve' && count === 0) setMessage({ severity: 'info', text: NONE_APPROVED_MESSAGE });
        else {
          setMessage(null);
          toasts.notify({ severity: 'success', message: reportsDecidedMessage(decision, count) });
        }
      },
      onError: () => setMessage({ severity: 'error', text: REPORT_FAILURE_MESSAGE }),
    });
  const fileSaver = useInjection(TOKENS.FileSaver);
  const download = (reportId: number) =>
    port.downloadReport(reportId).then(
      (file) => fileSaver.saveBlob(file.fileName, file.content),
      () => setMessage({ severity: 'error', text: REPORT_FAILURE_MESSAGE }),
    );

  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (!bundles.data) return <LoadState isPending={bundles.isPending} isError={bundles.isError} />;
  const groups = byClient(bundles.data);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {REPORTS_HEADING}
      </Typography>
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}
      {groups.length === 0 ? (
        <Typography>{NO_REPORTS_MESSAGE}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button variant="contained" disabled={selected.size === 0 || decide.isPending} onClick={() => decideNow('approve')}>
              {SEND_OUT_LABEL}
            </Button>
            <Button variant="outlined" color="error" disabled={selected.size === 0 || decide.isPending} onClick={() => decideNow('reject')}>
              {REJECT_LABEL}
            </Button>
          </Stack>
          {groups.map((group) => {
            const ids = group.bundles.flatMap((b) => b.recipients.map((r) => r.recipientId));
            const ticked = ids.filter((id) => selected.has(id)).length;
            return (
              // The client's box stands beside its summary, not inside it (a checkbox in a button is not allowed).
              <Stack key={group.clientId} direction="row" sx={{ alignItems: 'flex-start' }}>
                <Checkbox
                  sx={{ mt: 0.5 }}
                  checked={ticked > 0 && ticked === ids.length}
                  indeterminate={ticked > 0 && ticked < ids.length}
                  onChange={(event) => toggle(ids, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Velg alle mottakere for ${group.clientName}` } }}
                />
                <Accordion disableGutters sx={{ flex: 1 }} slotProps={{ heading: { component: 'h2' } }}>
                  <AccordionSummary aria-controls={`client-${group.clientId}`} id={`client-${group.clientId}-header`}>
                    <Typography>
                      {group.clientId} {group.clientName} · {recipientCountText(ids.length)}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails id={`client-${group.clientId}`}>
                    {group.bundles.map((bundle) => (
                      <BundleRecipients key={bundle.bundleId} bundle={bundle} selected={selected} toggle={toggle} onEdit={setEditing} onDownload={download} />
                    ))}
                  </AccordionDetails>
                </Accordion>
              </Stack>
            );
          })}
        </>
      )}
      {editing && <EditRecipientDialog recipient={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

function BundleRecipients(props: {
  bundle: ReportBundle;
  selected: ReadonlySet<number>;
  toggle: (ids: readonly number[], on: boolean) => void;
  onEdit: (recipient: ReportRecipient) => void;
  onDownload: (reportId: number) => void;
}) {
  const { bundle, selected, toggle, onEdit, onDownload } = props;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Rapportdato {day(bundle.reportDate)} ·{' '}
        {bundle.reports.map((report, index) => (
          <span key={report.reportId}>
            {index > 0 && ', '}
            <Link component="button" type="button" onClick={() => onDownload(report.reportId)}>
              {reportTypeLabel(report.reportType)}
            </Link>
          </span>
        ))}
      </Typography>
      <Table size="small" aria-label={`Mottakere for rapporter ${bundle.bundleId}`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Mottaker</TableCell>
            <TableCell>E-post / adresse</TableCell>
            <TableCell>Dokumenter</TableCell>
            <TableCell>Utsending</TableCell>
            <TableCell>Filer</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {bundle.recipients.map((recipient) => (
            <TableRow key={recipient.recipientId}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(recipient.recipientId)}
                  onChange={(event) => toggle([recipient.recipientId], event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Velg mottaker ${recipient.recipientNumber} for ${bundle.clientName}` } }}
                />
              </TableCell>
              <TableCell>{recipient.recipientNumber}</TableCell>
              <TableCell>
                {recipient.documentShipment === 'PAPER' && recipient.address
                  ? [recipient.address.name, recipient.address.addrLine1, recipient.address.addrLine2, [recipient.address.postNo, recipient.address.cityName].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ')
                  : (recipient.email ?? '')}
              </TableCell>
              <TableCell>{reportTypesOfDocumentList(recipient.documentList).map(reportTypeLabel).join(', ')}</TableCell>
              <TableCell>{reportShipmentLabel(recipient.documentShipment)}</TableCell>
              <TableCell>
                {recipient.fileList ? `${reportTypesOfDocumentList(recipient.fileList).join(', ')} (${reportShipmentLabel(recipient.fileShipment ?? '')})` : ''}
              </TableCell>
              <TableCell>
                <IconButton size="small" aria-label={`${EDIT_RECIPIENT_TITLE} ${recipient.recipientNumber} for ${bundle.clientName}`} onClick={() => onEdit(recipient)}>
                  <EditIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The edit-recipient dialog: the e-mail, for a recipient whose documents go by e-mail only. */
function EditRecipientDialog({ recipient, onClose }: { recipient: ReportRecipient; onClose: () => void }) {
  const port = useInjection(TOKENS.Reports);
  const [email, setEmail] = useState(recipient.email ?? '');
  const [touched, setTouched] = useState(false);
  const byEmail = recipient.documentShipment === 'EMAIL';
  const invalid = byEmail && !isValidEmail(email.trim());
  const save = useMutation({ mutationFn: () => port.updateRecipientEmail(recipient.recipientId, email.trim()) });
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-recipient-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-recipient-title">{EDIT_RECIPIENT_TITLE}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          Mottaker {recipient.recipientNumber} · {reportShipmentLabel(recipient.documentShipment)}
        </Typography>
        {byEmail ? (
          <TextField
            fullWidth
            label="E-post"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={touched && invalid}
            helperText={touched && invalid ? EMAIL_INVALID_MESSAGE : ' '}
          />
        ) : (
          <Typography>Utsendingen er ikke på e-post; det er ingenting å endre.</Typography>
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {REPORT_FAILURE_MESSAGE}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        {byEmail && (
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => {
              setTouched(true);
              if (!invalid) save.mutate(undefined, { onSuccess: onClose });
            }}
          >
            Lagre
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
