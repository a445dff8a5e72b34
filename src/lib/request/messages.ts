/** Texts of the request client (spec §8). Also merged into the app's i18n under `request.*`. */
export const requestMessages = {
  zh: { request: { error: '请求出错，请重试', sessionExpired: '登录过期,请重新登录' } },
  'zh-TW': { request: { error: '請求出錯，請重試', sessionExpired: '登錄過期,請重新登錄' } },
  en: { request: { error: 'Request error, please retry', sessionExpired: 'Your session has expired, please sign in again' } },
};

export type RequestTextKey = keyof (typeof requestMessages)['zh']['request'];

/**
 * The text for the language the client sends as Accept-Language (zh-CN, zh-TW, en-US, or the
 * bare locale names zh, zh-TW, en): English for en*, traditional Chinese for *tw / *hant, else zh.
 */
export function requestText(key: RequestTextKey, language: string): string {
  const lower = language.toLowerCase();
  const locale = lower.startsWith('en') ? 'en' : lower.includes('tw') || lower.includes('hant') ? 'zh-TW' : 'zh';
  return requestMessages[locale].request[key];
}
