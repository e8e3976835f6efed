import { Box, Button, Typography } from '@mui/material';
import type { EntryFile, EntryFileKind } from '../../../application/ports/entryForm.port';

const LABELS: Record<EntryFileKind, string> = { invoiceCopy: 'Faktura kopi', attachment: 'Vedlegg' };

/** Faktura kopi and Vedlegg (part 2 §2.7): a PDF each, disabled until the entry exists. */
export function EntryFiles({
  files,
  disabled,
  onUpload,
  onRemove,
}: {
  files: Record<EntryFileKind, EntryFile | null>;
  disabled: boolean;
  onUpload(kind: EntryFileKind, file: { name: string; bytes: Uint8Array }): void;
  onRemove(kind: EntryFileKind): void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {(Object.keys(LABELS) as EntryFileKind[]).map((kind) => (
        <Box key={kind} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button component="label" variant="outlined" disabled={disabled}>
            {LABELS[kind]}
            <input
              hidden
              type="file"
              accept="application/pdf"
              aria-label={LABELS[kind]}
              disabled={disabled}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onUpload(kind, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
              }}
            />
          </Button>
          {files[kind] && (
            <>
              <Typography>{files[kind].fileName}</Typography>
              <Button size="small" disabled={disabled} onClick={() => onRemove(kind)} aria-label={`Fjern ${LABELS[kind]}`}>
                Fjern
              </Button>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
