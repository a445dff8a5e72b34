import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, toastStore } from '../../../shell/toast-store.ts';

/**
 * The request client's error toasts on the plain login page: the app's toast store (the one the
 * shell's host reads after sign-in), drawn without MUI's Snackbar, top centre, for its duration.
 */
export function PlainToast() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  return (
    <div className="pl-toast" role="alert" data-testid="error-toast">
      {toast.message}
    </div>
  );
}
