// Generated from schemas/print-dev.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const printDevTable = defineTable("base_print_dev", {
  "id": "id",
  "fullName": "string",
  "enCode": "string",
  "category": "string",
  "type": {
    "kind": "integer",
    "defaultValue": 1
  },
  "dbLinkId": {
    "kind": "string",
    "defaultValue": "0"
  },
  "sqlTemplate": {
    "kind": "text",
    "defaultValue": ""
  },
  "leftFields": {
    "kind": "text",
    "defaultValue": "[]"
  },
  "printTemplate": {
    "kind": "text",
    "defaultValue": ""
  },
  "pageParam": {
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
    "name": "base_print_dev_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_print_dev_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const printDevEntity: EntityDefinition = {
  table: printDevTable,
  "name": "printDev",
  "permission": "system.printDev",
  "api": {
    "base": "/api/system/printDev",
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
    "category": "category",
    "enabledMark": "enabledMark"
  },
  "usedWhen": null,
  "transfer": {
    "extension": "bp"
  },
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "category",
    "type",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {
    "category": "printDev"
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "category",
      "type"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "category": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "type": {
        "type": "integer",
        "enum": [
          1,
          2
        ]
      },
      "dbLinkId": {
        "type": "string",
        "maxLength": 64
      },
      "sqlTemplate": {
        "type": "string",
        "maxLength": 20000
      },
      "leftFields": {
        "type": "string",
        "maxLength": 20000
      },
      "printTemplate": {
        "type": "string",
        "maxLength": 200000
      },
      "pageParam": {
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
    "type": 1,
    "dbLinkId": "0",
    "sqlTemplate": "",
    "leftFields": "[]",
    "printTemplate": "",
    "pageParam": "{}",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
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
    "category": {
      "required": {
        "zh": "请选择分类",
        "zh-TW": "請選擇分類",
        "en": "Choose the category"
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
      "zh": "名称",
      "zh-TW": "名稱",
      "en": "Name"
    },
    "enCode": {
      "zh": "编码",
      "zh-TW": "編碼",
      "en": "Code"
    },
    "category": {
      "zh": "分类",
      "zh-TW": "分類",
      "en": "Category"
    },
    "type": {
      "zh": "类型",
      "zh-TW": "類型",
      "en": "Type"
    },
    "dbLinkId": {
      "zh": "数据连接",
      "zh-TW": "數據連接",
      "en": "Data connection"
    },
    "sqlTemplate": {
      "zh": "SQL语句",
      "zh-TW": "SQL語句",
      "en": "SQL"
    },
    "leftFields": {
      "zh": "字段",
      "zh-TW": "字段",
      "en": "Fields"
    },
    "printTemplate": {
      "zh": "模板内容",
      "zh-TW": "模板內容",
      "en": "Template"
    },
    "pageParam": {
      "zh": "页面参数",
      "zh-TW": "頁面參數",
      "en": "Page settings"
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
