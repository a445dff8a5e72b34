// Generated from schemas/dictionary-type.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const dictionaryTypeTable = defineTable("base_dictionary_type", {
  "id": "id",
  "parentId": {
    "kind": "string",
    "defaultValue": "-1"
  },
  "fullName": "string",
  "enCode": "string",
  "isTree": {
    "kind": "integer",
    "defaultValue": 0
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
    "name": "base_dictionary_type_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_dictionary_type_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const dictionaryTypeEntity: EntityDefinition = {
  table: dictionaryTypeTable,
  "name": "dictionaryType",
  "permission": "systemData.dictionary",
  "api": {
    "base": "/api/system/DictionaryType",
    "list": "tree",
    "info": "/{id}",
    "state": false,
    "selector": false,
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
  "uniqueWithin": null,
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [
    {
      "table": "base_dictionary_data",
      "field": "dictionaryTypeId"
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
    "isTree",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "parentId",
      "fullName",
      "enCode"
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
      "isTree": {
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
    "isTree": 0,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "parentId": {
      "required": {
        "zh": "上级菜单不能为空",
        "zh-TW": "上級菜單不能為空",
        "en": "The parent is required"
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
      "zh": "上级",
      "zh-TW": "上級",
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
    "isTree": {
      "zh": "树形",
      "zh-TW": "樹形",
      "en": "Tree"
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
