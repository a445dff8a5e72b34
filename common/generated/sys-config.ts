// Generated from schemas/sys-config.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** System configuration (系统配置): one record as the API sends it. */
export interface SysConfig {
  sysName?: string;
  sysDescription?: string;
  sysVersion?: string;
  copyright?: string;
  publisher?: string;
  title?: string;
  loginIcon?: string;
  navigationIcon?: string;
  logoIcon?: string;
  appIcon?: string;
  sidebarLogo?: number;
  companyName?: string;
  companyCode?: string;
  companyAddress?: string;
  companyContacts?: string;
  companyTelePhone?: string;
  companyEmail?: string;
  singleLogin?: number;
  passwordErrorsNumber?: number;
  lockType?: number;
  lockTime?: number;
  enableVerificationCode?: number;
  verificationCodeNumber?: number;
  tokenTimeout?: number;
  lastLoginTimeSwitch?: number;
  whitelistSwitch?: number;
  whiteListIp?: string;
  adminList?: string;
  tokenHostAllowList?: string;
  passwordStrengthLimit?: number;
  passwordLengthMin?: number;
  passwordLengthMinNumber?: number;
  containsNumbers?: number;
  includeLowercaseLetters?: number;
  includeUppercaseLetters?: number;
  containsCharacters?: number;
  passwordIsUpdatedRegularly?: number;
  updateCycle?: number;
  updateInAdvance?: number;
  disableOldPassword?: number;
  disableTheNumberOfOldPasswords?: number;
  mandatoryModificationOfInitialPassword?: number;
  linkTime?: number;
  isClick?: number;
  unClickNum?: number;
  qyhCorpId?: string;
  qyhAgentId?: string;
  qyhAgentSecret?: string;
  qyhCorpSecret?: string;
  qyhIsSynOrg?: number;
  qyhIsSynUser?: number;
  dingSynAppKey?: string;
  dingSynAppSecret?: string;
  dingAgentId?: string;
  dingSynIsSynOrg?: number;
  dingSynIsSynUser?: number;
  emailSmtpHost?: string;
  emailSmtpPort?: string;
  emailPop3Host?: string;
  emailPop3Port?: string;
  emailSenderName?: string;
  emailAccount?: string;
  emailPassword?: string;
  emailSsl?: number;
  aliAccessKey?: string;
  aliSecret?: string;
  tencentSecretId?: string;
  tencentSecretKey?: string;
  tencentAppId?: string;
  tencentAppKey?: string;
  registerKey?: string;
  pageSize?: number;
  sysTheme?: string;
  isLog?: number;
  importDocumentShipUrl?: string;
  importDocumentOilUrl?: string;
  importDocumentGdUrl?: string;
  exportdocumentUrl?: string;
  exportDocumentOilUrl?: string;
  landRegistrationUrl?: string;
  singlereleaseUrl?: string;
  mixreleaseUrl?: string;
  mixreleaseOilUrl?: string;
  portConsolidationShUrl?: string;
  classesplanUrl?: string;
  commercialPreparationsUrl?: string;
  shipWailiInformUrl?: string;
  importReleaseUrl?: string;
  importQueryUrl?: string;
  shipOneQueryUrl?: string;
  sbcShipperDocUrl?: string;
  sbcShipperDocOneUrl?: string;
  sbcShipperDocTwoUrl?: string;
  createBillLoginUserUrl?: string;
  applyCargoListUrl?: string;
  createBillUrl?: string;
  dingzhiIndexUrl?: string;
  dingzhiInfoUrl?: string;
  yuanyouUrl?: string;
  logisticsUrl?: string;
  tempUrl?: string;
  showharberpUrl?: string;
  wldbPayUrl?: string;
  frameMessageOrigins?: string;
  gctosTokenMinutes?: number;
  allowUploadFileType?: string;
  uploadFileSizeLimit?: number;
  uploadImageSizeLimit?: number;
  dataInterfaceHostAllowList?: string;
  dataInterfaceWritesEnabled?: number;
  hasChildren?: boolean;
  children?: SysConfig[] | null;
}

