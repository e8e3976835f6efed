import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { OcrGiroFile } from '../../application/ports/ocrGiroUpload.port';
import { TOKENS } from '../../composition/tokens';
import { formatAmount } from '../../domain/money/formatAmount';
import * as T from '../../domain/nets/ocrGiroUploadTexts';
import { UNMATCHED_TEXTS } from '../../domain/payment/unmatchedPayments';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

const FILE_SEVERITY = { READ: 'success', DUPLICATE: 'info', REFUSED: 'error' } as const;

function FileResult({ file }: { file: OcrGiroFile }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {file.originalName}
      </Typography>
      <Alert severity={FILE_SEVERITY[file.status]} sx={{ my: 1 }}>
        <strong>{T.OCR_FILE_STATUS_LABEL[file.status]}</strong>
        {file.reason ? `: ${file.reason}` : ''}
        {file.status === 'READ' && (
          <>
            {' '}
            –{' '}
            {T.ocrFileSummary({
              payments: file.numberOfPayments,
              registered: file.numberOfRegistered,
              unmatched: file.numberOfUnmatched,
              duplicates: file.numberOfDuplicates,
              mandates: file.numberOfMandates,
            })}{' '}
            ({formatAmount(file.registeredAmount)} kr registrert)
            {file.numberOfUnmatched > 0 && (
              <>
                {' '}
                <RouterLink to="/register-payment/unmatched">{UNMATCHED_TEXTS.title}</RouterLink>
              </>
            )}
          </>
        )}
      </Alert>
    </Box>
  );
}

/**
 * /settings/special/ocr-giro (issue 45): OCR giro files from Mastercard Payment Services uploaded by hand and read as
 * the fetched ones are; each file answered on its own (read, read before, or refused whole with the reason).
 */
export function OcrGiroUploadPage() {
  const ocrGiro = useSettingsService(TOKENS.OcrGiroUpload);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (picked: readonly File[]) => {
      setSent(0);
      return ocrGiro.uploadFiles(picked, setSent);
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
      <SettingsBreadcrumb page={T.OCR_UPLOAD_TITLE} />
      <Typography sx={{ mb: 2 }}>{T.OCR_UPLOAD_INTRO}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isPending}>
          {T.OCR_UPLOAD_PICK_FILES}
          <input
            id={inputId}
            type="file"
            accept=".txt,.dat,.ocr,text/plain"
            multiple
            hidden
            data-testid="ocr-giro-files"
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              upload.reset();
              event.target.value = '';
            }}
          />
        </Button>
        <Typography aria-live="polite">{files.length === 0 ? T.OCR_UPLOAD_NO_FILES : files.map((file) => file.name).join(', ')}</Typography>
        <Button variant="contained" disabled={files.length === 0 || upload.isPending} onClick={() => upload.mutate(files)}>
          {T.OCR_UPLOAD_SEND}
        </Button>
      </Stack>
      {upload.isPending && (
        <Box sx={{ mb: 2 }}>
          <LinearProgress
            {...(percent < 100 ? { variant: 'determinate' as const, value: percent } : {})}
            aria-label={percent < 100 ? T.OCR_UPLOAD_UPLOADING : T.OCR_UPLOAD_READING}
          />
          <Typography variant="body2" role="status">
            {percent < 100 ? T.ocrUploadProgress(percent) : T.OCR_UPLOAD_READING}
          </Typography>
        </Box>
      )}
      {upload.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {T.OCR_UPLOAD_FAILED}
        </Alert>
      )}
      {upload.data && (
        <Box component="section" aria-label={T.OCR_UPLOAD_RESULTS}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {T.OCR_UPLOAD_RESULTS}
          </Typography>
          {upload.data.map((file, n) => (
            <FileResult key={n} file={file} />
          ))}
        </Box>
      )}
    </Box>
  );
}
