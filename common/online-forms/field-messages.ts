import type { Texts } from '../entity-model.ts';
import { requiredMessage } from '../form-runtime/validation/rules.ts';

/**
 * The words an online form's field is refused with, per JSON Schema keyword, as the schema
 * entities carry them (FieldModel.messages). A design has one label for all languages, so the
 * label is the same text in each; the sentence around it is translated. Keywords without words here
 * read as the validation catalogue's translated text, prefixed by the label (server/core/http/validation-message.ts).
 */

/** The same text in the three languages (a design's label, its form's name). */
export const sameText = (text: string): Texts => ({ zh: text, 'zh-TW': text, en: text });

/** Spec §5: "{label}不能为空". */
export const requiredTexts = (label: string): Texts => ({
  zh: requiredMessage(label, 'zh'),
  'zh-TW': requiredMessage(label, 'zh-TW'),
  en: requiredMessage(label, 'en'),
});

/** The spec's "{label}最多为N个字符！". */
export const maxLengthTexts = (label: string, max: number): Texts => ({
  zh: `${label}最多为${max}个字符！`,
  'zh-TW': `${label}最多為${max}個字符！`,
  en: `${label} has at most ${max} characters!`,
});

/** A unique field's value another record holds (账户名称不能重复). */
export const uniqueTexts = (label: string): Texts => ({
  zh: `${label}不能重复`,
  'zh-TW': `${label}不能重複`,
  en: `${label} already exists`,
});

/** The dialog's titles: 新建 / 编辑 and the form's name. */
export const dialogTitles = (name: string): { create: Texts; edit: Texts } => ({
  create: { zh: `新建${name}`, 'zh-TW': `新建${name}`, en: `New ${name}` },
  edit: { zh: `编辑${name}`, 'zh-TW': `編輯${name}`, en: `Edit ${name}` },
});