export const sysConfigModel: EntityModel = {
  name: "sysConfig",
  permission: "sysConfig",
  labels: { zh: "系统配置", "zh-TW": "系統配置", en: "System configuration" },
  api: { base: "/api/system/SysConfig", list: "none", info: "/{id}", state: false, selector: false, listPath: null, routes: "generic" },
  storage: "settings",
  table: null,
  tree: null,
  unique: [],
  uniqueWithin: null,
  search: [],
  sort: null,
  dependents: [],
  filters: {},
  usedWhen: null,
  page: "system/sysConfig",
  transfer: null,
  excelExport: null,
  sections: [
    {
      title: { zh: "基本设置", "zh-TW": "基本設置", en: "General" },
      fields: [
        "sysName",
        "sysDescription",
        "sysVersion",
        "copyright",
        "publisher",
        "title",
        "loginIcon",
        "navigationIcon",
        "logoIcon",
        "appIcon",
        "sidebarLogo",
        "companyName",
        "companyCode",
        "companyAddress",
        "companyContacts",
        "companyTelePhone",
        "companyEmail",
        "pageSize",
        "sysTheme",
        "isLog",
      ],
    },
    {
      title: { zh: "安全策略", "zh-TW": "安全策略", en: "Security" },
      fields: [
        "singleLogin",
        "passwordErrorsNumber",
        "lockType",
        "lockTime",
        "enableVerificationCode",
        "verificationCodeNumber",
        "tokenTimeout",
        "lastLoginTimeSwitch",
        "whitelistSwitch",
        "whiteListIp",
        "adminList",
        "tokenHostAllowList",
      ],
    },
    {
      title: { zh: "文件上传", "zh-TW": "文件上傳", en: "File uploads" },
      fields: ["allowUploadFileType", "uploadFileSizeLimit", "uploadImageSizeLimit"],
    },
    { title: { zh: "数据接口", "zh-TW": "數據接口", en: "Data interfaces" }, fields: ["dataInterfaceHostAllowList", "dataInterfaceWritesEnabled"] },
    {
      title: { zh: "密码策略", "zh-TW": "密碼策略", en: "Password policy" },
      fields: [
        "passwordStrengthLimit",
        "passwordLengthMin",
        "passwordLengthMinNumber",
        "containsNumbers",
        "includeLowercaseLetters",
        "includeUppercaseLetters",
        "containsCharacters",
        "passwordIsUpdatedRegularly",
        "updateCycle",
        "updateInAdvance",
        "disableOldPassword",
        "disableTheNumberOfOldPasswords",
        "mandatoryModificationOfInitialPassword",
      ],
    },
    { title: { zh: "审批链接", "zh-TW": "審批鏈接", en: "Approval links" }, fields: ["linkTime", "isClick", "unClickNum"] },
    {
      title: { zh: "第三方", "zh-TW": "第三方", en: "Third party" },
      fields: [
        "qyhCorpId",
        "qyhAgentId",
        "qyhAgentSecret",
        "qyhCorpSecret",
        "qyhIsSynOrg",
        "qyhIsSynUser",
        "dingSynAppKey",
        "dingSynAppSecret",
        "dingAgentId",
        "dingSynIsSynOrg",
        "dingSynIsSynUser",
        "registerKey",
      ],
    },
    {
      title: { zh: "邮件短信", "zh-TW": "郵件短信", en: "Mail and SMS" },
      fields: [
        "emailSmtpHost",
        "emailSmtpPort",
        "emailPop3Host",
        "emailPop3Port",
        "emailSenderName",
        "emailAccount",
        "emailPassword",
        "emailSsl",
        "aliAccessKey",
        "aliSecret",
        "tencentSecretId",
        "tencentSecretKey",
        "tencentAppId",
        "tencentAppKey",
      ],
    },
    {
      title: { zh: "业务页面", "zh-TW": "業務頁面", en: "Business pages" },
      fields: [
        "importDocumentShipUrl",
        "importDocumentOilUrl",
        "importDocumentGdUrl",
        "exportdocumentUrl",
        "exportDocumentOilUrl",
        "landRegistrationUrl",
        "singlereleaseUrl",
        "mixreleaseUrl",
        "mixreleaseOilUrl",
        "portConsolidationShUrl",
        "classesplanUrl",
        "commercialPreparationsUrl",
        "shipWailiInformUrl",
        "importReleaseUrl",
        "importQueryUrl",
        "shipOneQueryUrl",
        "sbcShipperDocUrl",
        "sbcShipperDocOneUrl",
        "sbcShipperDocTwoUrl",
        "createBillLoginUserUrl",
        "applyCargoListUrl",
        "createBillUrl",
        "dingzhiIndexUrl",
        "dingzhiInfoUrl",
        "yuanyouUrl",
        "logisticsUrl",
        "tempUrl",
        "showharberpUrl",
        "wldbPayUrl",
        "frameMessageOrigins",
        "gctosTokenMinutes",
      ],
    },
  ],
  listColumns: [
    "sysName",
    "sysDescription",
    "sysVersion",
    "copyright",
    "publisher",
    "title",
    "loginIcon",
    "navigationIcon",
    "logoIcon",
    "appIcon",
    "sidebarLogo",
    "companyName",
    "companyCode",
    "companyAddress",
    "companyContacts",
    "companyTelePhone",
    "companyEmail",
    "singleLogin",
    "passwordErrorsNumber",
    "lockType",
    "lockTime",
    "enableVerificationCode",
    "verificationCodeNumber",
    "tokenTimeout",
    "lastLoginTimeSwitch",
    "whitelistSwitch",
    "whiteListIp",
    "passwordStrengthLimit",
    "passwordLengthMin",
    "passwordLengthMinNumber",
    "containsNumbers",
    "includeLowercaseLetters",
    "includeUppercaseLetters",
    "containsCharacters",
    "passwordIsUpdatedRegularly",
    "updateCycle",
    "updateInAdvance",
    "disableOldPassword",
    "disableTheNumberOfOldPasswords",
    "mandatoryModificationOfInitialPassword",
    "linkTime",
    "isClick",
    "unClickNum",
    "qyhCorpId",
    "qyhAgentId",
    "qyhIsSynOrg",
    "qyhIsSynUser",
    "dingSynAppKey",
    "dingAgentId",
    "dingSynIsSynOrg",
    "dingSynIsSynUser",
    "emailSmtpHost",
    "emailSmtpPort",
    "emailPop3Host",
    "emailPop3Port",
    "emailSenderName",
    "emailAccount",
    "emailSsl",
    "aliAccessKey",
    "tencentSecretId",
    "tencentAppId",
    "pageSize",
    "sysTheme",
    "isLog",
    "importDocumentShipUrl",
    "importDocumentOilUrl",
    "importDocumentGdUrl",
    "exportdocumentUrl",
    "exportDocumentOilUrl",
    "landRegistrationUrl",
    "singlereleaseUrl",
    "mixreleaseUrl",
    "mixreleaseOilUrl",
    "portConsolidationShUrl",
    "classesplanUrl",
    "commercialPreparationsUrl",
    "shipWailiInformUrl",
    "importReleaseUrl",
    "importQueryUrl",
    "shipOneQueryUrl",
    "sbcShipperDocUrl",
    "sbcShipperDocOneUrl",
    "sbcShipperDocTwoUrl",
    "createBillLoginUserUrl",
    "applyCargoListUrl",
    "createBillUrl",
    "dingzhiIndexUrl",
    "dingzhiInfoUrl",
    "yuanyouUrl",
    "logisticsUrl",
    "tempUrl",
    "showharberpUrl",
    "wldbPayUrl",
    "frameMessageOrigins",
    "gctosTokenMinutes",
    "allowUploadFileType",
    "uploadFileSizeLimit",
    "uploadImageSizeLimit",
    "dataInterfaceWritesEnabled",
  ],
  storedColumns: [],
  references: [],
  fields: [
    { name: "sysName", label: { zh: "系统名称", "zh-TW": "系統名稱", en: "System name" }, widget: "input", default: "港口供应链综合服务平台" },
    { name: "sysDescription", label: { zh: "系统描述", "zh-TW": "系統描述", en: "Description" }, widget: "input", default: "港口集团供应链综合服务平台" },
    { name: "sysVersion", label: { zh: "系统版本", "zh-TW": "系統版本", en: "Version" }, widget: "input", default: "3.4.7" },
    { name: "copyright", label: { zh: "版权信息", "zh-TW": "版權信息", en: "Copyright" }, widget: "input", default: "Copyright © 2026 Portside" },
    { name: "publisher", label: { zh: "发行商", "zh-TW": "發行商", en: "Publisher" }, widget: "input", default: "Portside" },
    { name: "title", label: { zh: "系统标题", "zh-TW": "系統標題", en: "Browser title" }, widget: "input", default: "港口供应链综合服务平台" },
    { name: "loginIcon", label: { zh: "登录图标", "zh-TW": "登錄圖標", en: "Login logo" }, widget: "input", default: "" },
    { name: "navigationIcon", label: { zh: "导航图标", "zh-TW": "導航圖標", en: "Navigation logo" }, widget: "input", default: "" },
    { name: "logoIcon", label: { zh: "Logo图标", "zh-TW": "Logo圖標", en: "Logo" }, widget: "input", default: "" },
    { name: "appIcon", label: { zh: "App图标", "zh-TW": "App圖標", en: "App icon" }, widget: "input", default: "" },
    { name: "sidebarLogo", label: { zh: "侧边栏Logo", "zh-TW": "側邊欄Logo", en: "Sidebar logo" }, widget: "switch", default: 1 },
    { name: "companyName", label: { zh: "公司名称", "zh-TW": "公司名稱", en: "Company name" }, widget: "input", default: "港口集团" },
    { name: "companyCode", label: { zh: "公司编码", "zh-TW": "公司編碼", en: "Company code" }, widget: "input", default: "PORT" },
    { name: "companyAddress", label: { zh: "公司地址", "zh-TW": "公司地址", en: "Address" }, widget: "input", default: "" },
    { name: "companyContacts", label: { zh: "公司联系人", "zh-TW": "公司聯繫人", en: "Contact" }, widget: "input", default: "" },
    { name: "companyTelePhone", label: { zh: "公司电话", "zh-TW": "公司電話", en: "Telephone" }, widget: "input", default: "" },
    { name: "companyEmail", label: { zh: "公司邮箱", "zh-TW": "公司郵箱", en: "Email" }, widget: "input", default: "" },
    {
      name: "singleLogin",
      label: { zh: "登录方式", "zh-TW": "登錄方式", en: "Sign-in mode" },
      widget: "select",
      default: 2,
      options: {
        "1": { zh: "单一登录", "zh-TW": "單一登錄", en: "One session only" },
        "2": { zh: "同时登录", "zh-TW": "同時登錄", en: "Several sessions" },
      },
    },
    {
      name: "passwordErrorsNumber",
      label: { zh: "密码错误次数", "zh-TW": "密碼錯誤次數", en: "Password errors allowed" },
      widget: "number",
      default: 5,
      messages: {
        minimum: { zh: "密码错误次数不能小于0", "zh-TW": "密碼錯誤次數不能小於0", en: "Password errors allowed is at least 0" },
        maximum: { zh: "密码错误次数不能大于100", "zh-TW": "密碼錯誤次數不能大於100", en: "Password errors allowed is at most 100" },
      },
    },
    {
      name: "lockType",
      label: { zh: "锁定方式", "zh-TW": "鎖定方式", en: "Lock mode" },
      widget: "select",
      default: 2,
      options: {
        "1": { zh: "账号锁定", "zh-TW": "賬號鎖定", en: "Lock until unlocked" },
        "2": { zh: "延时登录", "zh-TW": "延時登錄", en: "Lock for a while" },
      },
    },
    {
      name: "lockTime",
      label: { zh: "锁定时间(分钟)", "zh-TW": "鎖定時間(分鐘)", en: "Lock time (minutes)" },
      widget: "number",
      default: 10,
      messages: {
        minimum: { zh: "锁定时间(分钟)不能小于1", "zh-TW": "鎖定時間(分鐘)不能小於1", en: "Lock time (minutes) is at least 1" },
        maximum: { zh: "锁定时间(分钟)不能大于10080", "zh-TW": "鎖定時間(分鐘)不能大於10080", en: "Lock time (minutes) is at most 10080" },
      },
    },
    { name: "enableVerificationCode", label: { zh: "开启验证码", "zh-TW": "開啟驗證碼", en: "Verification code" }, widget: "switch", default: 0 },
    {
      name: "verificationCodeNumber",
      label: { zh: "验证码位数", "zh-TW": "驗證碼位數", en: "Code length" },
      widget: "number",
      default: 4,
      messages: {
        minimum: { zh: "验证码位数不能小于3", "zh-TW": "驗證碼位數不能小於3", en: "Code length is at least 3" },
        maximum: { zh: "验证码位数不能大于8", "zh-TW": "驗證碼位數不能大於8", en: "Code length is at most 8" },
      },
    },
    {
      name: "tokenTimeout",
      label: { zh: "超时登出(分钟)", "zh-TW": "超時登出(分鐘)", en: "Session timeout (minutes)" },
      widget: "number",
      default: 480,
      messages: {
        minimum: { zh: "超时登出(分钟)不能小于5", "zh-TW": "超時登出(分鐘)不能小於5", en: "Session timeout (minutes) is at least 5" },
        maximum: { zh: "超时登出(分钟)不能大于43200", "zh-TW": "超時登出(分鐘)不能大於43200", en: "Session timeout (minutes) is at most 43200" },
      },
    },
    { name: "lastLoginTimeSwitch", label: { zh: "登录提示", "zh-TW": "登錄提示", en: "Last sign-in notice" }, widget: "switch", default: 1 },
    { name: "whitelistSwitch", label: { zh: "白名单验证", "zh-TW": "白名單驗證", en: "IP allow-list" }, widget: "switch", default: 0 },
    { name: "whiteListIp", label: { zh: "白名单IP", "zh-TW": "白名單IP", en: "Allowed IPs" }, widget: "input", default: "" },
    {
      name: "adminList",
      label: { zh: "系统管理员账号", "zh-TW": "系統管理員賬號", en: "System administrator accounts" },
      widget: "textarea",
      default: "",
    },
    {
      name: "tokenHostAllowList",
      label: { zh: "令牌主机白名单", "zh-TW": "令牌主機白名單", en: "Token host allow-list" },
      widget: "textarea",
      default: "",
      messages: {
        pattern: {
          zh: "令牌主机白名单须为以逗号或换行分隔的主机名，可带端口，如 bi.example.com:8443",
          "zh-TW": "令牌主機白名單須為以逗號或換行分隔的主機名，可帶端口，如 bi.example.com:8443",
          en: "The token host allow-list must be host names separated by commas or new lines, with an optional port, e.g. bi.example.com:8443",
        },
      },
    },
    {
      name: "passwordStrengthLimit",
      label: { zh: "密码强度限制", "zh-TW": "密碼強度限制", en: "Password strength rules" },
      widget: "switch",
      default: 0,
    },
    { name: "passwordLengthMin", label: { zh: "最小长度限制", "zh-TW": "最小長度限制", en: "Minimum length rule" }, widget: "switch", default: 0 },
    {
      name: "passwordLengthMinNumber",
      label: { zh: "密码最小长度", "zh-TW": "密碼最小長度", en: "Minimum length" },
      widget: "number",
      default: 6,
      messages: {
        minimum: { zh: "密码最小长度不能小于1", "zh-TW": "密碼最小長度不能小於1", en: "Minimum length is at least 1" },
        maximum: { zh: "密码最小长度不能大于16", "zh-TW": "密碼最小長度不能大於16", en: "Minimum length is at most 16" },
      },
    },
    { name: "containsNumbers", label: { zh: "包含数字", "zh-TW": "包含數字", en: "Digits" }, widget: "switch", default: 0 },
    { name: "includeLowercaseLetters", label: { zh: "包含小写字母", "zh-TW": "包含小寫字母", en: "Lower-case letters" }, widget: "switch", default: 0 },
    { name: "includeUppercaseLetters", label: { zh: "包含大写字母", "zh-TW": "包含大寫字母", en: "Upper-case letters" }, widget: "switch", default: 0 },
    { name: "containsCharacters", label: { zh: "包含特殊字符", "zh-TW": "包含特殊字符", en: "Symbols" }, widget: "switch", default: 0 },
    { name: "passwordIsUpdatedRegularly", label: { zh: "定期修改密码", "zh-TW": "定期修改密碼", en: "Regular change" }, widget: "switch", default: 0 },
    {
      name: "updateCycle",
      label: { zh: "修改周期(天)", "zh-TW": "修改週期(天)", en: "Change every (days)" },
      widget: "number",
      default: 90,
      messages: {
        minimum: { zh: "修改周期(天)不能小于1", "zh-TW": "修改週期(天)不能小於1", en: "Change every (days) is at least 1" },
        maximum: { zh: "修改周期(天)不能大于3650", "zh-TW": "修改週期(天)不能大於3650", en: "Change every (days) is at most 3650" },
      },
    },
    {
      name: "updateInAdvance",
      label: { zh: "提前提醒(天)", "zh-TW": "提前提醒(天)", en: "Remind before (days)" },
      widget: "number",
      default: 7,
      messages: {
        minimum: { zh: "提前提醒(天)不能小于0", "zh-TW": "提前提醒(天)不能小於0", en: "Remind before (days) is at least 0" },
        maximum: { zh: "提前提醒(天)不能大于365", "zh-TW": "提前提醒(天)不能大於365", en: "Remind before (days) is at most 365" },
      },
    },
    { name: "disableOldPassword", label: { zh: "禁用旧密码", "zh-TW": "禁用舊密碼", en: "Refuse old passwords" }, widget: "switch", default: 0 },
    {
      name: "disableTheNumberOfOldPasswords",
      label: { zh: "禁用旧密码个数", "zh-TW": "禁用舊密碼個數", en: "Old passwords refused" },
      widget: "number",
      default: 3,
      messages: {
        minimum: { zh: "禁用旧密码个数不能小于1", "zh-TW": "禁用舊密碼個數不能小於1", en: "Old passwords refused is at least 1" },
        maximum: { zh: "禁用旧密码个数不能大于24", "zh-TW": "禁用舊密碼個數不能大於24", en: "Old passwords refused is at most 24" },
      },
    },
    {
      name: "mandatoryModificationOfInitialPassword",
      label: { zh: "强制修改初始密码", "zh-TW": "強制修改初始密碼", en: "Change the initial password" },
      widget: "switch",
      default: 0,
    },
    {
      name: "linkTime",
      label: { zh: "链接有效期(小时)", "zh-TW": "鏈接有效期(小時)", en: "Link lifetime (hours)" },
      widget: "number",
      default: 24,
      messages: {
        minimum: { zh: "链接有效期(小时)不能小于1", "zh-TW": "鏈接有效期(小時)不能小於1", en: "Link lifetime (hours) is at least 1" },
        maximum: { zh: "链接有效期(小时)不能大于8760", "zh-TW": "鏈接有效期(小時)不能大於8760", en: "Link lifetime (hours) is at most 8760" },
      },
    },
    { name: "isClick", label: { zh: "限制点击次数", "zh-TW": "限制點擊次數", en: "Limit clicks" }, widget: "switch", default: 0 },
    {
      name: "unClickNum",
      label: { zh: "可点击次数", "zh-TW": "可點擊次數", en: "Clicks allowed" },
      widget: "number",
      default: 3,
      messages: {
        minimum: { zh: "可点击次数不能小于1", "zh-TW": "可點擊次數不能小於1", en: "Clicks allowed is at least 1" },
        maximum: { zh: "可点击次数不能大于100", "zh-TW": "可點擊次數不能大於100", en: "Clicks allowed is at most 100" },
      },
    },
    { name: "qyhCorpId", label: { zh: "企业微信CorpId", "zh-TW": "企業微信CorpId", en: "WeCom CorpId" }, widget: "input", default: "" },
    { name: "qyhAgentId", label: { zh: "企业微信AgentId", "zh-TW": "企業微信AgentId", en: "WeCom AgentId" }, widget: "input", default: "" },
    {
      name: "qyhAgentSecret",
      label: { zh: "企业微信AgentSecret", "zh-TW": "企業微信AgentSecret", en: "WeCom AgentSecret" },
      widget: "password",
      secret: true,
      default: "",
    },
    {
      name: "qyhCorpSecret",
      label: { zh: "企业微信通讯录Secret", "zh-TW": "企業微信通訊錄Secret", en: "WeCom contacts secret" },
      widget: "password",
      secret: true,
      default: "",
    },
    { name: "qyhIsSynOrg", label: { zh: "同步组织", "zh-TW": "同步組織", en: "Sync organisations" }, widget: "switch", default: 0 },
    { name: "qyhIsSynUser", label: { zh: "同步用户", "zh-TW": "同步用戶", en: "Sync users" }, widget: "switch", default: 0 },
    { name: "dingSynAppKey", label: { zh: "钉钉AppKey", "zh-TW": "釘釘AppKey", en: "DingTalk AppKey" }, widget: "input", default: "" },
    {
      name: "dingSynAppSecret",
      label: { zh: "钉钉AppSecret", "zh-TW": "釘釘AppSecret", en: "DingTalk AppSecret" },
      widget: "password",
      secret: true,
      default: "",
    },
    { name: "dingAgentId", label: { zh: "钉钉AgentId", "zh-TW": "釘釘AgentId", en: "DingTalk AgentId" }, widget: "input", default: "" },
    {
      name: "dingSynIsSynOrg",
      label: { zh: "钉钉同步组织", "zh-TW": "釘釘同步組織", en: "DingTalk: sync organisations" },
      widget: "switch",
      default: 0,
    },
    { name: "dingSynIsSynUser", label: { zh: "钉钉同步用户", "zh-TW": "釘釘同步用戶", en: "DingTalk: sync users" }, widget: "switch", default: 0 },
    { name: "emailSmtpHost", label: { zh: "SMTP服务器", "zh-TW": "SMTP服務器", en: "SMTP host" }, widget: "input", default: "" },
    { name: "emailSmtpPort", label: { zh: "SMTP端口", "zh-TW": "SMTP端口", en: "SMTP port" }, widget: "input", default: "" },
    { name: "emailPop3Host", label: { zh: "POP3服务器", "zh-TW": "POP3服務器", en: "POP3 host" }, widget: "input", default: "" },
    { name: "emailPop3Port", label: { zh: "POP3端口", "zh-TW": "POP3端口", en: "POP3 port" }, widget: "input", default: "" },
    { name: "emailSenderName", label: { zh: "发件人名称", "zh-TW": "發件人名稱", en: "Sender name" }, widget: "input", default: "" },
    { name: "emailAccount", label: { zh: "邮箱账户", "zh-TW": "郵箱賬戶", en: "Mail account" }, widget: "input", default: "" },
    { name: "emailPassword", label: { zh: "邮箱密码", "zh-TW": "郵箱密碼", en: "Mail password" }, widget: "password", secret: true, default: "" },
    { name: "emailSsl", label: { zh: "使用SSL", "zh-TW": "使用SSL", en: "Use SSL" }, widget: "switch", default: 0 },
    { name: "aliAccessKey", label: { zh: "阿里云AccessKey", "zh-TW": "阿里雲AccessKey", en: "Aliyun AccessKey" }, widget: "input", default: "" },
    {
      name: "aliSecret",
      label: { zh: "阿里云Secret", "zh-TW": "阿里雲Secret", en: "Aliyun secret" },
      widget: "password",
      secret: true,
      default: "",
    },
    { name: "tencentSecretId", label: { zh: "腾讯云SecretId", "zh-TW": "騰訊雲SecretId", en: "Tencent SecretId" }, widget: "input", default: "" },
    {
      name: "tencentSecretKey",
      label: { zh: "腾讯云SecretKey", "zh-TW": "騰訊雲SecretKey", en: "Tencent SecretKey" },
      widget: "password",
      secret: true,
      default: "",
    },
    { name: "tencentAppId", label: { zh: "腾讯云AppId", "zh-TW": "騰訊雲AppId", en: "Tencent AppId" }, widget: "input", default: "" },
    {
      name: "tencentAppKey",
      label: { zh: "腾讯云AppKey", "zh-TW": "騰訊雲AppKey", en: "Tencent AppKey" },
      widget: "password",
      secret: true,
      default: "",
    },
    { name: "registerKey", label: { zh: "注册码", "zh-TW": "註冊碼", en: "Registration key" }, widget: "password", secret: true, default: "" },
    {
      name: "pageSize",
      label: { zh: "默认分页", "zh-TW": "默認分頁", en: "Default page size" },
      widget: "number",
      default: 20,
      messages: {
        minimum: { zh: "默认分页不能小于10", "zh-TW": "默認分頁不能小於10", en: "Default page size is at least 10" },
        maximum: { zh: "默认分页不能大于500", "zh-TW": "默認分頁不能大於500", en: "Default page size is at most 500" },
      },
    },
    { name: "sysTheme", label: { zh: "默认主题", "zh-TW": "默認主題", en: "Default theme" }, widget: "input", default: "blend" },
    { name: "isLog", label: { zh: "记录日志", "zh-TW": "記錄日誌", en: "Keep logs" }, widget: "switch", default: 1 },
    {
      name: "importDocumentShipUrl",
      label: { zh: "进口单证(船)地址", "zh-TW": "進口單證(船)地址", en: "Import document (ship) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "进口单证(船)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "進口單證(船)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Import document (ship) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "importDocumentOilUrl",
      label: { zh: "进口单证(油)地址", "zh-TW": "進口單證(油)地址", en: "Import document (oil) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "进口单证(油)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "進口單證(油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Import document (oil) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "importDocumentGdUrl",
      label: { zh: "进口单证(GD油)地址", "zh-TW": "進口單證(GD油)地址", en: "Import document (GD oil) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "进口单证(GD油)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "進口單證(GD油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Import document (GD oil) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "exportdocumentUrl",
      label: { zh: "出口单证地址", "zh-TW": "出口單證地址", en: "Export document address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "出口单证地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "出口單證地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Export document address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "exportDocumentOilUrl",
      label: { zh: "出口单证(油)地址", "zh-TW": "出口單證(油)地址", en: "Export document (oil) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "出口单证(油)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "出口單證(油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Export document (oil) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "landRegistrationUrl",
      label: { zh: "陆运登记地址", "zh-TW": "陸運登記地址", en: "Land registration address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "陆运登记地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "陸運登記地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Land registration address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "singlereleaseUrl",
      label: { zh: "单票放行地址", "zh-TW": "單票放行地址", en: "Single release address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "单票放行地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "單票放行地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Single release address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "mixreleaseUrl",
      label: { zh: "混合放行地址", "zh-TW": "混合放行地址", en: "Mixed release address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "混合放行地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "混合放行地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Mixed release address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "mixreleaseOilUrl",
      label: { zh: "混合放行(油)地址", "zh-TW": "混合放行(油)地址", en: "Mixed release (oil) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "混合放行(油)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "混合放行(油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Mixed release (oil) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "portConsolidationShUrl",
      label: { zh: "港口集并(SH)地址", "zh-TW": "港口集並(SH)地址", en: "Port consolidation (SH) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "港口集并(SH)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "港口集並(SH)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Port consolidation (SH) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "classesplanUrl",
      label: { zh: "班次计划地址", "zh-TW": "班次計劃地址", en: "Class plan address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "班次计划地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "班次計劃地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Class plan address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "commercialPreparationsUrl",
      label: { zh: "商务筹备地址", "zh-TW": "商務籌備地址", en: "Commercial preparations address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "商务筹备地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "商務籌備地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Commercial preparations address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "shipWailiInformUrl",
      label: { zh: "船舶外理通知地址", "zh-TW": "船舶外理通知地址", en: "Ship waili inform address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "船舶外理通知地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "船舶外理通知地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Ship waili inform address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "importReleaseUrl",
      label: { zh: "进口放行地址", "zh-TW": "進口放行地址", en: "Import release address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "进口放行地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "進口放行地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Import release address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "importQueryUrl",
      label: { zh: "进口查询地址", "zh-TW": "進口查詢地址", en: "Import query address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "进口查询地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "進口查詢地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Import query address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "shipOneQueryUrl",
      label: { zh: "船舶一网通查询地址", "zh-TW": "船舶一網通查詢地址", en: "Ship one-net query address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "船舶一网通查询地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "船舶一網通查詢地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Ship one-net query address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "sbcShipperDocUrl",
      label: { zh: "托运单证地址", "zh-TW": "託運單證地址", en: "Shipper documents address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "托运单证地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "託運單證地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Shipper documents address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "sbcShipperDocOneUrl",
      label: { zh: "托运单证(一)地址", "zh-TW": "託運單證(一)地址", en: "Shipper documents (one) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "托运单证(一)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "託運單證(一)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Shipper documents (one) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "sbcShipperDocTwoUrl",
      label: { zh: "托运单证(二)地址", "zh-TW": "託運單證(二)地址", en: "Shipper documents (two) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "托运单证(二)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "託運單證(二)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Shipper documents (two) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "createBillLoginUserUrl",
      label: { zh: "创建订单(登录用户)地址", "zh-TW": "創建訂單(登錄用戶)地址", en: "Create order (signed in) address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "创建订单(登录用户)地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "創建訂單(登錄用戶)地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Create order (signed in) address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "applyCargoListUrl",
      label: { zh: "随车货物清单地址", "zh-TW": "隨車貨物清單地址", en: "Vehicle cargo list address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "随车货物清单地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "隨車貨物清單地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Vehicle cargo list address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "createBillUrl",
      label: { zh: "创建订单地址", "zh-TW": "創建訂單地址", en: "Create order address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "创建订单地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "創建訂單地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Create order address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "dingzhiIndexUrl",
      label: { zh: "定制首页地址", "zh-TW": "定制首頁地址", en: "Custom home address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "定制首页地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "定制首頁地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Custom home address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "dingzhiInfoUrl",
      label: { zh: "定制详情地址", "zh-TW": "定制詳情地址", en: "Custom detail address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "定制详情地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "定制詳情地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Custom detail address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "yuanyouUrl",
      label: { zh: "原油地址", "zh-TW": "原油地址", en: "Crude oil address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "原油地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "原油地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Crude oil address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "logisticsUrl",
      label: { zh: "物流跟踪地址", "zh-TW": "物流跟蹤地址", en: "Logistics tracking address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "物流跟踪地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "物流跟蹤地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Logistics tracking address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "tempUrl",
      label: { zh: "临时页面地址", "zh-TW": "臨時頁面地址", en: "Temporary page address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "临时页面地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "臨時頁面地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Temporary page address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "showharberpUrl",
      label: { zh: "港口ERP地址", "zh-TW": "港口ERP地址", en: "Port ERP address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "港口ERP地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "港口ERP地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Port ERP address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "wldbPayUrl",
      label: { zh: "零担支付地址", "zh-TW": "零擔支付地址", en: "Less-than-truckload payment address" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "零担支付地址须为 http(s) 网址或以 / 开头的站内路径",
          "zh-TW": "零擔支付地址須為 http(s) 網址或以 / 開頭的站內路徑",
          en: "Less-than-truckload payment address must be an http(s) address or a path on this site starting with /",
        },
      },
    },
    {
      name: "frameMessageOrigins",
      label: { zh: "允许的消息来源", "zh-TW": "允許的消息來源", en: "Allowed message origins" },
      widget: "input",
      default: "",
      messages: {
        pattern: {
          zh: "允许的消息来源须为以逗号分隔的 http(s) 源，如 https://a.example.com",
          "zh-TW": "允許的消息來源須為以逗號分隔的 http(s) 源，如 https://a.example.com",
          en: "Allowed message origins must be http(s) origins separated by commas, e.g. https://a.example.com",
        },
      },
    },
    {
      name: "gctosTokenMinutes",
      label: { zh: "业务令牌有效期(分钟)", "zh-TW": "業務令牌有效期(分鐘)", en: "Business token lifetime (minutes)" },
      widget: "number",
      default: 120,
      messages: {
        minimum: { zh: "业务令牌有效期(分钟)不能小于0", "zh-TW": "業務令牌有效期(分鐘)不能小於0", en: "Business token lifetime (minutes) is at least 0" },
        maximum: { zh: "业务令牌有效期(分钟)不能大于1440", "zh-TW": "業務令牌有效期(分鐘)不能大於1440", en: "Business token lifetime (minutes) is at most 1440" },
      },
    },
    {
      name: "allowUploadFileType",
      label: { zh: "允许上传的文件类型", "zh-TW": "允許上傳的文件類型", en: "Allowed file types" },
      widget: "input",
      default: "gif,jpg,jpeg,png,bmp,webp,mp4,m3u8,rmvb,avi,swf,3gp,mkv,flv,mp3,wav,wma,ogg,aac,flac,doc,txt,docx,pages,epub,pdf,numbers,csv,xls,xlsx,keynote,ppt,pptx,zip,rar,7z",
      messages: {
        pattern: {
          zh: "请输入以英文逗号分隔的扩展名，如 pdf,xlsx",
          "zh-TW": "請輸入以英文逗號分隔的擴展名，如 pdf,xlsx",
          en: "Enter extensions separated by commas, e.g. pdf,xlsx",
        },
      },
    },
    {
      name: "uploadFileSizeLimit",
      label: { zh: "单个文件大小上限(MB)", "zh-TW": "單個文件大小上限(MB)", en: "Largest file (MB)" },
      widget: "number",
      default: 2048,
    },
    {
      name: "uploadImageSizeLimit",
      label: { zh: "单张图片大小上限(MB)", "zh-TW": "單張圖片大小上限(MB)", en: "Largest image (MB)" },
      widget: "number",
      default: 10,
    },
    {
      name: "dataInterfaceHostAllowList",
      label: { zh: "接口主机白名单", "zh-TW": "接口主機白名單", en: "Interface host allow-list" },
      widget: "textarea",
      default: "",
      messages: {
        pattern: {
          zh: "接口主机白名单须为以逗号或换行分隔的主机名，可带端口，如 api.example.com:8443",
          "zh-TW": "接口主機白名單須為以逗號或換行分隔的主機名，可帶端口，如 api.example.com:8443",
          en: "The interface host allow-list must be host names separated by commas or new lines, with an optional port, e.g. api.example.com:8443",
        },
      },
    },
    {
      name: "dataInterfaceWritesEnabled",
      label: { zh: "允许新增/修改/删除接口执行", "zh-TW": "允許新增/修改/刪除接口執行", en: "Allow insert/update/delete interfaces to run" },
      widget: "switch",
      default: 0,
    },
  ],
  bodySchema: {
    type: "object",
    required: [],
    properties: {
      sysName: { type: "string", maxLength: 1000 },
      sysDescription: { type: "string", maxLength: 1000 },
      sysVersion: { type: "string", maxLength: 1000 },
      copyright: { type: "string", maxLength: 1000 },
      publisher: { type: "string", maxLength: 1000 },
      title: { type: "string", maxLength: 1000 },
      loginIcon: { type: "string", maxLength: 1000 },
      navigationIcon: { type: "string", maxLength: 1000 },
      logoIcon: { type: "string", maxLength: 1000 },
      appIcon: { type: "string", maxLength: 1000 },
      sidebarLogo: { type: "integer", enum: [0, 1] },
      companyName: { type: "string", maxLength: 1000 },
      companyCode: { type: "string", maxLength: 1000 },
      companyAddress: { type: "string", maxLength: 1000 },
      companyContacts: { type: "string", maxLength: 1000 },
      companyTelePhone: { type: "string", maxLength: 1000 },
      companyEmail: { type: "string", maxLength: 1000 },
      singleLogin: { type: "integer", enum: [1, 2] },
      passwordErrorsNumber: { type: "integer", minimum: 0, maximum: 100 },
      lockType: { type: "integer", enum: [1, 2] },
      lockTime: { type: "integer", minimum: 1, maximum: 10080 },
      enableVerificationCode: { type: "integer", enum: [0, 1] },
      verificationCodeNumber: { type: "integer", minimum: 3, maximum: 8 },
      tokenTimeout: { type: "integer", minimum: 5, maximum: 43200 },
      lastLoginTimeSwitch: { type: "integer", enum: [0, 1] },
      whitelistSwitch: { type: "integer", enum: [0, 1] },
      whiteListIp: { type: "string", maxLength: 1000 },
      adminList: { type: "string", maxLength: 1000 },
      tokenHostAllowList: {
        type: "string",
        maxLength: 1000,
        pattern: "^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$",
      },
      passwordStrengthLimit: { type: "integer", enum: [0, 1] },
      passwordLengthMin: { type: "integer", enum: [0, 1] },
      passwordLengthMinNumber: { type: "integer", minimum: 1, maximum: 16 },
      containsNumbers: { type: "integer", enum: [0, 1] },
      includeLowercaseLetters: { type: "integer", enum: [0, 1] },
      includeUppercaseLetters: { type: "integer", enum: [0, 1] },
      containsCharacters: { type: "integer", enum: [0, 1] },
      passwordIsUpdatedRegularly: { type: "integer", enum: [0, 1] },
      updateCycle: { type: "integer", minimum: 1, maximum: 3650 },
      updateInAdvance: { type: "integer", minimum: 0, maximum: 365 },
      disableOldPassword: { type: "integer", enum: [0, 1] },
      disableTheNumberOfOldPasswords: { type: "integer", minimum: 1, maximum: 24 },
      mandatoryModificationOfInitialPassword: { type: "integer", enum: [0, 1] },
      linkTime: { type: "integer", minimum: 1, maximum: 8760 },
      isClick: { type: "integer", enum: [0, 1] },
      unClickNum: { type: "integer", minimum: 1, maximum: 100 },
      qyhCorpId: { type: "string", maxLength: 1000 },
      qyhAgentId: { type: "string", maxLength: 1000 },
      qyhAgentSecret: { type: "string", maxLength: 1000 },
      qyhCorpSecret: { type: "string", maxLength: 1000 },
      qyhIsSynOrg: { type: "integer", enum: [0, 1] },
      qyhIsSynUser: { type: "integer", enum: [0, 1] },
      dingSynAppKey: { type: "string", maxLength: 1000 },
      dingSynAppSecret: { type: "string", maxLength: 1000 },
      dingAgentId: { type: "string", maxLength: 1000 },
      dingSynIsSynOrg: { type: "integer", enum: [0, 1] },
      dingSynIsSynUser: { type: "integer", enum: [0, 1] },
      emailSmtpHost: { type: "string", maxLength: 1000 },
      emailSmtpPort: { type: "string", maxLength: 1000 },
      emailPop3Host: { type: "string", maxLength: 1000 },
      emailPop3Port: { type: "string", maxLength: 1000 },
      emailSenderName: { type: "string", maxLength: 1000 },
      emailAccount: { type: "string", maxLength: 1000 },
      emailPassword: { type: "string", maxLength: 1000 },
      emailSsl: { type: "integer", enum: [0, 1] },
      aliAccessKey: { type: "string", maxLength: 1000 },
      aliSecret: { type: "string", maxLength: 1000 },
      tencentSecretId: { type: "string", maxLength: 1000 },
      tencentSecretKey: { type: "string", maxLength: 1000 },
      tencentAppId: { type: "string", maxLength: 1000 },
      tencentAppKey: { type: "string", maxLength: 1000 },
      registerKey: { type: "string", maxLength: 1000 },
      pageSize: { type: "integer", minimum: 10, maximum: 500 },
      sysTheme: { type: "string", maxLength: 1000 },
      isLog: { type: "integer", enum: [0, 1] },
      importDocumentShipUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      importDocumentOilUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      importDocumentGdUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      exportdocumentUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      exportDocumentOilUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      landRegistrationUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      singlereleaseUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      mixreleaseUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      mixreleaseOilUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      portConsolidationShUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      classesplanUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      commercialPreparationsUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      shipWailiInformUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      importReleaseUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      importQueryUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      shipOneQueryUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      sbcShipperDocUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      sbcShipperDocOneUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      sbcShipperDocTwoUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      createBillLoginUserUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      applyCargoListUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      createBillUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      dingzhiIndexUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      dingzhiInfoUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      yuanyouUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      logisticsUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      tempUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      showharberpUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      wldbPayUrl: { type: "string", maxLength: 1000, pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$" },
      frameMessageOrigins: { type: "string", maxLength: 1000, pattern: "^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$" },
      gctosTokenMinutes: { type: "integer", minimum: 0, maximum: 1440 },
      allowUploadFileType: { type: "string", maxLength: 1000, pattern: "^([a-z0-9]{1,10}(,[a-z0-9]{1,10})*)?$" },
      uploadFileSizeLimit: { type: "integer", minimum: 0, maximum: 102400 },
      uploadImageSizeLimit: { type: "integer", minimum: 0, maximum: 1024 },
      dataInterfaceHostAllowList: {
        type: "string",
        maxLength: 1000,
        pattern: "^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$",
      },
      dataInterfaceWritesEnabled: { type: "integer", enum: [0, 1] },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建", "zh-TW": "新建", en: "New" }, edit: { zh: "编辑", "zh-TW": "編輯", en: "Edit" } },
  },
};
