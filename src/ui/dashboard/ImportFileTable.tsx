import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LegacyImportFile } from '../../application/ports/legacyImportFiles.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { FILE_DOWNLOAD_FAILED_MESSAGE } from '../../domain/legacyImport/dosTab';
import { formatAmount } from '../../domain/money/formatAmount';
import { dateOf } from '../common/formatting';
import { onDemand, OnDemand } from '../common/OnDemand';
import type { Preview } from './ImportFilePreview';
import { formatInteger } from '../../domain/numbers/formatNumber';

const ImportFilePreview = onDemand(() => import('./ImportFilePreview'));

/**
 * Legacy import files with their actions (part 1 §2 dashboard and /history/dos-import): preview, download
 * ('En feil oppstod ved nedlasting av fil' on failure) and lock or unlock per file. Archived files show
 * when they were downloaded.
 */
export function ImportFileTable({ files: rows, label, archived = false }: { files: readonly LegacyImportFile[]; label: string; archived?: boolean }) {
  const files = useInjection(TOKENS.LegacyImportFiles);
  const fileSaver = useInjection(TOKENS.FileSaver);
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

  return (
    <>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ my: 1 }}>
          {failure}
        </Alert>
      )}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Fil</TableCell>
            <TableCell>Klient</TableCell>
            <TableCell>Emne</TableCell>
            <TableCell align="right">Antall</TableCell>
            <TableCell align="right">Beløp</TableCell>
            <TableCell>Opprettet</TableCell>
            {archived && <TableCell>Lastet ned</TableCell>}
            <TableCell>Status</TableCell>
            <TableCell>Handlinger</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((file) => (
            <TableRow key={file.id}>
              <TableCell>{file.fileName}</TableCell>
              <TableCell>{file.clientId === null ? '' : `${file.clientId} ${file.clientName ?? ''}`}</TableCell>
              <TableCell>{file.subject}</TableCell>
              <TableCell align="right">{formatInteger(file.numberOfEntries)}</TableCell>
              <TableCell align="right">{formatAmount(file.sumAmount)}</TableCell>
              <TableCell>{dateOf(file.createdTime)}</TableCell>
              {archived && <TableCell>{file.downloadedTime ? dateOf(file.downloadedTime) : ''}</TableCell>}
              <TableCell>{file.isLocked ? 'Låst' : 'Åpen'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" aria-label={`Vis ${file.fileName}`} onClick={() => void showPreview(file)}>
                    Vis
                  </Button>
                  <Button size="small" aria-label={`Last ned ${file.fileName}`} disabled={file.isLocked || download.isPending} onClick={() => download.mutate(file)}>
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
      {preview && (
        <OnDemand onFailed={closePreview}>
          <ImportFilePreview.Component preview={preview} onClose={closePreview} />
        </OnDemand>
      )}
    </>
  );
}
