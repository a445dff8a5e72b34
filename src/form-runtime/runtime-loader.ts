import { use } from 'react';

let loading: Promise<void> | undefined;

/**
 * The form runtime's widgets (date pickers, barcodes, QR codes, decimal arithmetic, the sandbox…)
 * come in their own chunk, registered the first time a form needs one, so signing in and the
 * first menu do not wait for them. Widgets a feature owns (the pickers) are registered by the
 * composition root beforehand (src/app/app.tsx) and stay registered.
 */
export function loadFormRuntime(): Promise<void> {
  loading ??= import('./register-form-runtime.ts').then((module) => module.registerFormRuntime());
  // A failed download is tried again by the next form.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The same for a component: suspends (the form's Suspense shows its loading bar) until registered. */
export function useFormRuntime(): void {
  use(loadFormRuntime());
}
