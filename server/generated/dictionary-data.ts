// Generated from schemas/dictionary-data.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const dictionaryDataTable = defineTable("base_dictionary_data", {
  "id": "id",
  "dictionaryTypeId": "string",
  "parentId": {
    "kind": "string",
    "defaultValue": "0"
  },
  "fullName": "string",
  "enCode": "string",
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
    "name": "base_dictionary_data_dictionaryTypeId_fullName_uq",
    "columns": [
      "dictionaryTypeId",
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_dictionary_data_dictionaryTypeId_enCode_uq",
    "columns": [
      "dictionaryTypeId",
      "enCode"
    ],
    "unique": true
  }
]);
export const dictionaryDataEntity: EntityDefinition = {
  table: dictionaryDataTable,
  "name": "dictionaryData",
  "permission": "systemData.dictionary",
  "api": {
    "base": "/api/system/DictionaryData",
    "list": "none",
    "info": "/{id}/Info",
    "state": true,
    "selector": false,
    "listPath": null,
    "routes": "generic"
  },
  "tree": {
    "parentField": "parentId",
    "root": "0"
  },
  "unique": [
    "fullName",
    "enCode"
  ],
  "uniqueWithin": "dictionaryTypeId",
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
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "dictionaryTypeId",
      "parentId",
      "fullName",
      "enCode"
    ],
    "properties": {
      "dictionaryTypeId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "parentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
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
    "parentId": "0",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "parentId": {
      "required": {
        "zh": "请选择",
        "zh-TW": "請選擇",
        "en": "Choose one"
      }
    },
    "fullName": {
      "required": {
        "zh": "请输入名称",
        "zh-TW": "請輸入名稱",
        "en": "Enter the name"
      },
      "maxLength": {
        "zh": "字典名称最多为50个字符！",
        "zh-TW": "字典名稱最多為50個字符！",
        "en": "The name has at most 50 characters!"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入编码",
        "zh-TW": "請輸入編碼",
        "en": "Enter the code"
      },
      "maxLength": {
        "zh": "字典编码最多为50个字符！",
        "zh-TW": "字典編碼最多為50個字符！",
        "en": "The code has at most 50 characters!"
      }
    }
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "dictionaryTypeId": {
      "zh": "分类",
      "zh-TW": "分類",
      "en": "Category"
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
