import { Box, MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { DocumentSourceLine } from '../../../application/ports/settingsReports.port';
import { TOKENS } from '../../../composition/tokens';
import { formatNorwegianDate } from '../../../domain/dates/norwegianDate';
import { importSourceOf, IMPORT_SOURCES, REPORT_TEXTS, REPORT_TITLES } from '../../../domain/reports/reportTexts';
import { LoadFailed, Loading } from '../../common/ReadStates';
import { useServerRead } from '../../serverState/useServerRead';
import { SettingsBreadcrumb } from '../SettingsBreadcrumb';
import { useSettingsService } from '../settingsServices';
import { ReportList, type ReportColumn } from './ReportList';
import { importSourceLabel } from '../../../domain/labels/codeLabels';

const COLUMNS: readonly ReportColumn<DocumentSourceLine>[] = [
  { header: 'Klient', text: (row) => String(row.clientId), csv: (row) => ({ number: String(row.clientId) }), width: '64px' },
  { header: 'Klientnavn', text: (row) => row.clientName, width: 'minmax(0, 2fr)', phone: true },
  { header: 'Kilde', text: (row) => importSourceLabel(row.source), width: '140px', phone: true, phoneWidth: '120px' },
  { header: 'Aktivert', text: (row) => (row.activatedAt ? formatNorwegianDate(row.activatedAt) : ''), width: '96px' },
  { header: 'Aktiv', text: (row) => (row.isActive ? 'Ja' : 'Nei'), width: '56px' },
];

/** /settings/reports/document-sources (part 2 §2.9): the clients' import sources, filtered by the `source` search param. */
export function DocumentSourcesReportPage() {
  const port = useSettingsService(TOKENS.SettingsReports);
  const [params, setParams] = useSearchParams();
  const source = importSourceOf(params.get('source'));
  const rows = useServerRead(port.documentSources(source));
  return (
    <Box>
      <SettingsBreadcrumb page={REPORT_TITLES.documentSources} />
      <TextField
        select
        size="small"
        label={REPORT_TEXTS.source}
        value={source ?? ''}
        onChange={(event) => setParams(event.target.value ? { source: event.target.value } : {})}
        sx={{ minWidth: 220, my: 2 }}
      >
        <MenuItem value="">{REPORT_TEXTS.allSources}</MenuItem>
        {IMPORT_SOURCES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {rows.isPending ? (
        <Loading />
      ) : rows.isError ? (
        <LoadFailed />
      ) : (
        <ReportList
          label={REPORT_TITLES.documentSources}
          rows={rows.data}
          rowKey={(row) => `${row.clientId}/${row.source}/${row.activatedAt ?? ''}`}
          columns={COLUMNS}
          fileName={`dokumentkilder${source ? `_${source}` : ''}.csv`}
          rowName={(row) => `${row.clientId} ${row.clientName}, ${importSourceLabel(row.source)}`}
          emptyText={REPORT_TEXTS.emptyList}
        />
      )}
    </Box>
  );
}
