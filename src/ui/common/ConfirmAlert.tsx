import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

/** A question asked in place before something is deleted: 'Avbryt' or the confirming button (disabled while the change runs). */
export function ConfirmAlert({
  children,
  confirmLabel = 'Slett',
  onCancel,
  onConfirm,
  pending = false,
  sx,
}: {
  children: ReactNode;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="warning"
      {...(sx ? { sx } : {})}
      action={
        <>
          <Button color="inherit" onClick={onCancel}>
            Avbryt
          </Button>
          <Button color="inherit" onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Alert>
  );
}
