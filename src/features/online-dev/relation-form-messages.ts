import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * Texts of the related-form picker and its attribute beyond the record pickers' own
 * (src/components/record-picker/messages.ts): the gallery examples' labels and columns. The same
 * `{ locale: { namespace: texts } }` shape as the features' messages.
 */
const zh = {
  exampleContract: '关联合同',
  exampleCustomer: '客户名称（关联表单属性）',
  exampleAmount: '合同金额（关联表单属性，存储）',
  columnContractNo: '合同编号',
  columnCustomer: '客户名称',
  columnContractType: '合同类型',
  columnEndDate: '到期日期',
};
export type RelationFormTexts = typeof zh;
const zhTW: RelationFormTexts = {
  exampleContract: '關聯合同',
  exampleCustomer: '客戶名稱（關聯表單屬性）',
  exampleAmount: '合同金額（關聯表單屬性，存儲）',
  columnContractNo: '合同編號',
  columnCustomer: '客戶名稱',
  columnContractType: '合同類型',
  columnEndDate: '到期日期',
};
const en: RelationFormTexts = {
  exampleContract: 'Related contract',
  exampleCustomer: 'Customer (related-form attribute)',
  exampleAmount: 'Contract amount (related-form attribute, stored)',
  columnContractNo: 'Contract number',
  columnCustomer: 'Customer',
  columnContractType: 'Contract type',
  columnEndDate: 'Expiry date',
};

export const relationFormMessages = {
  zh: { relationForm: zh },
  'zh-TW': { relationForm: zhTW },
  en: { relationForm: en },
};

/** The texts in a language (an unknown language falls back to zh, the default). */
export const relationFormTexts = (language: Language): RelationFormTexts => (relationFormMessages[language] ?? relationFormMessages.zh).relationForm;

/** One text in all three languages (the gallery examples' labels). */
export const inAllLanguages = (key: keyof RelationFormTexts) => ({ zh: zh[key], 'zh-TW': zhTW[key], en: en[key] });
