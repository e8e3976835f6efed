import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useParams } from 'react-router';
import type { AuditEvent, AuditSubject } from '../../application/ports/auditTrail.port';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import {
  AUDIT_DOWNLOAD_CSV,
  AUDIT_EMPTY,
  AUDIT_SUBJECT_LABELS,
  AUDIT_SUBJECT_NOT_FOUND,
  AUDIT_TRAIL_TITLE,
  isAuditSubject,
} from '../../domain/audit/auditTexts';
import { formatNorwegianDateTime } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import { NO_PERMISSION_PAGE } from '../../domain/permissions/roles';
import { NotFoundPage } from '../errors/NotFoundPage';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

const PAGE_SIZES = [25, 50, 100, 200];

const otherIdsText = (event: AuditEvent) =>
  Object.entries(event.otherIds)
    .map(([kind, ids]) => `${kind}: ${ids.join(' ')}`)
    .join(', ');

/**
 * /settings/audit/{client|customer|invoice}/{id}: every change recorded for it, newest first, a page at a
 * time, and all of it as CSV. Technical only: the server refuses others, and the page says so.
 */
export function AuditTrailPage() {
  const { subject, subjectId } = useParams();
  const id = Number(subjectId);
  const allowed = useMayUse({ api: 'data', operationId: 'listAuditEvents' });
  if (!isAuditSubject(subject) || !/^\d{1,15}$/.test(subjectId ?? '') || id < 1) return <NotFoundPage />;
  const title = `${AUDIT_TRAIL_TITLE}: ${AUDIT_SUBJECT_LABELS[subject]} ${id}`;
  return (
    <Box>
      <SettingsBreadcrumb page={title} />
      {allowed ? <Trail subject={subject} id={id} /> : <Alert severity="warning">{NO_PERMISSION_PAGE}</Alert>}
    </Box>
  );
}

function Trail({ subject, id }: { subject: AuditSubject; id: number }) {
  const port = useSettingsService(TOKENS.AuditTrail);
  const fileSaver = useInjection(TOKENS.FileSaver);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(50);
  const trail = useServerRead(port.page(subject, id, page, size));
  const download = useMutation({
    mutationFn: () => port.csv(subject, id),
    onSuccess: (file) => fileSaver.saveBlob(file.fileName, file.content),
  });
  if (trail.isPending) return <Loading />;
  if (trail.isError) return <LoadFailed />;
  if (trail.data === null) return <Alert severity="info">{AUDIT_SUBJECT_NOT_FOUND}</Alert>;
  const { items, total } = trail.data;
  return (
    <>
      <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending || total === 0} sx={{ mb: 2 }}>
        {AUDIT_DOWNLOAD_CSV}
      </Button>
      {total === 0 ? (
        <Empty text={AUDIT_EMPTY} />
      ) : (
        <>
          <Table size="small" aria-label={AUDIT_TRAIL_TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Tidspunkt</TableCell>
                <TableCell>Saksbehandler</TableCell>
                <TableCell>Operasjon</TableCell>
                <TableCell>Klienter</TableCell>
                <TableCell>Kunder</TableCell>
                <TableCell>Fakturaer</TableCell>
                <TableCell>Andre id-er</TableCell>
                <TableCell align="right">Beløp</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((event) => (
                <TableRow key={event.id}>
                  <TableCell>{formatNorwegianDateTime(event.at)}</TableCell>
                  <TableCell>{event.officerName}</TableCell>
                  <TableCell>{`${event.api} ${event.operation}`}</TableCell>
                  <TableCell>{event.clientIds.join(' ')}</TableCell>
                  <TableCell>{event.customerIds.join(' ')}</TableCell>
                  <TableCell>{event.invoiceIds.join(' ')}</TableCell>
                  <TableCell>{otherIdsText(event)}</TableCell>
                  <TableCell align="right">{formatAmount(event.moved)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(1);
            }}
          />
        </>
      )}
    </>
  );
}
