/**
 * The system configuration keys of contract §4.13 with their kinds and defaults. The PUT
 * route validates against this table; GET fills missing keys from it.
 */
export type ConfigField =
  | { kind: 'string'; default: string; secret?: boolean }
  | { kind: 'flag'; default: 0 | 1 }
  | { kind: 'int'; default: number; min: number; max: number }
  | { kind: 'choice'; default: number; choices: number[] };

const str = (d = '', secret = false): ConfigField => ({ kind: 'string', default: d, secret });
const flag = (d: 0 | 1 = 0): ConfigField => ({ kind: 'flag', default: d });
const int = (d: number, min: number, max: number): ConfigField => ({ kind: 'int', default: d, min, max });

export const sysConfigFields: Record<string, ConfigField> = {
  // branding
  sysName: str('港口供应链综合服务平台'),
  sysDescription: str('港口集团供应链综合服务平台'),
  sysVersion: str('3.4.7'),
  copyright: str('Copyright © 2026 Portside'),
  publisher: str('Portside'),
  title: str('港口供应链综合服务平台'),
  loginIcon: str(),
  navigationIcon: str(),
  logoIcon: str(),
  appIcon: str(),
  sidebarLogo: flag(1),
  // company
  companyName: str('港口集团'),
  companyCode: str('PORT'),
  companyAddress: str(),
  companyContacts: str(),
  companyTelePhone: str(),
  companyEmail: str(),
  // login security
  singleLogin: { kind: 'choice', default: 2, choices: [1, 2] },
  passwordErrorsNumber: int(5, 0, 100),
  lockType: { kind: 'choice', default: 2, choices: [1, 2] },
  lockTime: int(10, 1, 10080),
  enableVerificationCode: flag(0),
  verificationCodeNumber: int(4, 3, 8),
  tokenTimeout: int(480, 5, 43200),
  lastLoginTimeSwitch: flag(1),
  whitelistSwitch: flag(0),
  whiteListIp: str(),
  // password policy
  passwordStrengthLimit: flag(0),
  passwordLengthMin: flag(0),
  passwordLengthMinNumber: int(6, 1, 16),
  containsNumbers: flag(0),
  includeLowercaseLetters: flag(0),
  includeUppercaseLetters: flag(0),
  containsCharacters: flag(0),
  passwordIsUpdatedRegularly: flag(0),
  updateCycle: int(90, 1, 3650),
  updateInAdvance: int(7, 0, 365),
  disableOldPassword: flag(0),
  disableTheNumberOfOldPasswords: int(3, 1, 24),
  mandatoryModificationOfInitialPassword: flag(0),
  // approval links
  linkTime: int(24, 1, 8760),
  isClick: flag(0),
  unClickNum: int(3, 1, 100),
  // third party
  qyhCorpId: str(),
  qyhAgentId: str(),
  qyhAgentSecret: str('', true),
  qyhCorpSecret: str('', true),
  qyhIsSynOrg: flag(0),
  qyhIsSynUser: flag(0),
  dingSynAppKey: str(),
  dingSynAppSecret: str('', true),
  dingAgentId: str(),
  dingSynIsSynOrg: flag(0),
  dingSynIsSynUser: flag(0),
  // mail and sms
  emailSmtpHost: str(),
  emailSmtpPort: str(),
  emailPop3Host: str(),
  emailPop3Port: str(),
  emailSenderName: str(),
  emailAccount: str(),
  emailPassword: str('', true),
  emailSsl: flag(0),
  aliAccessKey: str(),
  aliSecret: str('', true),
  tencentSecretId: str(),
  tencentSecretKey: str('', true),
  tencentAppId: str(),
  tencentAppKey: str('', true),
  // misc
  registerKey: str('', true),
  pageSize: int(20, 10, 500),
  sysTheme: str('blend'),
  isLog: flag(1),
};

export type SysConfig = Record<string, string | number>;
