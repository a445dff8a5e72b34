// Generated from schemas/organize.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const organizeTable = defineTable("base_organize", {
  "id": "id",
  "parentId": {
    "kind": "string",
    "defaultValue": "-1"
  },
  "fullName": "string",
  "enCode": "string",
  "type": {
    "kind": "string",
    "defaultValue": "company"
  },
  "managerId": {
    "kind": "string",
    "defaultValue": ""
  },
  "propertyJson": {
    "kind": "text",
    "defaultValue": "{}"
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
    "name": "base_organize_parentId_fullName_uq",
    "columns": [
      "parentId",
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_organize_parentId_enCode_uq",
    "columns": [
      "parentId",
      "enCode"
    ],
    "unique": true
  }
]);
export const organizeEntity: EntityDefinition = {
  table: organizeTable,
  "name": "organize",
  "permission": "permission.organize",
  "api": {
    "base": "/api/permission/Organize",
    "list": "tree",
    "info": "/{id}",
    "state": true,
    "selector": true,
    "listPath": null,
    "routes": "generic"
  },
  "tree": {
    "parentField": "parentId",
    "root": "-1"
  },
  "unique": [
    "fullName",
    "enCode"
  ],
  "uniqueWithin": "parentId",
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [
    {
      "table": "base_position",
      "field": "organizeId"
    }
  ],
  "filters": {},
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
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "parentId",
      "fullName",
      "enCode",
      "type"
    ],
    "properties": {
      "parentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
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
        "enum": [
          "company",
          "department"
        ]
      },
      "managerId": {
        "type": "string",
        "maxLength": 64
      },
      "propertyJson": {
        "type": "string",
        "maxLength": 5000
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
    "parentId": "-1",
    "type": "company",
    "managerId": "",
    "propertyJson": "{}",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "parentId": {
      "required": {
        "zh": "上级公司不能为空",
        "zh-TW": "上級公司不能為空",
        "en": "Choose the parent"
      }
    },
    "fullName": {
      "required": {
        "zh": "请输入名称",
        "zh-TW": "請輸入名稱",
        "en": "Enter the name"
      },
      "maxLength": {
        "zh": "名称最多为50个字符！",
        "zh-TW": "名稱最多為50個字符！",
        "en": "The name has at most 50 characters!"
      },
      "pattern": {
        "zh": "名称不能含有特殊符号",
        "zh-TW": "名稱不能含有特殊符號",
        "en": "The name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入编码",
        "zh-TW": "請輸入編碼",
        "en": "Enter the code"
      },
      "maxLength": {
        "zh": "编码最多为50个字符！",
        "zh-TW": "編碼最多為50個字符！",
        "en": "The code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
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
    "parentId": {
      "zh": "上级公司",
      "zh-TW": "上級公司",
      "en": "Parent"
    },
    "fullName": {
      "zh": "名称",
      "zh-TW": "名稱",
      "en": "Name"
    },
    "enCode": {
      "zh": "编码",
      "zh-TW": "編碼",
      "en": "Code"
    },
    "type": {
      "zh": "类型",
      "zh-TW": "類型",
      "en": "Type"
    },
    "managerId": {
      "zh": "部门主管",
      "zh-TW": "部門主管",
      "en": "Manager"
    },
    "propertyJson": {
      "zh": "扩展属性",
      "zh-TW": "擴展屬性",
      "en": "Properties"
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
