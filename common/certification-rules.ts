import type { Texts } from './entity-model.ts';
import type { PatternRuleName } from './form-runtime/form-item.ts';
import { PATTERN_RULES } from './form-runtime/validation/pattern-rules.ts';

/**
 * Personal certification (spec shell §2.1 /certification; contract §4.9 user fields): the details a
 * user certifies themselves with, and the one check the page and the server both run, so a person
 * the page calls certified is one the server accepts. The certificate number follows the national
 * id rule of the §5 catalogue (by name) when the type is the resident identity card; the mobile
 * number always follows the mobile rule.
 */
export interface CertificationDetails {
  realName: string;
  /** the id of an item of the `certificateType` dictionary (contract §4.2), as JNPF's user form stores it */
  certificatesType: string;
  certificatesNumber: string;
  mobilePhone: string;
}

export type CertificationField = keyof CertificationDetails;
export const CERTIFICATION_FIELDS: readonly CertificationField[] = ['realName', 'certificatesType', 'certificatesNumber', 'mobilePhone'];

/** The dictionary (type enCode, contract §4.2) the certificate types come from. */
export const CERTIFICATE_TYPE_DICTIONARY = 'certificateType';

/** One item of that dictionary as both sides read it. */
export interface CertificateType {
  id: string;
  fullName: string;
  enCode: string;
}

/** The longest value each field may hold (the user table's columns, schemas/user.schema.json). */
export const CERTIFICATION_MAX_LENGTH: Record<CertificationField, number> = { realName: 50, certificatesType: 50, certificatesNumber: 50, mobilePhone: 20 };

/**
 * Whether a type is the resident identity card (居民身份证), whose number the national id rule
 * checks: JNPF's dictionary names it by its words, a tidy one by the code `idCard`; both count.
 */
export const isResidentIdCard = (type: Pick<CertificateType, 'fullName' | 'enCode'> | undefined): boolean =>
  !!type && (type.enCode.toLowerCase() === 'idcard' || type.fullName.includes('身份证') || type.fullName.includes('身份證'));

/** The field labels, in the three languages (the profile's own words for them). */
export const CERTIFICATION_LABELS: Record<CertificationField, Texts> = {
  realName: { zh: '真实姓名', 'zh-TW': '真實姓名', en: 'Real name' },
  certificatesType: { zh: '证件类型', 'zh-TW': '證件類型', en: 'ID type' },
  certificatesNumber: { zh: '证件号码', 'zh-TW': '證件號碼', en: 'ID number' },
  mobilePhone: { zh: '手机号码', 'zh-TW': '手機號碼', en: 'Mobile phone' },
};

const REQUIRED: Record<CertificationField, Texts> = {
  realName: { zh: '请输入真实姓名', 'zh-TW': '請輸入真實姓名', en: 'Enter your real name' },
  certificatesType: { zh: '请选择证件类型', 'zh-TW': '請選擇證件類型', en: 'Choose the ID type' },
  certificatesNumber: { zh: '请输入证件号码', 'zh-TW': '請輸入證件號碼', en: 'Enter the ID number' },
  mobilePhone: { zh: '请输入手机号码', 'zh-TW': '請輸入手機號碼', en: 'Enter the mobile phone number' },
};
const TOO_LONG: Texts = { zh: '最多为{max}个字符', 'zh-TW': '最多為{max}個字符', en: 'At most {max} characters' };
const UNKNOWN_TYPE: Texts = { zh: '请选择有效的证件类型', 'zh-TW': '請選擇有效的證件類型', en: 'Choose one of the offered ID types' };

/** A field that fails, with the words to show beside it (already in every language). */
export interface CertificationProblem {
  field: CertificationField;
  messages: Texts;
}

const ruleMatches = (rule: PatternRuleName, value: string) => new RegExp(PATTERN_RULES[rule].pattern).test(value);
const fill = (texts: Texts, max: number): Texts => ({
  zh: texts.zh.replace('{max}', String(max)),
  'zh-TW': texts['zh-TW'].replace('{max}', String(max)),
  en: texts.en.replace('{max}', String(max)),
});

/**
 * The first field that is missing or wrong, in the form's order, or undefined when the details are
 * complete and valid (which is what "certified" means). Values are checked as given: callers trim.
 * `types` are the enabled items of the certificateType dictionary; a type not among them is refused.
 */
export function certificationProblem(details: CertificationDetails, types: readonly CertificateType[]): CertificationProblem | undefined {
  for (const field of CERTIFICATION_FIELDS) {
    const value = details[field];
    if (!value) return { field, messages: REQUIRED[field] };
    if (value.length > CERTIFICATION_MAX_LENGTH[field]) return { field, messages: fill(TOO_LONG, CERTIFICATION_MAX_LENGTH[field]) };
    if (field === 'certificatesType' && !types.some((type) => type.id === value)) return { field, messages: UNKNOWN_TYPE };
    if (field === 'certificatesNumber' && isResidentIdCard(types.find((type) => type.id === details.certificatesType)) && !ruleMatches('idCard', value)) {
      return { field, messages: PATTERN_RULES.idCard.messages };
    }
    if (field === 'mobilePhone' && !ruleMatches('mobile', value)) return { field, messages: PATTERN_RULES.mobile.messages };
  }
  return undefined;
}

/** The details with surrounding spaces removed, as both sides compare and store them. */
export const trimmedDetails = (details: CertificationDetails): CertificationDetails => ({
  realName: details.realName.trim(),
  certificatesType: details.certificatesType.trim(),
  certificatesNumber: details.certificatesNumber.trim(),
  mobilePhone: details.mobilePhone.trim(),
});
