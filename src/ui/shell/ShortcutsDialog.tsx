import { Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { modifierLabel, PAGE_SHORTCUTS, SHORTCUTS } from './shortcuts';

/** The list of keyboard shortcuts ("Vis hurtigtaster" in the side menu). Loaded on first opening (see AppShell). */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const modifier = modifierLabel();
  return (
    <Dialog open onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">Hurtigtaster</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.code}>
                <TableCell>
                  <kbd>{modifier}</kbd> + <kbd>{shortcut.keyLabel}</kbd>
                </TableCell>
                <TableCell>{shortcut.description}</TableCell>
              </TableRow>
            ))}
            {PAGE_SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.key}>
                <TableCell>
                  <kbd>{shortcut.keyLabel}</kbd>
                </TableCell>
                <TableCell>{shortcut.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
