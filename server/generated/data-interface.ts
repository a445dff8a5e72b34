// Generated from schemas/data-interface.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const dataInterfaceTable = defineTable("base_data_interface", {
  "id": "id",
  "fullName": "string",
  "enCode": "string",
  "categoryId": "string",
  "dbLinkId": {
    "kind": "string",
    "defaultValue": "0"
  },
  "dataType": {
    "kind": "integer",
    "defaultValue": 1
  },
  "requestMethod": {
    "kind": "string",
    "defaultValue": "3"
  },
  "checkType": {
    "kind": "integer",
    "defaultValue": 0
  },
  "path": {
    "kind": "string",
    "defaultValue": ""
  },
  "ipAddress": {
    "kind": "string",
    "defaultValue": ""
  },
  "requestHeaders": {
    "kind": "text",
    "defaultValue": "[]"
  },
  "requestParameters": {
    "kind": "text",
    "defaultValue": "[]"
  },
  "responseType": {
    "kind": "string",
    "defaultValue": "json"
  },
  "query": {
    "kind": "text",
    "defaultValue": ""
  },
  "dataProcessing": {
    "kind": "text",
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
    "name": "base_data_interface_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_data_interface_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const dataInterfaceEntity: EntityDefinition = {
  table: dataInterfaceTable,
  "name": "dataInterface",
  "permission": "systemData.dataInterface",
  "api": {
    "base": "/api/system/DataInterface",
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
    "categoryId": "categoryId"
  },
  "usedWhen": null,
  "transfer": {
    "extension": "bdi"
  },
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "categoryId",
    "dataType",
    "requestMethod",
    "checkType",
    "path",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {
    "categoryId": "DataInterfaceType"
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "categoryId",
      "dataType"
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
      "categoryId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "dbLinkId": {
        "type": "string",
        "maxLength": 64
      },
      "dataType": {
        "type": "integer",
        "enum": [
          1,
          2,
          3
        ]
      },
      "requestMethod": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3",
          "4",
          "6",
          "7"
        ]
      },
      "checkType": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "path": {
        "type": "string",
        "maxLength": 1000
      },
      "ipAddress": {
        "type": "string",
        "maxLength": 1000
      },
      "requestHeaders": {
        "type": "string",
        "maxLength": 5000
      },
      "requestParameters": {
        "type": "string",
        "maxLength": 5000
      },
      "responseType": {
        "type": "string",
        "maxLength": 20
      },
      "query": {
        "type": "string",
        "maxLength": 20000
      },
      "dataProcessing": {
        "type": "string",
        "maxLength": 20000
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
    "dbLinkId": "0",
    "dataType": 1,
    "requestMethod": "3",
    "checkType": 0,
    "path": "",
    "ipAddress": "",
    "requestHeaders": "[]",
    "requestParameters": "[]",
    "responseType": "json",
    "query": "",
    "dataProcessing": "",
    "propertyJson": "{}",
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
    "categoryId": {
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
    "categoryId": {
      "zh": "分类",
      "zh-TW": "分類",
      "en": "Category"
    },
    "dbLinkId": {
      "zh": "数据库",
      "zh-TW": "數據庫",
      "en": "Database"
    },
    "dataType": {
      "zh": "数据类型",
      "zh-TW": "數據類型",
      "en": "Data type"
    },
    "requestMethod": {
      "zh": "请求方式",
      "zh-TW": "請求方式",
      "en": "Request method"
    },
    "checkType": {
      "zh": "分页",
      "zh-TW": "分頁",
      "en": "Paging"
    },
    "path": {
      "zh": "接口路径",
      "zh-TW": "接口路徑",
      "en": "Path"
    },
    "ipAddress": {
      "zh": "IP地址",
      "zh-TW": "IP地址",
      "en": "IP address"
    },
    "requestHeaders": {
      "zh": "请求头",
      "zh-TW": "請求頭",
      "en": "Headers"
    },
    "requestParameters": {
      "zh": "请求参数",
      "zh-TW": "請求參數",
      "en": "Parameters"
    },
    "responseType": {
      "zh": "返回类型",
      "zh-TW": "返回類型",
      "en": "Response type"
    },
    "query": {
      "zh": "SQL/静态数据",
      "zh-TW": "SQL/靜態數據",
      "en": "SQL or static data"
    },
    "dataProcessing": {
      "zh": "数据处理",
      "zh-TW": "數據處理",
      "en": "Data processing"
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
