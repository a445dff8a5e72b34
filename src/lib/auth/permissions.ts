import type { PermissionEntry } from './current-user-types.ts';

type Kind = 'button' | 'column' | 'form';

/**
 * The checks of spec §6: false without a modelId, without a matching entry or without entries;
 * otherwise true when an entry's enCode equals the requested code (contract §2.4).
 */
function has(list: readonly PermissionEntry[] | null | undefined, modelId: string | null | undefined, kind: Kind, code: string): boolean {
  if (!modelId || !list || list.length === 0) return false;
  const entry = list.find((item) => item.modelId === modelId);
  const codes = entry?.[kind];
  if (!codes || codes.length === 0) return false;
  return codes.some((item) => item.enCode === code);
}

type Check = (list: readonly PermissionEntry[] | null | undefined, modelId: string | null | undefined, code: string) => boolean;

/** Button permission: btn_add, btn_edit, btn_remove and the like. */
export const hasBtnP: Check = (list, modelId, code) => has(list, modelId, 'button', code);
/** List column permission. */
export const hasColumnP: Check = (list, modelId, code) => has(list, modelId, 'column', code);
/** Form field permission. */
export const hasFormP: Check = (list, modelId, code) => has(list, modelId, 'form', code);
