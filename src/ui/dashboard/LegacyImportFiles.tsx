import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { DOS_TAB_CATEGORY, DOS_TABS, dosTabFromParam, type DosTab } from '../../domain/legacyImport/dosTab';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { DosImportOrderButton } from '../production/DosImportOrderButton';
import { ImportFileTable } from './ImportFileTable';

const TAB_LABELS: Readonly<Record<DosTab, string>> = { invoices: 'Fakturafiler', other: 'Andre filer' };

/** The legacy import files waiting on the dashboard (part 1 §2): two tabs by `dosTab`, polled every 5 s. */
export function LegacyImportFiles() {
  const files = useInjection(TOKENS.LegacyImportFiles);
  const [params] = useSearchParams();
  const tab = dosTabFromParam(params.get('dosTab'));
  const pending = useServerRead(files.pending(DOS_TAB_CATEGORY[tab]), { refetchInterval: POLL_INTERVAL_MS.legacyImportPending });
  /** The address of a tab: this page with `dosTab` set, the other search parameters kept. */
  const tabAddress = (next: DosTab) => {
    const updated = new URLSearchParams(params);
    updated.set('dosTab', next);
    return `?${updated.toString()}`;
  };

  let body;
  if (pending.isError) body = <LoadFailed />;
  else if (!pending.data) body = <Loading />;
  else if (pending.data.length === 0) body = <Empty text="Ingen filer" />;
  else {
    body = <ImportFileTable files={pending.data} label={TAB_LABELS[tab]} />;
  }

  return (
    <Box component="section" aria-labelledby="legacy-import-heading" sx={{ mt: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="legacy-import-heading" variant="h5" component="h2">
          Importfiler fra DOS
        </Typography>
        <DosImportOrderButton />
      </Stack>
      {/* Links, not MUI Tabs: the dashboard must stay light (part 1 §9 bench), and each view has its own address. */}
      <Stack component="nav" aria-label="Importfiler" direction="row" spacing={1} sx={{ my: 1 }}>
        {DOS_TABS.map((option) => (
          <Button
            key={option}
            size="small"
            component={RouterLink}
            to={tabAddress(option)}
            replace
            variant={option === tab ? 'contained' : 'outlined'}
            aria-current={option === tab ? 'page' : undefined}
          >
            {TAB_LABELS[option]}
          </Button>
        ))}
      </Stack>
      {body}
    </Box>
  );
}
