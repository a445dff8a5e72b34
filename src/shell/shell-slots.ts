import type { ComponentType } from 'react';

/**
 * What features put into the shell's chrome (spec §2.5), handed in at start-up by the composition root
 * (src/app/feature-screens.ts) so the shell never imports a feature. Each entry is a component without
 * props, shown in the order given.
 */
export interface ShellSlots {
  /** navbar buttons for signed-in users (not the tourist), before the lock button: the message centre, feedback */
  navbarActions: readonly ComponentType[];
  /** navbar buttons everyone sees, the tourist too, before the settings button: the statement */
  navbarPublicActions: readonly ComponentType[];
  /** shown when the layout has no navbar (plain, full screen), so they stay in reach: the floating message centre */
  floatingActions: readonly ComponentType[];
}

let slots: ShellSlots = { navbarActions: [], navbarPublicActions: [], floatingActions: [] };

export function registerShellSlots(next: Partial<ShellSlots>): void {
  slots = { ...slots, ...next };
}

export const shellSlots = (): ShellSlots => slots;
