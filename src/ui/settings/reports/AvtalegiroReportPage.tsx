import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import type { AvtalegiroTransmissionLine } from '../../../application/ports/settingsReports.port';
import { TOKENS } from '../../../composition/tokens';
import { formatNorwegianDateTime } from '../../../domain/dates/norwegianDate';
import { REPORT_TEXTS, REPORT_TITLES } from '../../../domain/reports/reportTexts';
import { DateRangeFilter } from '../../common/dates/DateRangeFilter';
import { LoadFailed, Loading } from '../../common/ReadStates';
import { RowIconButton } from '../../debt-collection/VirtualRows';
import { useServerRead } from '../../serverState/useServerRead';
import { SettingsBreadcrumb } from '../SettingsBreadcrumb';
import { useSettingsService } from '../settingsServices';
import { ReportList, type ReportColumn } from './ReportList';
import { useReportPeriod } from './reportPeriod';
import { avtalegiroStatusLabel } from '../../../domain/labels/codeLabels';
import { DocumentIcon, ReceiptIcon } from '../../common/icons';
import { formatInteger } from '../../../domain/numbers/formatNumber';

type Opened = { readonly transmissionId: string; readonly view: 'file' | 'invoices' } | null;
const time = (value: string | null) => (value ? formatNorwegianDateTime(new Date(value)) : '');

/** /settings/reports/avtalegiro/ (part 2 §2.9, §3.8): transmissions of the period, with the file and the invoices' status in dialogs. */
export function AvtalegiroReportPage() {
  const port = useSettingsService(TOKENS.SettingsReports);
  const { range, today, setRange } = useReportPeriod('thisMonth');
  const rows = useServerRead(port.avtalegiroTransmissions(range));
  const [opened, setOpened] = useState<Opened>(null);
  const columns: readonly ReportColumn<AvtalegiroTransmissionLine>[] = [
    { header: 'Registrert', text: (row) => time(row.regTime), width: '128px' },
    { header: 'Klient', text: (row) => String(row.clientId), csv: (row) => ({ number: String(row.clientId) }), width: '56px' },
    { header: 'Klientnavn', text: (row) => row.clientName, width: 'minmax(0, 2fr)', phone: true },
    { header: 'Forsendelse', text: (row) => row.transmissionId, width: 'minmax(0, 1.2fr)' },
    // The file's name and when it went are in the row's details (and the CSV): no room for them at 1280 px.
    { header: 'Filnavn', text: (row) => row.fileName, inTable: false },
    { header: 'Status', text: (row) => avtalegiroStatusLabel(row.status), width: '84px', phone: true, phoneWidth: '84px' },
    { header: 'Sendt', text: (row) => time(row.sentTime), inTable: false },
    { header: 'Godkjent', text: (row) => formatInteger(row.approvedCount), csv: (row) => ({ number: String(row.approvedCount) }), align: 'right', width: '72px' },
    { header: 'Avvist', text: (row) => formatInteger(row.rejectedCount), csv: (row) => ({ number: String(row.rejectedCount) }), align: 'right', width: '56px' },
    { header: 'Feil', text: (row) => [row.errorCode, row.errorText].filter(Boolean).join(' '), width: 'minmax(0, 1fr)' },
    {
      header: 'Vis',
      text: () => '',
      inCsv: false,
      width: '64px',
      render: (row) => (
        <>
          <RowIconButton label={`${REPORT_TEXTS.fileContent} for ${row.transmissionId}`} onClick={() => setOpened({ transmissionId: row.transmissionId, view: 'file' })}>
            <DocumentIcon />
          </RowIconButton>
          <RowIconButton label={`${REPORT_TEXTS.invoiceStatus} for ${row.transmissionId}`} onClick={() => setOpened({ transmissionId: row.transmissionId, view: 'invoices' })}>
            <ReceiptIcon />
          </RowIconButton>
        </>
      ),
    },
  ];
  return (
    <Box>
      <SettingsBreadcrumb page={REPORT_TITLES.avtalegiro} />
      <DateRangeFilter key={`${range.from}/${range.to}`} range={range} today={today} onChange={setRange} />
      {rows.isPending ? (
        <Loading />
      ) : rows.isError ? (
        <LoadFailed />
      ) : (
        <ReportList
          label={REPORT_TITLES.avtalegiro}
          rows={rows.data}
          rowKey={(row) => row.transmissionId}
          columns={columns}
          fileName={`avtalegiro_${range.from}_${range.to}.csv`}
          rowName={(row) => `forsendelse ${row.transmissionId}`}
          emptyText={REPORT_TEXTS.empty}
        />
      )}
      {opened && <TransmissionDialog opened={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}

function TransmissionDialog({ opened, onClose }: { opened: NonNullable<Opened>; onClose: () => void }) {
  const port = useSettingsService(TOKENS.SettingsReports);
  const detail = useServerRead(port.avtalegiroTransmission(opened.transmissionId));
  const title = `${opened.view === 'file' ? REPORT_TEXTS.fileContent : REPORT_TEXTS.invoiceStatus}: ${opened.transmissionId}`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="avtalegiro-dialog-title">
      <DialogTitle id="avtalegiro-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <Loading />
        ) : detail.isError ? (
          <LoadFailed />
        ) : detail.data === null ? (
          REPORT_TEXTS.notFound
        ) : opened.view === 'file' ? (
          <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre', overflow: 'auto', m: 0 }} tabIndex={0} aria-label={REPORT_TEXTS.fileContent}>
            {detail.data.fileContent ?? ''}
          </Box>
        ) : (
          <Table size="small" aria-label={REPORT_TEXTS.invoiceStatus}>
            <TableHead>
              <TableRow>
                <TableCell>Kundenr.</TableCell>
                <TableCell>Fakturanr.</TableCell>
                <TableCell>KID</TableCell>
                <TableCell>Feilkode</TableCell>
                <TableCell>Feiltekst</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.data.invoices.map((invoice) => (
                <TableRow key={`${invoice.customerNumber}/${invoice.invoiceNumber}`}>
                  <TableCell>{invoice.customerNumber}</TableCell>
                  <TableCell>{invoice.invoiceNumber}</TableCell>
                  <TableCell>{invoice.kid ?? ''}</TableCell>
                  <TableCell>{invoice.errorCode ?? ''}</TableCell>
                  <TableCell>{invoice.errorText ?? 'OK'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{REPORT_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
