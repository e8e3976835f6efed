import { Box } from '@mui/material';
import type { FtpPaymentFile } from '../../../application/ports/settingsReports.port';
import { TOKENS } from '../../../composition/tokens';
import { formatNorwegianDateTime } from '../../../domain/dates/norwegianDate';
import { formatAmount, formatAmountForFile } from '../../../domain/money/formatAmount';
import { REPORT_TEXTS, REPORT_TITLES } from '../../../domain/reports/reportTexts';
import { DateRangeFilter } from '../../common/dates/DateRangeFilter';
import { LoadFailed, Loading } from '../../common/ReadStates';
import { useServerRead } from '../../serverState/useServerRead';
import { SettingsBreadcrumb } from '../SettingsBreadcrumb';
import { useSettingsService } from '../settingsServices';
import { ReportList, type ReportColumn } from './ReportList';
import { useReportPeriod } from './reportPeriod';
import { formatInteger } from '../../../domain/numbers/formatNumber';

const COLUMNS: readonly ReportColumn<FtpPaymentFile>[] = [
  { header: 'Mottatt', text: (row) => formatNorwegianDateTime(new Date(row.receivedTime)), width: '128px' },
  { header: 'Klient', text: (row) => (row.clientId === null ? '' : String(row.clientId)), csv: (row) => ({ number: String(row.clientId ?? '') }), width: '64px' },
  { header: 'Klientnavn', text: (row) => row.clientName ?? '', width: 'minmax(0, 2fr)', phone: true },
  { header: 'Filnavn', text: (row) => row.fileName, width: 'minmax(0, 2fr)' },
  { header: 'Antall', text: (row) => formatInteger(row.numberOfPayments), csv: (row) => ({ number: String(row.numberOfPayments) }), align: 'right', width: '64px' },
  { header: 'Sum', text: (row) => formatAmount(row.sum), csv: (row) => ({ number: formatAmountForFile(row.sum) }), align: 'right', width: '120px', phone: true, phoneWidth: '110px' },
];

/** /settings/reports/ftp-payments (part 2 §2.9): payment files received by FTP in the period of the address (default this month). */
export function FtpPaymentsReportPage() {
  const port = useSettingsService(TOKENS.SettingsReports);
  const { range, today, setRange } = useReportPeriod('thisMonth');
  const files = useServerRead(port.ftpPayments(range));
  return (
    <Box>
      <SettingsBreadcrumb page={REPORT_TITLES.ftpPayments} />
      <DateRangeFilter key={`${range.from}/${range.to}`} range={range} today={today} onChange={setRange} />
      {files.isPending ? (
        <Loading />
      ) : files.isError ? (
        <LoadFailed />
      ) : (
        <ReportList
          label={REPORT_TITLES.ftpPayments}
          rows={files.data}
          rowKey={(row) => String(row.id)}
          columns={COLUMNS}
          fileName={`ftp-innbetalinger_${range.from}_${range.to}.csv`}
          rowName={(row) => `filen ${row.fileName}`}
          emptyText={REPORT_TEXTS.empty}
        />
      )}
    </Box>
  );
}
