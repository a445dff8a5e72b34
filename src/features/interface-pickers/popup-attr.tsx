import { linkedAttributeWidgets } from '../../components/record-picker/linked-attribute.tsx';

/**
 * `popupAttr` (contract §7.2: `showField`, `relationField`, `isStorage`; spec lowcode §3 "Form item
 * configuration"): one attribute (`showField`) of the record chosen in the pop-up select field
 * `relationField`, which popup-select.tsx publishes on the linked-records channel. isStorage 1 only
 * shows it; isStorage 2 also stores it under the item's own field, so it is saved.
 */
export const { Edit: PopupAttrEdit, View: PopupAttrView } = linkedAttributeWidgets('popup-attr-value');
