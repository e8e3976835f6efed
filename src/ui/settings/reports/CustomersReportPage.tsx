import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { ReportCustomer } from '../../../application/ports/settingsReports.port';
import { TOKENS } from '../../../composition/tokens';
import { CUSTOMER_REPORT_LABELS, CUSTOMER_REPORT_OPTIONS, customerReportOptionOf, REPORT_TEXTS, REPORT_TITLES } from '../../../domain/reports/reportTexts';
import { LoadFailed, Loading } from '../../common/ReadStates';
import { useServerRead } from '../../serverState/useServerRead';
import { SettingsBreadcrumb } from '../SettingsBreadcrumb';
import { useSettingsService } from '../settingsServices';
import { ReportList, type ReportColumn } from './ReportList';
import { TabBar } from '../../common/TabBar';

const COLUMNS: readonly ReportColumn<ReportCustomer>[] = [
  { header: 'Klient', text: (row) => String(row.clientId), csv: (row) => ({ number: String(row.clientId) }), width: '100px' },
  { header: 'Kundenr.', text: (row) => String(row.customerNumber), csv: (row) => ({ number: String(row.customerNumber) }), width: '120px', phone: true, phoneWidth: '80px' },
  { header: 'Kundenavn', text: (row) => row.customerName, width: 'minmax(0, 3fr)', phone: true },
];

/** /settings/reports/customers (part 2 §2.9): the customers with an option, search param tab (brevgiro by default, §9). */
export function CustomersReportPage() {
  const port = useSettingsService(TOKENS.SettingsReports);
  const [params, setParams] = useSearchParams();
  const option = customerReportOptionOf(params.get('tab'));
  const rows = useServerRead(port.customers(option));
  return (
    <Box>
      <SettingsBreadcrumb page={REPORT_TITLES.customers} />
      <TabBar
        value={option}
        tabs={CUSTOMER_REPORT_OPTIONS.map((value) => ({ value, label: CUSTOMER_REPORT_LABELS[value] }))}
        onChange={(next) => setParams({ tab: next })}
        gutterBottom
      />
      {rows.isPending ? (
        <Loading />
      ) : rows.isError ? (
        <LoadFailed />
      ) : (
        <ReportList
          label={CUSTOMER_REPORT_LABELS[option]}
          rows={rows.data}
          rowKey={(row) => `${row.clientId}/${row.customerNumber}`}
          columns={COLUMNS}
          fileName={`kunder_${option}.csv`}
          rowName={(row) => `kunde ${row.customerNumber} ${row.customerName}`}
          emptyText={REPORT_TEXTS.emptyList}
        />
      )}
    </Box>
  );
}
