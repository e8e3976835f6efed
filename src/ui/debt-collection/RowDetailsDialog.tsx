import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One field of a line as its details list shows it. */
export interface RowDetail {
  readonly label: string;
  readonly value: ReactNode;
}

/** A table row's fields as a list of label and value, over the page (VirtualRows' details; issue 43). */
export function RowDetailsDialog({ title, details, onClose }: { title: string; details: readonly RowDetail[]; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {details.map((detail) => (
            <Box key={detail.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {detail.label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {detail.value === null || detail.value === '' ? '–' : detail.value}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}
