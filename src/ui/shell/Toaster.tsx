import { useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Stack, ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme';
import type { Toast, ToastStore } from '../../application/ports/toasts.port';

/** The toasts, newest at the bottom, announced to screen readers as they come. */
export default function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    // Its own theme: the first toast can come on the login page, before any MUI theme is around.
    <ThemeProvider theme={theme}>
      <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: (t) => t.zIndex.snackbar, maxWidth: 480 }}>
        {toasts.map((toast: Toast) => (
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
    </ThemeProvider>
  );
}
