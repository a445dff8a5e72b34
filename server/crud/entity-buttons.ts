import type { FastifyContextConfig } from 'fastify';

/**
 * The button code each generic CRUD action needs when its menu judges buttons
 * (isButtonAuthorize = 1, spec §6): JNPF's defaults btn_add, btn_edit and btn_remove, btn_export
 * for the Excel list export, btn_upload (JNPF's import button, 'btn_' + upload as its list
 * designer names it) for every step of the Excel import wizard. The state toggle changes the
 * record, so it is an edit; a record's file export is an export and its import creates a record,
 * so it is an add. The list page
 * (src/lib/auth/page-permissions.ts) hides the same buttons.
 */
export const ENTITY_BUTTONS = {
  create: 'btn_add',
  update: 'btn_edit',
  state: 'btn_edit',
  delete: 'btn_remove',
  excelExport: 'btn_export',
  excelImport: 'btn_upload',
  recordExport: 'btn_export',
  recordImport: 'btn_add',
} as const;

/** A route's config that also needs `button` (reads keep the menu permission alone). */
export function withButton(config: FastifyContextConfig, button: string): FastifyContextConfig {
  const access = config.access;
  if (!access || typeof access !== 'object') return config;
  return { ...config, access: { ...access, button } };
}
