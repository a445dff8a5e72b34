// Generated from schemas/user.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const userTable = defineTable("base_user", {
  "id": "id",
  "account": "string",
  "realName": "string",
  "gender": {
    "kind": "integer",
    "defaultValue": 1
  },
  "organizeId": "text",
  "managerId": {
    "kind": "string",
    "defaultValue": ""
  },
  "mobilePhone": {
    "kind": "string",
    "defaultValue": ""
  },
  "email": {
    "kind": "string",
    "defaultValue": ""
  },
  "headIcon": {
    "kind": "string",
    "defaultValue": ""
  },
  "nation": {
    "kind": "string",
    "defaultValue": ""
  },
  "nativePlace": {
    "kind": "string",
    "defaultValue": ""
  },
  "entryDate": "bigint",
  "certificatesType": {
    "kind": "string",
    "defaultValue": ""
  },
  "certificatesNumber": {
    "kind": "string",
    "defaultValue": ""
  },
  "education": {
    "kind": "string",
    "defaultValue": ""
  },
  "birthday": "bigint",
  "telePhone": {
    "kind": "string",
    "defaultValue": ""
  },
  "landline": {
    "kind": "string",
    "defaultValue": ""
  },
  "urgentContacts": {
    "kind": "string",
    "defaultValue": ""
  },
  "urgentTelePhone": {
    "kind": "string",
    "defaultValue": ""
  },
  "postalAddress": {
    "kind": "string",
    "defaultValue": ""
  },
  "enabledMark": {
    "kind": "integer",
    "defaultValue": 1
  },
  "sortCode": {
    "kind": "integer",
    "defaultValue": 0
  },
  "description": {
    "kind": "string",
    "defaultValue": ""
  },
  "passwordHash": "string",
  "isAdministrator": {
    "kind": "integer",
    "defaultValue": 0
  },
  "errorCount": {
    "kind": "integer",
    "defaultValue": 0
  },
  "unlockTime": "bigint",
  "theme": "string",
  "language": "string",
  "portalId": "string",
  "systemId": "string",
  "signImg": "text",
  "changePasswordDate": "bigint",
  "prevLoginTime": "bigint",
  "prevLoginIPAddress": "string",
  "lastLoginTime": "bigint",
  "lastLoginIPAddress": "string",
  ...auditColumns,
}, [
  {
    "name": "base_user_account_uq",
    "columns": [
      "account"
    ],
    "unique": true
  }
]);
export const userEntity: EntityDefinition = {
  table: userTable,
  "name": "user",
  "permission": "permission.user",
  "api": {
    "base": "/api/permission/Users",
    "list": "page",
    "info": "/{id}",
    "state": true,
    "selector": false,
    "listPath": null,
    "routes": "generic"
  },
  "tree": null,
  "unique": [
    "account"
  ],
  "uniqueWithin": null,
  "search": [
    "account",
    "realName",
    "mobilePhone"
  ],
  "sort": "sortCode",
  "dependents": [],
  "filters": {
    "enabledMark": "enabledMark",
    "gender": "gender"
  },
  "usedWhen": null,
  "transfer": null,
  "jsonFields": [],
  "hiddenColumns": [
    "passwordHash",
    "isAdministrator",
    "errorCount",
    "unlockTime",
    "theme",
    "language",
    "portalId",
    "systemId",
    "signImg",
    "changePasswordDate",
    "prevLoginTime",
    "prevLoginIPAddress",
    "lastLoginTime",
    "lastLoginIPAddress"
  ],
  "listColumns": [
    "account",
    "realName",
    "gender",
    "organize",
    "positionName",
    "roleName",
    "mobilePhone",
    "enabledMark",
    "sortCode"
  ],
  "references": [
    {
      "field": "organizeId",
      "table": "base_organize",
      "column": "fullName",
      "as": "organize"
    },
    {
      "field": "positionId",
      "table": "base_position",
      "column": "fullName",
      "as": "positionName"
    },
    {
      "field": "roleId",
      "table": "base_role",
      "column": "fullName",
      "as": "roleName"
    },
    {
      "field": "groupId",
      "table": "base_group",
      "column": "fullName",
      "as": "groupName"
    }
  ],
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "account",
      "realName",
      "organizeId"
    ],
    "properties": {
      "account": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9@._-]+$"
      },
      "realName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "gender": {
        "type": "integer",
        "enum": [
          0,
          1,
          2
        ]
      },
      "organizeId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000
      },
      "managerId": {
        "type": "string",
        "maxLength": 64
      },
      "positionId": {
        "type": "string",
        "maxLength": 2000
      },
      "roleId": {
        "type": "string",
        "maxLength": 2000
      },
      "groupId": {
        "type": "string",
        "maxLength": 2000
      },
      "mobilePhone": {
        "type": "string",
        "maxLength": 20,
        "pattern": "^(1[3-9][0-9]{9})?$"
      },
      "email": {
        "type": "string",
        "maxLength": 100,
        "pattern": "^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$"
      },
      "headIcon": {
        "type": "string",
        "maxLength": 500,
        "pattern": "^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$"
      },
      "nation": {
        "type": "string",
        "maxLength": 50
      },
      "nativePlace": {
        "type": "string",
        "maxLength": 100
      },
      "entryDate": {
        "type": "integer",
        "minimum": 0
      },
      "certificatesType": {
        "type": "string",
        "maxLength": 50
      },
      "certificatesNumber": {
        "type": "string",
        "maxLength": 50
      },
      "education": {
        "type": "string",
        "maxLength": 50
      },
      "birthday": {
        "type": "integer",
        "minimum": 0
      },
      "telePhone": {
        "type": "string",
        "maxLength": 30
      },
      "landline": {
        "type": "string",
        "maxLength": 30
      },
      "urgentContacts": {
        "type": "string",
        "maxLength": 50
      },
      "urgentTelePhone": {
        "type": "string",
        "maxLength": 30
      },
      "postalAddress": {
        "type": "string",
        "maxLength": 200
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1,
          2
        ]
      },
      "sortCode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 999999
      },
      "description": {
        "type": "string",
        "maxLength": 500
      }
    }
  },
  "defaults": {
    "gender": 1,
    "managerId": "",
    "mobilePhone": "",
    "email": "",
    "headIcon": "",
    "nation": "",
    "nativePlace": "",
    "certificatesType": "",
    "certificatesNumber": "",
    "education": "",
    "telePhone": "",
    "landline": "",
    "urgentContacts": "",
    "urgentTelePhone": "",
    "postalAddress": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "account": {
      "required": {
        "zh": "请输入账户",
        "zh-TW": "請輸入賬戶",
        "en": "Enter the account"
      },
      "maxLength": {
        "zh": "账户最多为50个字符！",
        "zh-TW": "賬戶最多為50個字符！",
        "en": "The account has at most 50 characters!"
      },
      "pattern": {
        "zh": "只能输入数字英文",
        "zh-TW": "只能輸入數字英文",
        "en": "Letters and digits only"
      },
      "unique": {
        "zh": "账户名称不能重复",
        "zh-TW": "賬戶名稱不能重複",
        "en": "The account already exists"
      }
    },
    "realName": {
      "required": {
        "zh": "请输入姓名",
        "zh-TW": "請輸入姓名",
        "en": "Enter the name"
      },
      "maxLength": {
        "zh": "姓名最多为50个字符！",
        "zh-TW": "姓名最多為50個字符！",
        "en": "The name has at most 50 characters!"
      }
    },
    "organizeId": {
      "required": {
        "zh": "所属组织不能为空",
        "zh-TW": "所屬組織不能為空",
        "en": "Choose the organisation"
      }
    },
    "sortCode": {
      "maximum": {
        "zh": "排序最大为999999",
        "zh-TW": "排序最大為999999",
        "en": "Sort is at most 999999"
      }
    }
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "account": {
      "zh": "账户",
      "zh-TW": "賬戶",
      "en": "Account"
    },
    "realName": {
      "zh": "姓名",
      "zh-TW": "姓名",
      "en": "Name"
    },
    "gender": {
      "zh": "性别",
      "zh-TW": "性別",
      "en": "Gender"
    },
    "organizeId": {
      "zh": "所属组织",
      "zh-TW": "所屬組織",
      "en": "Organisation"
    },
    "managerId": {
      "zh": "直属主管",
      "zh-TW": "直屬主管",
      "en": "Manager"
    },
    "positionId": {
      "zh": "岗位",
      "zh-TW": "崗位",
      "en": "Positions"
    },
    "roleId": {
      "zh": "角色",
      "zh-TW": "角色",
      "en": "Roles"
    },
    "groupId": {
      "zh": "分组",
      "zh-TW": "分組",
      "en": "Groups"
    },
    "mobilePhone": {
      "zh": "手机",
      "zh-TW": "手機",
      "en": "Mobile"
    },
    "email": {
      "zh": "邮箱",
      "zh-TW": "郵箱",
      "en": "Email"
    },
    "headIcon": {
      "zh": "头像",
      "zh-TW": "頭像",
      "en": "Avatar"
    },
    "nation": {
      "zh": "民族",
      "zh-TW": "民族",
      "en": "Ethnicity"
    },
    "nativePlace": {
      "zh": "籍贯",
      "zh-TW": "籍貫",
      "en": "Native place"
    },
    "entryDate": {
      "zh": "入职日期",
      "zh-TW": "入職日期",
      "en": "Joined"
    },
    "certificatesType": {
      "zh": "证件类型",
      "zh-TW": "證件類型",
      "en": "ID type"
    },
    "certificatesNumber": {
      "zh": "证件号码",
      "zh-TW": "證件號碼",
      "en": "ID number"
    },
    "education": {
      "zh": "文化程度",
      "zh-TW": "文化程度",
      "en": "Education"
    },
    "birthday": {
      "zh": "出生日期",
      "zh-TW": "出生日期",
      "en": "Birthday"
    },
    "telePhone": {
      "zh": "办公电话",
      "zh-TW": "辦公電話",
      "en": "Office phone"
    },
    "landline": {
      "zh": "固定电话",
      "zh-TW": "固定電話",
      "en": "Landline"
    },
    "urgentContacts": {
      "zh": "紧急联系人",
      "zh-TW": "緊急聯繫人",
      "en": "Emergency contact"
    },
    "urgentTelePhone": {
      "zh": "紧急电话",
      "zh-TW": "緊急電話",
      "en": "Emergency phone"
    },
    "postalAddress": {
      "zh": "通讯地址",
      "zh-TW": "通訊地址",
      "en": "Postal address"
    },
    "enabledMark": {
      "zh": "状态",
      "zh-TW": "狀態",
      "en": "Status"
    },
    "sortCode": {
      "zh": "排序",
      "zh-TW": "排序",
      "en": "Sort"
    },
    "description": {
      "zh": "说明",
      "zh-TW": "說明",
      "en": "Description"
    }
  },
  "excelExport": {
    "title": {
      "zh": "用户管理",
      "zh-TW": "用戶管理",
      "en": "Users"
    },
    "columns": [
      {
        "field": "account",
        "label": {
          "zh": "账户",
          "zh-TW": "賬戶",
          "en": "Account"
        }
      },
      {
        "field": "realName",
        "label": {
          "zh": "姓名",
          "zh-TW": "姓名",
          "en": "Name"
        }
      },
      {
        "field": "gender",
        "label": {
          "zh": "性别",
          "zh-TW": "性別",
          "en": "Gender"
        },
        "options": {
          "0": {
            "zh": "保密",
            "zh-TW": "保密",
            "en": "Not given"
          },
          "1": {
            "zh": "男",
            "zh-TW": "男",
            "en": "Male"
          },
          "2": {
            "zh": "女",
            "zh-TW": "女",
            "en": "Female"
          }
        }
      },
      {
        "field": "organizeId",
        "label": {
          "zh": "所属组织",
          "zh-TW": "所屬組織",
          "en": "Organisation"
        },
        "shownAs": "organize"
      },
      {
        "field": "positionId",
        "label": {
          "zh": "岗位",
          "zh-TW": "崗位",
          "en": "Positions"
        },
        "shownAs": "positionName"
      },
      {
        "field": "roleId",
        "label": {
          "zh": "角色",
          "zh-TW": "角色",
          "en": "Roles"
        },
        "shownAs": "roleName"
      },
      {
        "field": "groupId",
        "label": {
          "zh": "分组",
          "zh-TW": "分組",
          "en": "Groups"
        },
        "shownAs": "groupName"
      },
      {
        "field": "mobilePhone",
        "label": {
          "zh": "手机",
          "zh-TW": "手機",
          "en": "Mobile"
        }
      },
      {
        "field": "email",
        "label": {
          "zh": "邮箱",
          "zh-TW": "郵箱",
          "en": "Email"
        }
      },
      {
        "field": "entryDate",
        "label": {
          "zh": "入职日期",
          "zh-TW": "入職日期",
          "en": "Joined"
        },
        "format": "date"
      },
      {
        "field": "enabledMark",
        "label": {
          "zh": "状态",
          "zh-TW": "狀態",
          "en": "Status"
        },
        "format": "enabled"
      },
      {
        "field": "sortCode",
        "label": {
          "zh": "排序",
          "zh-TW": "排序",
          "en": "Sort"
        }
      },
      {
        "field": "description",
        "label": {
          "zh": "说明",
          "zh-TW": "說明",
          "en": "Description"
        }
      }
    ]
  },
};
