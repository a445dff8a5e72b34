import type { WidgetDefinition } from '../../form-runtime/widget-contract.ts';

/**
 * The upload widgets as form-runtime widgets by jnpfKey (contract §7.2: uploadFz, uploadImg), for
 * the composition root to register (src/form-runtime/widget-registry.ts registerFormWidget).
 */
export const uploadWidgets: WidgetDefinition[] = [];
