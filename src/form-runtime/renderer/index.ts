/**
 * The form renderers: a FormItem tree editable (FormRenderer, with validate() through its ref) or
 * read-only (ReadOnlyRenderer, the detail renderer of spec §2), and the helpers their owners need.
 */
export { FormRenderer, ReadOnlyRenderer } from './form-renderer.tsx';
export type { FormRendererHandle, FormRendererProps, ReadOnlyRendererProps } from './form-renderer.tsx';
export type { FormConf } from './form-conf.ts';
export { initialValues, isItemShown, validateRecord, valueItemsOf } from './item-tree.ts';
export type { ValidationResult } from './item-tree.ts';
export { grantedFieldsOf } from './granted-fields.ts';
export { checkOnSubmit, rowMessage, tableRowsError } from './table-check.ts';
