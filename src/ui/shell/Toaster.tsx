import { useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Stack } from '@mui/material';
import type { ToastStore } from './toastStore';

/** The toasts, newest at the bottom, announced to screen readers as they come. */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: (theme) => theme.zIndex.snackbar, maxWidth: 480 }}>
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.severity}
          variant="filled"
          role={toast.severity === 'error' ? 'alert' : 'status'}
          onClose={() => store.dismiss(toast.id)}
        >
          {toast.detail ? <AlertTitle>{toast.message}</AlertTitle> : toast.message}
          {toast.detail}
        </Alert>
      ))}
    </Stack>
  );
}
