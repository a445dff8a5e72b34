/** Texts of sign-in, the route guard and session handling (spec §1, §2.2, §4, §8); zh is verbatim from the spec. */
export const authMessages = {
  zh: {
    auth: {
      verifyFailed: '验证失败，请重新登录',
      noPermission: '您的权限不足，请联系管理员',
      sessionExpired: '登录过期,请重新登录',
      defaultTitle: '港口供应链综合服务平台',
    },
  },
  'zh-TW': {
    auth: {
      verifyFailed: '驗證失敗，請重新登錄',
      noPermission: '您的權限不足，請聯繫管理員',
      sessionExpired: '登錄過期,請重新登錄',
      defaultTitle: '港口供應鏈綜合服務平台',
    },
  },
  en: {
    auth: {
      verifyFailed: 'Verification failed, please sign in again',
      noPermission: 'You do not have enough permissions; contact an administrator',
      sessionExpired: 'Your session has expired, please sign in again',
      defaultTitle: 'Port Supply Chain Integrated Service Platform',
    },
  },
};

export type AuthText = keyof (typeof authMessages)['zh']['auth'];
