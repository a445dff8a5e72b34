// Generated from schemas/sys-config.schema.json — do not edit; run npm run generate
import type { SettingsDefinition } from "../system/settings-definition.ts";

export const sysConfigSettings: SettingsDefinition = {
  "name": "sysConfig",
  "permission": "sysConfig",
  "base": "/api/system/SysConfig",
  "fields": {
    "sysName": {
      "type": "string",
      "default": "港口供应链综合服务平台"
    },
    "sysDescription": {
      "type": "string",
      "default": "港口集团供应链综合服务平台"
    },
    "sysVersion": {
      "type": "string",
      "default": "3.4.7"
    },
    "copyright": {
      "type": "string",
      "default": "Copyright © 2026 Portside"
    },
    "publisher": {
      "type": "string",
      "default": "Portside"
    },
    "title": {
      "type": "string",
      "default": "港口供应链综合服务平台"
    },
    "loginIcon": {
      "type": "string",
      "default": ""
    },
    "navigationIcon": {
      "type": "string",
      "default": ""
    },
    "logoIcon": {
      "type": "string",
      "default": ""
    },
    "appIcon": {
      "type": "string",
      "default": ""
    },
    "sidebarLogo": {
      "type": "integer",
      "default": 1,
      "enum": [
        0,
        1
      ]
    },
    "companyName": {
      "type": "string",
      "default": "港口集团"
    },
    "companyCode": {
      "type": "string",
      "default": "PORT"
    },
    "companyAddress": {
      "type": "string",
      "default": ""
    },
    "companyContacts": {
      "type": "string",
      "default": ""
    },
    "companyTelePhone": {
      "type": "string",
      "default": ""
    },
    "companyEmail": {
      "type": "string",
      "default": ""
    },
    "singleLogin": {
      "type": "integer",
      "default": 2,
      "enum": [
        1,
        2
      ]
    },
    "passwordErrorsNumber": {
      "type": "integer",
      "default": 5,
      "minimum": 0,
      "maximum": 100
    },
    "lockType": {
      "type": "integer",
      "default": 2,
      "enum": [
        1,
        2
      ]
    },
    "lockTime": {
      "type": "integer",
      "default": 10,
      "minimum": 1,
      "maximum": 10080
    },
    "enableVerificationCode": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "verificationCodeNumber": {
      "type": "integer",
      "default": 4,
      "minimum": 3,
      "maximum": 8
    },
    "tokenTimeout": {
      "type": "integer",
      "default": 480,
      "minimum": 5,
      "maximum": 43200
    },
    "lastLoginTimeSwitch": {
      "type": "integer",
      "default": 1,
      "enum": [
        0,
        1
      ]
    },
    "whitelistSwitch": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "whiteListIp": {
      "type": "string",
      "default": ""
    },
    "adminList": {
      "type": "string",
      "default": ""
    },
    "tokenHostAllowList": {
      "type": "string",
      "default": "",
      "pattern": "^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$"
    },
    "passwordStrengthLimit": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "passwordLengthMin": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "passwordLengthMinNumber": {
      "type": "integer",
      "default": 6,
      "minimum": 1,
      "maximum": 16
    },
    "containsNumbers": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "includeLowercaseLetters": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "includeUppercaseLetters": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "containsCharacters": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "passwordIsUpdatedRegularly": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "updateCycle": {
      "type": "integer",
      "default": 90,
      "minimum": 1,
      "maximum": 3650
    },
    "updateInAdvance": {
      "type": "integer",
      "default": 7,
      "minimum": 0,
      "maximum": 365
    },
    "disableOldPassword": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "disableTheNumberOfOldPasswords": {
      "type": "integer",
      "default": 3,
      "minimum": 1,
      "maximum": 24
    },
    "mandatoryModificationOfInitialPassword": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "linkTime": {
      "type": "integer",
      "default": 24,
      "minimum": 1,
      "maximum": 8760
    },
    "isClick": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "unClickNum": {
      "type": "integer",
      "default": 3,
      "minimum": 1,
      "maximum": 100
    },
    "qyhCorpId": {
      "type": "string",
      "default": ""
    },
    "qyhAgentId": {
      "type": "string",
      "default": ""
    },
    "qyhAgentSecret": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "qyhCorpSecret": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "qyhIsSynOrg": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "qyhIsSynUser": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "dingSynAppKey": {
      "type": "string",
      "default": ""
    },
    "dingSynAppSecret": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "dingAgentId": {
      "type": "string",
      "default": ""
    },
    "dingSynIsSynOrg": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "dingSynIsSynUser": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "emailSmtpHost": {
      "type": "string",
      "default": ""
    },
    "emailSmtpPort": {
      "type": "string",
      "default": ""
    },
    "emailPop3Host": {
      "type": "string",
      "default": ""
    },
    "emailPop3Port": {
      "type": "string",
      "default": ""
    },
    "emailSenderName": {
      "type": "string",
      "default": ""
    },
    "emailAccount": {
      "type": "string",
      "default": ""
    },
    "emailPassword": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "emailSsl": {
      "type": "integer",
      "default": 0,
      "enum": [
        0,
        1
      ]
    },
    "aliAccessKey": {
      "type": "string",
      "default": ""
    },
    "aliSecret": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "tencentSecretId": {
      "type": "string",
      "default": ""
    },
    "tencentSecretKey": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "tencentAppId": {
      "type": "string",
      "default": ""
    },
    "tencentAppKey": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "registerKey": {
      "type": "string",
      "default": "",
      "secret": true
    },
    "pageSize": {
      "type": "integer",
      "default": 20,
      "minimum": 10,
      "maximum": 500
    },
    "sysTheme": {
      "type": "string",
      "default": "blend"
    },
    "isLog": {
      "type": "integer",
      "default": 1,
      "enum": [
        0,
        1
      ]
    },
    "importDocumentShipUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "importDocumentOilUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "importDocumentGdUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "exportdocumentUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "exportDocumentOilUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "landRegistrationUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "singlereleaseUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "mixreleaseUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "mixreleaseOilUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "portConsolidationShUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "classesplanUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "commercialPreparationsUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "shipWailiInformUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "importReleaseUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "importQueryUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "shipOneQueryUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "sbcShipperDocUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "sbcShipperDocOneUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "sbcShipperDocTwoUrl": {
      "type": "string",
      "default": "",
      "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
    },
    "frameMessageOrigins": {
      "type": "string",
      "default": "",
      "pattern": "^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$"
    },
    "gctosTokenMinutes": {
      "type": "integer",
      "default": 120,
      "minimum": 0,
      "maximum": 1440
    }
  },
  "messages": {
    "passwordErrorsNumber": {
      "minimum": {
        "zh": "密码错误次数不能小于0",
        "zh-TW": "密碼錯誤次數不能小於0",
        "en": "Password errors allowed is at least 0"
      },
      "maximum": {
        "zh": "密码错误次数不能大于100",
        "zh-TW": "密碼錯誤次數不能大於100",
        "en": "Password errors allowed is at most 100"
      }
    },
    "lockTime": {
      "minimum": {
        "zh": "锁定时间(分钟)不能小于1",
        "zh-TW": "鎖定時間(分鐘)不能小於1",
        "en": "Lock time (minutes) is at least 1"
      },
      "maximum": {
        "zh": "锁定时间(分钟)不能大于10080",
        "zh-TW": "鎖定時間(分鐘)不能大於10080",
        "en": "Lock time (minutes) is at most 10080"
      }
    },
    "verificationCodeNumber": {
      "minimum": {
        "zh": "验证码位数不能小于3",
        "zh-TW": "驗證碼位數不能小於3",
        "en": "Code length is at least 3"
      },
      "maximum": {
        "zh": "验证码位数不能大于8",
        "zh-TW": "驗證碼位數不能大於8",
        "en": "Code length is at most 8"
      }
    },
    "tokenTimeout": {
      "minimum": {
        "zh": "超时登出(分钟)不能小于5",
        "zh-TW": "超時登出(分鐘)不能小於5",
        "en": "Session timeout (minutes) is at least 5"
      },
      "maximum": {
        "zh": "超时登出(分钟)不能大于43200",
        "zh-TW": "超時登出(分鐘)不能大於43200",
        "en": "Session timeout (minutes) is at most 43200"
      }
    },
    "tokenHostAllowList": {
      "pattern": {
        "zh": "令牌主机白名单须为以逗号或换行分隔的主机名，可带端口，如 bi.example.com:8443",
        "zh-TW": "令牌主機白名單須為以逗號或換行分隔的主機名，可帶端口，如 bi.example.com:8443",
        "en": "The token host allow-list must be host names separated by commas or new lines, with an optional port, e.g. bi.example.com:8443"
      }
    },
    "passwordLengthMinNumber": {
      "minimum": {
        "zh": "密码最小长度不能小于1",
        "zh-TW": "密碼最小長度不能小於1",
        "en": "Minimum length is at least 1"
      },
      "maximum": {
        "zh": "密码最小长度不能大于16",
        "zh-TW": "密碼最小長度不能大於16",
        "en": "Minimum length is at most 16"
      }
    },
    "updateCycle": {
      "minimum": {
        "zh": "修改周期(天)不能小于1",
        "zh-TW": "修改週期(天)不能小於1",
        "en": "Change every (days) is at least 1"
      },
      "maximum": {
        "zh": "修改周期(天)不能大于3650",
        "zh-TW": "修改週期(天)不能大於3650",
        "en": "Change every (days) is at most 3650"
      }
    },
    "updateInAdvance": {
      "minimum": {
        "zh": "提前提醒(天)不能小于0",
        "zh-TW": "提前提醒(天)不能小於0",
        "en": "Remind before (days) is at least 0"
      },
      "maximum": {
        "zh": "提前提醒(天)不能大于365",
        "zh-TW": "提前提醒(天)不能大於365",
        "en": "Remind before (days) is at most 365"
      }
    },
    "disableTheNumberOfOldPasswords": {
      "minimum": {
        "zh": "禁用旧密码个数不能小于1",
        "zh-TW": "禁用舊密碼個數不能小於1",
        "en": "Old passwords refused is at least 1"
      },
      "maximum": {
        "zh": "禁用旧密码个数不能大于24",
        "zh-TW": "禁用舊密碼個數不能大於24",
        "en": "Old passwords refused is at most 24"
      }
    },
    "linkTime": {
      "minimum": {
        "zh": "链接有效期(小时)不能小于1",
        "zh-TW": "鏈接有效期(小時)不能小於1",
        "en": "Link lifetime (hours) is at least 1"
      },
      "maximum": {
        "zh": "链接有效期(小时)不能大于8760",
        "zh-TW": "鏈接有效期(小時)不能大於8760",
        "en": "Link lifetime (hours) is at most 8760"
      }
    },
    "unClickNum": {
      "minimum": {
        "zh": "可点击次数不能小于1",
        "zh-TW": "可點擊次數不能小於1",
        "en": "Clicks allowed is at least 1"
      },
      "maximum": {
        "zh": "可点击次数不能大于100",
        "zh-TW": "可點擊次數不能大於100",
        "en": "Clicks allowed is at most 100"
      }
    },
    "pageSize": {
      "minimum": {
        "zh": "默认分页不能小于10",
        "zh-TW": "默認分頁不能小於10",
        "en": "Default page size is at least 10"
      },
      "maximum": {
        "zh": "默认分页不能大于500",
        "zh-TW": "默認分頁不能大於500",
        "en": "Default page size is at most 500"
      }
    },
    "importDocumentShipUrl": {
      "pattern": {
        "zh": "进口单证(船)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "進口單證(船)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Import document (ship) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "importDocumentOilUrl": {
      "pattern": {
        "zh": "进口单证(油)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "進口單證(油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Import document (oil) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "importDocumentGdUrl": {
      "pattern": {
        "zh": "进口单证(GD油)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "進口單證(GD油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Import document (GD oil) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "exportdocumentUrl": {
      "pattern": {
        "zh": "出口单证地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "出口單證地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Export document address must be an http(s) address or a path on this site starting with /"
      }
    },
    "exportDocumentOilUrl": {
      "pattern": {
        "zh": "出口单证(油)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "出口單證(油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Export document (oil) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "landRegistrationUrl": {
      "pattern": {
        "zh": "陆运登记地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "陸運登記地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Land registration address must be an http(s) address or a path on this site starting with /"
      }
    },
    "singlereleaseUrl": {
      "pattern": {
        "zh": "单票放行地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "單票放行地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Single release address must be an http(s) address or a path on this site starting with /"
      }
    },
    "mixreleaseUrl": {
      "pattern": {
        "zh": "混合放行地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "混合放行地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Mixed release address must be an http(s) address or a path on this site starting with /"
      }
    },
    "mixreleaseOilUrl": {
      "pattern": {
        "zh": "混合放行(油)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "混合放行(油)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Mixed release (oil) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "portConsolidationShUrl": {
      "pattern": {
        "zh": "港口集并(SH)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "港口集並(SH)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Port consolidation (SH) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "classesplanUrl": {
      "pattern": {
        "zh": "班次计划地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "班次計劃地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Class plan address must be an http(s) address or a path on this site starting with /"
      }
    },
    "commercialPreparationsUrl": {
      "pattern": {
        "zh": "商务筹备地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "商務籌備地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Commercial preparations address must be an http(s) address or a path on this site starting with /"
      }
    },
    "shipWailiInformUrl": {
      "pattern": {
        "zh": "船舶外理通知地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "船舶外理通知地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Ship waili inform address must be an http(s) address or a path on this site starting with /"
      }
    },
    "importReleaseUrl": {
      "pattern": {
        "zh": "进口放行地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "進口放行地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Import release address must be an http(s) address or a path on this site starting with /"
      }
    },
    "importQueryUrl": {
      "pattern": {
        "zh": "进口查询地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "進口查詢地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Import query address must be an http(s) address or a path on this site starting with /"
      }
    },
    "shipOneQueryUrl": {
      "pattern": {
        "zh": "船舶一网通查询地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "船舶一網通查詢地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Ship one-net query address must be an http(s) address or a path on this site starting with /"
      }
    },
    "sbcShipperDocUrl": {
      "pattern": {
        "zh": "托运单证地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "託運單證地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Shipper documents address must be an http(s) address or a path on this site starting with /"
      }
    },
    "sbcShipperDocOneUrl": {
      "pattern": {
        "zh": "托运单证(一)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "託運單證(一)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Shipper documents (one) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "sbcShipperDocTwoUrl": {
      "pattern": {
        "zh": "托运单证(二)地址须为 http(s) 网址或以 / 开头的站内路径",
        "zh-TW": "託運單證(二)地址須為 http(s) 網址或以 / 開頭的站內路徑",
        "en": "Shipper documents (two) address must be an http(s) address or a path on this site starting with /"
      }
    },
    "frameMessageOrigins": {
      "pattern": {
        "zh": "允许的消息来源须为以逗号分隔的 http(s) 源，如 https://a.example.com",
        "zh-TW": "允許的消息來源須為以逗號分隔的 http(s) 源，如 https://a.example.com",
        "en": "Allowed message origins must be http(s) origins separated by commas, e.g. https://a.example.com"
      }
    },
    "gctosTokenMinutes": {
      "minimum": {
        "zh": "业务令牌有效期(分钟)不能小于0",
        "zh-TW": "業務令牌有效期(分鐘)不能小於0",
        "en": "Business token lifetime (minutes) is at least 0"
      },
      "maximum": {
        "zh": "业务令牌有效期(分钟)不能大于1440",
        "zh-TW": "業務令牌有效期(分鐘)不能大於1440",
        "en": "Business token lifetime (minutes) is at most 1440"
      }
    }
  },
  "labels": {
    "sysName": {
      "zh": "系统名称",
      "zh-TW": "系統名稱",
      "en": "System name"
    },
    "sysDescription": {
      "zh": "系统描述",
      "zh-TW": "系統描述",
      "en": "Description"
    },
    "sysVersion": {
      "zh": "系统版本",
      "zh-TW": "系統版本",
      "en": "Version"
    },
    "copyright": {
      "zh": "版权信息",
      "zh-TW": "版權信息",
      "en": "Copyright"
    },
    "publisher": {
      "zh": "发行商",
      "zh-TW": "發行商",
      "en": "Publisher"
    },
    "title": {
      "zh": "系统标题",
      "zh-TW": "系統標題",
      "en": "Browser title"
    },
    "loginIcon": {
      "zh": "登录图标",
      "zh-TW": "登錄圖標",
      "en": "Login logo"
    },
    "navigationIcon": {
      "zh": "导航图标",
      "zh-TW": "導航圖標",
      "en": "Navigation logo"
    },
    "logoIcon": {
      "zh": "Logo图标",
      "zh-TW": "Logo圖標",
      "en": "Logo"
    },
    "appIcon": {
      "zh": "App图标",
      "zh-TW": "App圖標",
      "en": "App icon"
    },
    "sidebarLogo": {
      "zh": "侧边栏Logo",
      "zh-TW": "側邊欄Logo",
      "en": "Sidebar logo"
    },
    "companyName": {
      "zh": "公司名称",
      "zh-TW": "公司名稱",
      "en": "Company name"
    },
    "companyCode": {
      "zh": "公司编码",
      "zh-TW": "公司編碼",
      "en": "Company code"
    },
    "companyAddress": {
      "zh": "公司地址",
      "zh-TW": "公司地址",
      "en": "Address"
    },
    "companyContacts": {
      "zh": "公司联系人",
      "zh-TW": "公司聯繫人",
      "en": "Contact"
    },
    "companyTelePhone": {
      "zh": "公司电话",
      "zh-TW": "公司電話",
      "en": "Telephone"
    },
    "companyEmail": {
      "zh": "公司邮箱",
      "zh-TW": "公司郵箱",
      "en": "Email"
    },
    "singleLogin": {
      "zh": "登录方式",
      "zh-TW": "登錄方式",
      "en": "Sign-in mode"
    },
    "passwordErrorsNumber": {
      "zh": "密码错误次数",
      "zh-TW": "密碼錯誤次數",
      "en": "Password errors allowed"
    },
    "lockType": {
      "zh": "锁定方式",
      "zh-TW": "鎖定方式",
      "en": "Lock mode"
    },
    "lockTime": {
      "zh": "锁定时间(分钟)",
      "zh-TW": "鎖定時間(分鐘)",
      "en": "Lock time (minutes)"
    },
    "enableVerificationCode": {
      "zh": "开启验证码",
      "zh-TW": "開啟驗證碼",
      "en": "Verification code"
    },
    "verificationCodeNumber": {
      "zh": "验证码位数",
      "zh-TW": "驗證碼位數",
      "en": "Code length"
    },
    "tokenTimeout": {
      "zh": "超时登出(分钟)",
      "zh-TW": "超時登出(分鐘)",
      "en": "Session timeout (minutes)"
    },
    "lastLoginTimeSwitch": {
      "zh": "登录提示",
      "zh-TW": "登錄提示",
      "en": "Last sign-in notice"
    },
    "whitelistSwitch": {
      "zh": "白名单验证",
      "zh-TW": "白名單驗證",
      "en": "IP allow-list"
    },
    "whiteListIp": {
      "zh": "白名单IP",
      "zh-TW": "白名單IP",
      "en": "Allowed IPs"
    },
    "adminList": {
      "zh": "系统管理员账号",
      "zh-TW": "系統管理員賬號",
      "en": "System administrator accounts"
    },
    "tokenHostAllowList": {
      "zh": "令牌主机白名单",
      "zh-TW": "令牌主機白名單",
      "en": "Token host allow-list"
    },
    "passwordStrengthLimit": {
      "zh": "密码强度限制",
      "zh-TW": "密碼強度限制",
      "en": "Password strength rules"
    },
    "passwordLengthMin": {
      "zh": "最小长度限制",
      "zh-TW": "最小長度限制",
      "en": "Minimum length rule"
    },
    "passwordLengthMinNumber": {
      "zh": "密码最小长度",
      "zh-TW": "密碼最小長度",
      "en": "Minimum length"
    },
    "containsNumbers": {
      "zh": "包含数字",
      "zh-TW": "包含數字",
      "en": "Digits"
    },
    "includeLowercaseLetters": {
      "zh": "包含小写字母",
      "zh-TW": "包含小寫字母",
      "en": "Lower-case letters"
    },
    "includeUppercaseLetters": {
      "zh": "包含大写字母",
      "zh-TW": "包含大寫字母",
      "en": "Upper-case letters"
    },
    "containsCharacters": {
      "zh": "包含特殊字符",
      "zh-TW": "包含特殊字符",
      "en": "Symbols"
    },
    "passwordIsUpdatedRegularly": {
      "zh": "定期修改密码",
      "zh-TW": "定期修改密碼",
      "en": "Regular change"
    },
    "updateCycle": {
      "zh": "修改周期(天)",
      "zh-TW": "修改週期(天)",
      "en": "Change every (days)"
    },
    "updateInAdvance": {
      "zh": "提前提醒(天)",
      "zh-TW": "提前提醒(天)",
      "en": "Remind before (days)"
    },
    "disableOldPassword": {
      "zh": "禁用旧密码",
      "zh-TW": "禁用舊密碼",
      "en": "Refuse old passwords"
    },
    "disableTheNumberOfOldPasswords": {
      "zh": "禁用旧密码个数",
      "zh-TW": "禁用舊密碼個數",
      "en": "Old passwords refused"
    },
    "mandatoryModificationOfInitialPassword": {
      "zh": "强制修改初始密码",
      "zh-TW": "強制修改初始密碼",
      "en": "Change the initial password"
    },
    "linkTime": {
      "zh": "链接有效期(小时)",
      "zh-TW": "鏈接有效期(小時)",
      "en": "Link lifetime (hours)"
    },
    "isClick": {
      "zh": "限制点击次数",
      "zh-TW": "限制點擊次數",
      "en": "Limit clicks"
    },
    "unClickNum": {
      "zh": "可点击次数",
      "zh-TW": "可點擊次數",
      "en": "Clicks allowed"
    },
    "qyhCorpId": {
      "zh": "企业微信CorpId",
      "zh-TW": "企業微信CorpId",
      "en": "WeCom CorpId"
    },
    "qyhAgentId": {
      "zh": "企业微信AgentId",
      "zh-TW": "企業微信AgentId",
      "en": "WeCom AgentId"
    },
    "qyhAgentSecret": {
      "zh": "企业微信AgentSecret",
      "zh-TW": "企業微信AgentSecret",
      "en": "WeCom AgentSecret"
    },
    "qyhCorpSecret": {
      "zh": "企业微信通讯录Secret",
      "zh-TW": "企業微信通訊錄Secret",
      "en": "WeCom contacts secret"
    },
    "qyhIsSynOrg": {
      "zh": "同步组织",
      "zh-TW": "同步組織",
      "en": "Sync organisations"
    },
    "qyhIsSynUser": {
      "zh": "同步用户",
      "zh-TW": "同步用戶",
      "en": "Sync users"
    },
    "dingSynAppKey": {
      "zh": "钉钉AppKey",
      "zh-TW": "釘釘AppKey",
      "en": "DingTalk AppKey"
    },
    "dingSynAppSecret": {
      "zh": "钉钉AppSecret",
      "zh-TW": "釘釘AppSecret",
      "en": "DingTalk AppSecret"
    },
    "dingAgentId": {
      "zh": "钉钉AgentId",
      "zh-TW": "釘釘AgentId",
      "en": "DingTalk AgentId"
    },
    "dingSynIsSynOrg": {
      "zh": "钉钉同步组织",
      "zh-TW": "釘釘同步組織",
      "en": "DingTalk: sync organisations"
    },
    "dingSynIsSynUser": {
      "zh": "钉钉同步用户",
      "zh-TW": "釘釘同步用戶",
      "en": "DingTalk: sync users"
    },
    "emailSmtpHost": {
      "zh": "SMTP服务器",
      "zh-TW": "SMTP服務器",
      "en": "SMTP host"
    },
    "emailSmtpPort": {
      "zh": "SMTP端口",
      "zh-TW": "SMTP端口",
      "en": "SMTP port"
    },
    "emailPop3Host": {
      "zh": "POP3服务器",
      "zh-TW": "POP3服務器",
      "en": "POP3 host"
    },
    "emailPop3Port": {
      "zh": "POP3端口",
      "zh-TW": "POP3端口",
      "en": "POP3 port"
    },
    "emailSenderName": {
      "zh": "发件人名称",
      "zh-TW": "發件人名稱",
      "en": "Sender name"
    },
    "emailAccount": {
      "zh": "邮箱账户",
      "zh-TW": "郵箱賬戶",
      "en": "Mail account"
    },
    "emailPassword": {
      "zh": "邮箱密码",
      "zh-TW": "郵箱密碼",
      "en": "Mail password"
    },
    "emailSsl": {
      "zh": "使用SSL",
      "zh-TW": "使用SSL",
      "en": "Use SSL"
    },
    "aliAccessKey": {
      "zh": "阿里云AccessKey",
      "zh-TW": "阿里雲AccessKey",
      "en": "Aliyun AccessKey"
    },
    "aliSecret": {
      "zh": "阿里云Secret",
      "zh-TW": "阿里雲Secret",
      "en": "Aliyun secret"
    },
    "tencentSecretId": {
      "zh": "腾讯云SecretId",
      "zh-TW": "騰訊雲SecretId",
      "en": "Tencent SecretId"
    },
    "tencentSecretKey": {
      "zh": "腾讯云SecretKey",
      "zh-TW": "騰訊雲SecretKey",
      "en": "Tencent SecretKey"
    },
    "tencentAppId": {
      "zh": "腾讯云AppId",
      "zh-TW": "騰訊雲AppId",
      "en": "Tencent AppId"
    },
    "tencentAppKey": {
      "zh": "腾讯云AppKey",
      "zh-TW": "騰訊雲AppKey",
      "en": "Tencent AppKey"
    },
    "registerKey": {
      "zh": "注册码",
      "zh-TW": "註冊碼",
      "en": "Registration key"
    },
    "pageSize": {
      "zh": "默认分页",
      "zh-TW": "默認分頁",
      "en": "Default page size"
    },
    "sysTheme": {
      "zh": "默认主题",
      "zh-TW": "默認主題",
      "en": "Default theme"
    },
    "isLog": {
      "zh": "记录日志",
      "zh-TW": "記錄日誌",
      "en": "Keep logs"
    },
    "importDocumentShipUrl": {
      "zh": "进口单证(船)地址",
      "zh-TW": "進口單證(船)地址",
      "en": "Import document (ship) address"
    },
    "importDocumentOilUrl": {
      "zh": "进口单证(油)地址",
      "zh-TW": "進口單證(油)地址",
      "en": "Import document (oil) address"
    },
    "importDocumentGdUrl": {
      "zh": "进口单证(GD油)地址",
      "zh-TW": "進口單證(GD油)地址",
      "en": "Import document (GD oil) address"
    },
    "exportdocumentUrl": {
      "zh": "出口单证地址",
      "zh-TW": "出口單證地址",
      "en": "Export document address"
    },
    "exportDocumentOilUrl": {
      "zh": "出口单证(油)地址",
      "zh-TW": "出口單證(油)地址",
      "en": "Export document (oil) address"
    },
    "landRegistrationUrl": {
      "zh": "陆运登记地址",
      "zh-TW": "陸運登記地址",
      "en": "Land registration address"
    },
    "singlereleaseUrl": {
      "zh": "单票放行地址",
      "zh-TW": "單票放行地址",
      "en": "Single release address"
    },
    "mixreleaseUrl": {
      "zh": "混合放行地址",
      "zh-TW": "混合放行地址",
      "en": "Mixed release address"
    },
    "mixreleaseOilUrl": {
      "zh": "混合放行(油)地址",
      "zh-TW": "混合放行(油)地址",
      "en": "Mixed release (oil) address"
    },
    "portConsolidationShUrl": {
      "zh": "港口集并(SH)地址",
      "zh-TW": "港口集並(SH)地址",
      "en": "Port consolidation (SH) address"
    },
    "classesplanUrl": {
      "zh": "班次计划地址",
      "zh-TW": "班次計劃地址",
      "en": "Class plan address"
    },
    "commercialPreparationsUrl": {
      "zh": "商务筹备地址",
      "zh-TW": "商務籌備地址",
      "en": "Commercial preparations address"
    },
    "shipWailiInformUrl": {
      "zh": "船舶外理通知地址",
      "zh-TW": "船舶外理通知地址",
      "en": "Ship waili inform address"
    },
    "importReleaseUrl": {
      "zh": "进口放行地址",
      "zh-TW": "進口放行地址",
      "en": "Import release address"
    },
    "importQueryUrl": {
      "zh": "进口查询地址",
      "zh-TW": "進口查詢地址",
      "en": "Import query address"
    },
    "shipOneQueryUrl": {
      "zh": "船舶一网通查询地址",
      "zh-TW": "船舶一網通查詢地址",
      "en": "Ship one-net query address"
    },
    "sbcShipperDocUrl": {
      "zh": "托运单证地址",
      "zh-TW": "託運單證地址",
      "en": "Shipper documents address"
    },
    "sbcShipperDocOneUrl": {
      "zh": "托运单证(一)地址",
      "zh-TW": "託運單證(一)地址",
      "en": "Shipper documents (one) address"
    },
    "sbcShipperDocTwoUrl": {
      "zh": "托运单证(二)地址",
      "zh-TW": "託運單證(二)地址",
      "en": "Shipper documents (two) address"
    },
    "frameMessageOrigins": {
      "zh": "允许的消息来源",
      "zh-TW": "允許的消息來源",
      "en": "Allowed message origins"
    },
    "gctosTokenMinutes": {
      "zh": "业务令牌有效期(分钟)",
      "zh-TW": "業務令牌有效期(分鐘)",
      "en": "Business token lifetime (minutes)"
    }
  }
};
