// Generated from schemas/role.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const roleTable = defineTable("base_role", {
  "id": "id",
  "fullName": "string",
  "enCode": "string",
  "type": "string",
  "globalMark": {
    "kind": "integer",
    "defaultValue": 1
  },
  "organizeIdsTree": {
    "kind": "text",
    "defaultValue": "[]"
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
  ...auditColumns,
}, [
  {
    "name": "base_role_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_role_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const roleEntity: EntityDefinition = {
  table: roleTable,
  "name": "role",
  "permission": "permission.role",
  "api": {
    "base": "/api/permission/Role",
    "list": "page",
    "info": "/{id}",
    "state": true,
    "selector": false,
    "listPath": null,
    "routes": "generic"
  },
  "tree": null,
  "unique": [
    "fullName",
    "enCode"
  ],
  "uniqueWithin": null,
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [],
  "filters": {
    "enabledMark": "enabledMark",
    "type": "type"
  },
  "usedWhen": null,
  "transfer": null,
  "jsonFields": [
    "organizeIdsTree"
  ],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "type",
    "globalMark",
    "organizeIdsTree",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {
    "type": "RoleType"
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "type"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "type": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "globalMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "organizeIdsTree": {
        "type": "array",
        "maxItems": 200,
        "items": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "string",
            "maxLength": 64
          }
        }
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1
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
    "globalMark": 1,
    "organizeIdsTree": "[]",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "fullName": {
      "required": {
        "zh": "请输入角色名称",
        "zh-TW": "請輸入角色名稱",
        "en": "Enter the role name"
      },
      "maxLength": {
        "zh": "角色名称最多为50个字符！",
        "zh-TW": "角色名稱最多為50個字符！",
        "en": "The role name has at most 50 characters!"
      },
      "pattern": {
        "zh": "角色名称不能含有特殊符号",
        "zh-TW": "角色名稱不能含有特殊符號",
        "en": "The role name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入角色编码",
        "zh-TW": "請輸入角色編碼",
        "en": "Enter the role code"
      },
      "maxLength": {
        "zh": "角色编码最多为50个字符！",
        "zh-TW": "角色編碼最多為50個字符！",
        "en": "The role code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
      }
    },
    "type": {
      "required": {
        "zh": "角色类型不能为空",
        "zh-TW": "角色類型不能為空",
        "en": "Choose the role type"
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
    "fullName": {
      "zh": "角色名称",
      "zh-TW": "角色名稱",
      "en": "Role name"
    },
    "enCode": {
      "zh": "角色编码",
      "zh-TW": "角色編碼",
      "en": "Role code"
    },
    "type": {
      "zh": "角色类型",
      "zh-TW": "角色類型",
      "en": "Role type"
    },
    "globalMark": {
      "zh": "角色范围",
      "zh-TW": "角色範圍",
      "en": "Scope"
    },
    "organizeIdsTree": {
      "zh": "所属组织",
      "zh-TW": "所屬組織",
      "en": "Organisations"
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
};
