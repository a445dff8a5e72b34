// Generated from schemas/area.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const areaTable = defineTable("base_province", {
  "id": "id",
  "parentId": {
    "kind": "string",
    "defaultValue": "-1"
  },
  "fullName": "string",
  "enCode": "string",
  "type": {
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
  ...auditColumns,
}, [
  {
    "name": "base_province_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const areaEntity: EntityDefinition = {
  table: areaTable,
  "name": "area",
  "permission": "system.area",
  "api": {
    "base": "/api/system/Area",
    "list": "children",
    "info": "/{id}/Info",
    "state": true,
    "selector": false,
    "listPath": null,
    "routes": "generic"
  },
  "tree": {
    "parentField": "parentId",
    "root": "-1"
  },
  "unique": [
    "enCode"
  ],
  "uniqueWithin": null,
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [],
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
  "references": [
    {
      "field": "parentId",
      "table": "base_province",
      "column": "fullName",
      "as": "parentName"
    }
  ],
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
      "type": {
        "type": "string",
        "maxLength": 20
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
    "type": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "fullName": {
      "required": {
        "zh": "请输入区域名称",
        "zh-TW": "請輸入區域名稱",
        "en": "Enter the area name"
      },
      "maxLength": {
        "zh": "区域名称最多为50个字符！",
        "zh-TW": "區域名稱最多為50個字符！",
        "en": "The area name has at most 50 characters!"
      },
      "pattern": {
        "zh": "区域名称不能含有特殊符号",
        "zh-TW": "區域名稱不能含有特殊符號",
        "en": "The area name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入区域编码",
        "zh-TW": "請輸入區域編碼",
        "en": "Enter the area code"
      },
      "maxLength": {
        "zh": "区域编码最多为50个字符！",
        "zh-TW": "區域編碼最多為50個字符！",
        "en": "The area code has at most 50 characters!"
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
      "zh": "区域名称",
      "zh-TW": "區域名稱",
      "en": "Area name"
    },
    "enCode": {
      "zh": "区域编码",
      "zh-TW": "區域編碼",
      "en": "Area code"
    },
    "type": {
      "zh": "区域类型",
      "zh-TW": "區域類型",
      "en": "Area type"
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
