import { lazyUntilOpen } from '../shell/lazy-until-open.tsx';
import type { EntityFormDialogProps } from './entity-form-dialog.tsx';

/**
 * The rjsf create/edit dialog as screens use it: the form engine (@rjsf/*, ajv) downloads when a
 * dialog first opens, never with the list, the shell or the login page (docs/architecture.md).
 */
export const EntityFormDialog = lazyUntilOpen<EntityFormDialogProps>(() => import('./entity-form-dialog.tsx').then((m) => m.EntityFormDialog));
