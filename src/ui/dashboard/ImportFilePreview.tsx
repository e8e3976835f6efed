import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export interface Preview {
  readonly fileName: string;
  readonly text: string;
}

/** A legacy import file's text, shown as it is. Loaded on first opening (see LegacyImportFiles). */
export default function ImportFilePreview({ preview, onClose }: { preview: Preview; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-preview-title">
      <DialogTitle id="import-preview-title">{preview.fileName}</DialogTitle>
      <DialogContent>
        <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre', overflowX: 'auto', m: 0 }}>
          {preview.text}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}
