import { linkedAttributeWidgets } from '../../components/record-picker/linked-attribute.tsx';

/**
 * `relationFormAttr` (contract §7.2: `showField`, `relationField`, `isStorage`; spec lowcode §3
 * "Form item configuration"): one field (`showField`) of the record chosen in the related-form
 * field `relationField`, which relation-form.tsx publishes on the linked-records channel (the
 * chosen row at once, then the whole record read back by id). isStorage 1 only shows it;
 * isStorage 2 also stores it under the item's own field, so it is saved.
 */
export const { Edit: RelationFormAttrEdit, View: RelationFormAttrView } = linkedAttributeWidgets('relation-form-attr-value');
