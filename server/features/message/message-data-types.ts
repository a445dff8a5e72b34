import type { Language } from '../../core/i18n/messages.ts';

type Texts = Record<Language, string>;
const texts = (zh: string, zhTW: string, en: string): Texts => ({ zh, 'zh-TW': zhTW, en });

/**
 * The message centre's fixed lists (JNPF's base_message_data_type, read by GET
 * /api/message/MessageDataType/getTypeList/{type}): 1 message types, 2 SMS channels, 3 webhook
 * kinds, 4 message sources. The codes are JNPF's, since templates and send configurations store
 * them and the stock client looks each one's name up by code.
 */
export const MESSAGE_DATA_TYPES: Record<string, [enCode: string, name: Texts][]> = {
  '1': [
    ['1', texts('站内信', '站內信', 'Site message')],
    ['2', texts('邮件', '郵件', 'E-mail')],
    ['3', texts('短信', '短信', 'SMS')],
    ['4', texts('钉钉', '釘釘', 'DingTalk')],
    ['5', texts('企业微信', '企業微信', 'WeCom')],
    ['6', texts('webhook', 'webhook', 'Webhook')],
    ['7', texts('微信公众号', '微信公眾號', 'WeChat official account')],
  ],
  '2': [
    ['1', texts('阿里云', '阿里雲', 'Alibaba Cloud')],
    ['2', texts('腾讯云', '騰訊雲', 'Tencent Cloud')],
  ],
  '3': [
    ['1', texts('钉钉', '釘釘', 'DingTalk')],
    ['2', texts('企业微信', '企業微信', 'WeCom')],
  ],
  '4': [
    ['1', texts('公告', '公告', 'Notice')],
    ['2', texts('流程', '流程', 'Workflow')],
    ['3', texts('系统', '系統', 'System')],
    ['4', texts('日程', '日程', 'Schedule')],
  ],
};

/** One list in the caller's language, as the client reads it: `{ id, type, fullName, enCode }` each. */
export function messageDataTypes(type: string, language: Language) {
  return (MESSAGE_DATA_TYPES[type] ?? []).map(([enCode, name]) => ({ id: `${type}-${enCode}`, type, fullName: name[language], enCode }));
}
