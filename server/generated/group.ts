// Generated from schemas/group.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const groupTable = defineTable("base_group", {
  "id": "id",
  "fullName": "string",
  "enCode": "string",
  "type": "string",
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
    "name": "base_group_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_group_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const groupEntity: EntityDefinition = {
  table: groupTable,
  "name": "group",
  "permission": "permission.group",
  "api": {
    "base": "/api/permission/Group",
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
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "type",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {
    "type": "groupType"
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
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "fullName": {
      "required": {
        "zh": "请输入分组名称",
        "zh-TW": "請輸入分組名稱",
        "en": "Enter the group name"
      },
      "maxLength": {
        "zh": "分组名称最多为50个字符！",
        "zh-TW": "分組名稱最多為50個字符！",
        "en": "The group name has at most 50 characters!"
      },
      "pattern": {
        "zh": "分组名称不能含有特殊符号",
        "zh-TW": "分組名稱不能含有特殊符號",
        "en": "The group name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入分组编码",
        "zh-TW": "請輸入分組編碼",
        "en": "Enter the group code"
      },
      "maxLength": {
        "zh": "分组编码最多为50个字符！",
        "zh-TW": "分組編碼最多為50個字符！",
        "en": "The group code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
      }
    },
    "type": {
      "required": {
        "zh": "分组类型不能为空",
        "zh-TW": "分組類型不能為空",
        "en": "Choose the group type"
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
      "zh": "分组名称",
      "zh-TW": "分組名稱",
      "en": "Group name"
    },
    "enCode": {
      "zh": "分组编码",
      "zh-TW": "分組編碼",
      "en": "Group code"
    },
    "type": {
      "zh": "分组类型",
      "zh-TW": "分組類型",
      "en": "Group type"
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
