import { useSyncExternalStore } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { dismissToast, toastStore } from './toast-store.ts';

export function ToastHost() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={toast?.durationMs ?? 1500}
      onClose={() => toast && dismissToast(toast.id)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" data-testid="error-toast" variant="filled">
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
