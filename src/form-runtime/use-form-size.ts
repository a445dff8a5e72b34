import { useSyncExternalStore } from 'react';
import { settingsStore } from '../shell/settings/settings-store.ts';
import type { FormSize } from './widget-contract.ts';

/** The component size the user chose in the shell settings (default, medium, small, mini): every form draws its widgets at it. */
export function useFormSize(): FormSize {
  return useSyncExternalStore(settingsStore.subscribe, () => settingsStore.getSnapshot().size);
}
