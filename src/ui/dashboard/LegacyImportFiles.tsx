import { useCallback, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { LegacyImportFile } from '../../application/ports/legacyImportFiles.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { DOS_TAB_CATEGORY, DOS_TABS, dosTabFromParam, FILE_DOWNLOAD_FAILED_MESSAGE, type DosTab } from '../../domain/legacyImport/dosTab';
import { formatAmount } from '../../domain/money/formatAmount';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { dateOf } from '../common/formatting';
import { onDemand, OnDemand } from '../common/OnDemand';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import type { Preview } from './ImportFilePreview';

const TAB_LABELS: Readonly<Record<DosTab, string>> = { invoices: 'Fakturafiler', other: 'Andre filer' };

const ImportFilePreview = onDemand(() => import('./ImportFilePreview'));

/** The legacy import files waiting on the dashboard (part 1 §2): two tabs by `dosTab`, polled every 5 s. */
export function LegacyImportFiles() {
  const files = useInjection(TOKENS.LegacyImportFiles);
  const fileSaver = useInjection(TOKENS.FileSaver);
  const [params] = useSearchParams();
  const tab = dosTabFromParam(params.get('dosTab'));
  const pending = useServerRead(files.pending(DOS_TAB_CATEGORY[tab]), { refetchInterval: POLL_INTERVAL_MS.legacyImportPending });
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  const download = useMutation({
    mutationFn: async (file: LegacyImportFile) => fileSaver.saveText(file.fileName, await files.download(file.id)),
    onMutate: () => setFailure(null),
    onError: () => setFailure(FILE_DOWNLOAD_FAILED_MESSAGE),
  });
  const lock = useMutation({ mutationFn: (file: LegacyImportFile) => (file.isLocked ? files.unlock(file.id) : files.lock(file.id)) });
  const closePreview = useCallback(() => setPreview(null), []);
  const showPreview = async (file: LegacyImportFile) => {
    setFailure(null);
    ImportFilePreview.preload();
    try {
      setPreview({ fileName: file.fileName, text: await files.preview(file.id) });
    } catch {
      setFailure(FILE_DOWNLOAD_FAILED_MESSAGE);
    }
  };

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
    body = (
      <Table size="small" aria-label={TAB_LABELS[tab]}>
        <TableHead>
          <TableRow>
            <TableCell>Fil</TableCell>
            <TableCell>Klient</TableCell>
            <TableCell>Emne</TableCell>
            <TableCell align="right">Antall</TableCell>
            <TableCell align="right">Beløp</TableCell>
            <TableCell>Opprettet</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Handlinger</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pending.data.map((file) => (
            <TableRow key={file.id}>
              <TableCell>{file.fileName}</TableCell>
              <TableCell>{file.clientId === null ? '' : `${file.clientId} ${file.clientName ?? ''}`}</TableCell>
              <TableCell>{file.subject}</TableCell>
              <TableCell align="right">{file.numberOfEntries}</TableCell>
              <TableCell align="right">{formatAmount(file.sumAmount)}</TableCell>
              <TableCell>{dateOf(file.createdTime)}</TableCell>
              <TableCell>{file.isLocked ? 'Låst' : 'Åpen'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" aria-label={`Vis ${file.fileName}`} onClick={() => void showPreview(file)}>
                    Vis
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Last ned ${file.fileName}`}
                    disabled={file.isLocked || download.isPending}
                    onClick={() => download.mutate(file)}
                  >
                    Last ned
                  </Button>
                  <Button size="small" aria-label={`${file.isLocked ? 'Lås opp' : 'Lås'} ${file.fileName}`} disabled={lock.isPending} onClick={() => lock.mutate(file)}>
                    {file.isLocked ? 'Lås opp' : 'Lås'}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Box component="section" aria-labelledby="legacy-import-heading" sx={{ mt: 4 }}>
      <Typography id="legacy-import-heading" variant="h5" component="h2">
        Importfiler fra DOS
      </Typography>
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
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ my: 1 }}>
          {failure}
        </Alert>
      )}
      {body}
      {preview && (
        <OnDemand onFailed={closePreview}>
          <ImportFilePreview.Component preview={preview} onClose={closePreview} />
        </OnDemand>
      )}
    </Box>
  );
}
