import type { WidgetDefinition } from '../../form-runtime/widget-contract.ts';
import { fileUploadExamples, imageUploadExamples } from './widgets/examples.ts';
import { DeferredFileUploadEdit, DeferredFileUploadView, DeferredImageUploadEdit, DeferredImageUploadView } from './widgets/lazy-widgets.tsx';

/**
 * The upload widgets as form-runtime widgets by jnpfKey (contract §7.2: uploadFz, uploadImg), for
 * the composition root to register (src/form-runtime/widget-registry.ts registerFormWidget). Both
 * hold the contract's array of `{name, fileId, url, fileSize, fileExtension}` (§6.1); their code
 * loads with the first one a form draws (widgets/lazy-widgets.tsx), since this module is loaded at sign-in.
 */
export const uploadWidgets: WidgetDefinition[] = [
  { key: 'uploadFz', Edit: DeferredFileUploadEdit, View: DeferredFileUploadView, holdsValue: true, emptyValue: [], examples: fileUploadExamples },
  { key: 'uploadImg', Edit: DeferredImageUploadEdit, View: DeferredImageUploadView, holdsValue: true, emptyValue: [], examples: imageUploadExamples },
];
