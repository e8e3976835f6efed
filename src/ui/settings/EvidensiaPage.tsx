import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EvidensiaFile } from '../../application/ports/evidensia.port';
import { TOKENS } from '../../composition/tokens';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import * as T from '../../domain/evidensia/evidensiaTexts';
import { formatAmount } from '../../domain/money/formatAmount';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

const FILE_SEVERITY = { READ: 'success', DUPLICATE: 'info', REFUSED: 'error' } as const;

function FileResult({ file }: { file: EvidensiaFile }) {
  const headingId = useId();
  const shown = file.payments.slice(0, T.MAX_PAYMENT_ROWS);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {file.originalName}
      </Typography>
      <Alert severity={FILE_SEVERITY[file.status]} sx={{ my: 1 }}>
        <strong>{T.FILE_STATUS_LABEL[file.status]}</strong>
        {file.reason ? `: ${file.reason}` : ''}
        {file.status === 'READ' && (
          <>
            {' '}
            – {T.fileSummary(file.numberOfRegistered, file.numberOfUnmatched, file.numberOfDuplicates)} ({formatAmount(file.registeredAmount)} kr registrert)
          </>
        )}
      </Alert>
      {shown.length > 0 && (
        <Table size="small" aria-label={`Innbetalinger i ${file.originalName}`}>
          <TableHead>
            <TableRow>
              <TableCell>{T.COLUMN_REFERENCE}</TableCell>
              <TableCell align="right">{T.COLUMN_AMOUNT}</TableCell>
              <TableCell>{T.COLUMN_BANK_DATE}</TableCell>
              <TableCell>{T.COLUMN_KID}</TableCell>
              <TableCell>{T.COLUMN_INVOICE}</TableCell>
              <TableCell>{T.COLUMN_STATUS}</TableCell>
              <TableCell>{T.COLUMN_REASON}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((payment, n) => (
              <TableRow key={n}>
                <TableCell>{payment.bankReference ?? ''}</TableCell>
                <TableCell align="right">{formatAmount(payment.amount)}</TableCell>
                <TableCell>{payment.bankDate ? formatNorwegianDate(payment.bankDate) : ''}</TableCell>
                <TableCell>{payment.kid ?? ''}</TableCell>
                <TableCell>{payment.invoiceNumber ?? ''}</TableCell>
                <TableCell>{T.PAYMENT_STATUS_LABEL[payment.status]}</TableCell>
                <TableCell>{payment.reason ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {file.payments.length > shown.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {T.morePayments(shown.length, file.payments.length)}
        </Typography>
      )}
    </Box>
  );
}

/** /settings/special/evidensia (part 2 §2.8): camt.054 payment files uploaded, read and answered per file and payment. */
export function EvidensiaPage() {
  const evidensia = useSettingsService(TOKENS.Evidensia);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (picked: readonly File[]) => {
      setSent(0);
      return evidensia.uploadPaymentFiles(picked, setSent);
    },
    onSuccess: () => {
      setFiles([]);
      // Part 2 §7: after any successful change all cached data is refreshed.
      void queryClient.invalidateQueries();
    },
  });
  const percent = Math.round(sent * 100);
  return (
    <Box>
      <SettingsBreadcrumb page={T.EVIDENSIA_TITLE} />
      <Typography sx={{ mb: 2 }}>{T.EVIDENSIA_INTRO}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isPending}>
          {T.EVIDENSIA_PICK_FILES}
          <input
            id={inputId}
            type="file"
            accept=".xml,application/xml,text/xml"
            multiple
            hidden
            data-testid="evidensia-files"
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              upload.reset();
              event.target.value = '';
            }}
          />
        </Button>
        <Typography aria-live="polite">{files.length === 0 ? T.NO_FILES_PICKED : files.map((file) => file.name).join(', ')}</Typography>
        <Button variant="contained" disabled={files.length === 0 || upload.isPending} onClick={() => upload.mutate(files)}>
          {T.EVIDENSIA_UPLOAD}
        </Button>
      </Stack>
      {upload.isPending && (
        <Box sx={{ mb: 2 }}>
          {percent < 100 ? (
            <>
              <LinearProgress variant="determinate" value={percent} aria-label={T.EVIDENSIA_UPLOADING} />
              <Typography variant="body2" role="status">
                {T.uploadProgress(percent)}
              </Typography>
            </>
          ) : (
            <>
              <LinearProgress aria-label={T.EVIDENSIA_READING} />
              <Typography variant="body2" role="status">
                {T.EVIDENSIA_READING}
              </Typography>
            </>
          )}
        </Box>
      )}
      {upload.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {T.EVIDENSIA_FAILED}
        </Alert>
      )}
      {upload.data && (
        <Box component="section" aria-label={T.RESULTS_HEADING}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {T.RESULTS_HEADING}
          </Typography>
          {upload.data.map((file, n) => (
            <FileResult key={n} file={file} />
          ))}
        </Box>
      )}
    </Box>
  );
}
