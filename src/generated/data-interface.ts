// Generated from schemas/data-interface.schema.json — do not edit; run npm run generate
/** Data interfaces (数据接口). */
export interface DataInterface {
  id: string;
  fullName: string;
  enCode: string;
  categoryId: string;
  dbLinkId?: string;
  dataType: number;
  requestMethod?: string;
  checkType?: number;
  path?: string;
  ipAddress?: string;
  requestHeaders?: string;
  requestParameters?: string;
  responseType?: string;
  query?: string;
  dataProcessing?: string;
  propertyJson?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: DataInterface[] | null;
}

export const dataInterfaceResource = {
  "name": "dataInterface",
  "base": "/api/system/DataInterface",
  "list": "page",
  "info": "/{id}",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "数据接口",
    "zh-TW": "數據接口",
    "en": "Data interfaces"
  },
  "page": "systemData/dataInterface",
  "transfer": {
    "extension": "bdi"
  },
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 800,
    "labelWidth": 100,
    "titles": {
      "create": {
        "zh": "新建接口",
        "zh-TW": "新建接口",
        "en": "New interface"
      },
      "edit": {
        "zh": "编辑接口",
        "zh-TW": "編輯接口",
        "en": "Edit interface"
      }
    }
  },
  "fields": [
    {
      "name": "fullName",
      "label": {
        "zh": "名称",
        "zh-TW": "名稱",
        "en": "Name"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "enCode",
      "label": {
        "zh": "编码",
        "zh-TW": "編碼",
        "en": "Code"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "categoryId",
      "label": {
        "zh": "分类",
        "zh-TW": "分類",
        "en": "Category"
      },
      "widget": "dictionaryTreeSelect",
      "required": true,
      "dictionary": "DataInterfaceType"
    },
    {
      "name": "dbLinkId",
      "label": {
        "zh": "数据库",
        "zh-TW": "數據庫",
        "en": "Database"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "dataType",
      "label": {
        "zh": "数据类型",
        "zh-TW": "數據類型",
        "en": "Data type"
      },
      "widget": "select",
      "required": true
    },
    {
      "name": "requestMethod",
      "label": {
        "zh": "请求方式",
        "zh-TW": "請求方式",
        "en": "Request method"
      },
      "widget": "select",
      "required": false
    },
    {
      "name": "checkType",
      "label": {
        "zh": "分页",
        "zh-TW": "分頁",
        "en": "Paging"
      },
      "widget": "switch",
      "required": false
    },
    {
      "name": "path",
      "label": {
        "zh": "接口路径",
        "zh-TW": "接口路徑",
        "en": "Path"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "ipAddress",
      "label": {
        "zh": "IP地址",
        "zh-TW": "IP地址",
        "en": "IP address"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "requestHeaders",
      "label": {
        "zh": "请求头",
        "zh-TW": "請求頭",
        "en": "Headers"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "requestParameters",
      "label": {
        "zh": "请求参数",
        "zh-TW": "請求參數",
        "en": "Parameters"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "responseType",
      "label": {
        "zh": "返回类型",
        "zh-TW": "返回類型",
        "en": "Response type"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "query",
      "label": {
        "zh": "SQL/静态数据",
        "zh-TW": "SQL/靜態數據",
        "en": "SQL or static data"
      },
      "widget": "textarea",
      "required": false
    },
    {
      "name": "dataProcessing",
      "label": {
        "zh": "数据处理",
        "zh-TW": "數據處理",
        "en": "Data processing"
      },
      "widget": "textarea",
      "required": false
    },
    {
      "name": "propertyJson",
      "label": {
        "zh": "扩展属性",
        "zh-TW": "擴展屬性",
        "en": "Properties"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "enabledMark",
      "label": {
        "zh": "状态",
        "zh-TW": "狀態",
        "en": "Status"
      },
      "widget": "switch",
      "required": false
    },
    {
      "name": "sortCode",
      "label": {
        "zh": "排序",
        "zh-TW": "排序",
        "en": "Sort"
      },
      "widget": "number",
      "required": false
    },
    {
      "name": "description",
      "label": {
        "zh": "说明",
        "zh-TW": "說明",
        "en": "Description"
      },
      "widget": "textarea",
      "required": false
    }
  ],
  "columns": [
    {
      "name": "fullName",
      "label": {
        "zh": "名称",
        "zh-TW": "名稱",
        "en": "Name"
      },
      "widget": "input"
    },
    {
      "name": "enCode",
      "label": {
        "zh": "编码",
        "zh-TW": "編碼",
        "en": "Code"
      },
      "widget": "input"
    },
    {
      "name": "categoryId",
      "label": {
        "zh": "分类",
        "zh-TW": "分類",
        "en": "Category"
      },
      "widget": "dictionaryTreeSelect"
    },
    {
      "name": "dataType",
      "label": {
        "zh": "数据类型",
        "zh-TW": "數據類型",
        "en": "Data type"
      },
      "widget": "select"
    },
    {
      "name": "requestMethod",
      "label": {
        "zh": "请求方式",
        "zh-TW": "請求方式",
        "en": "Request method"
      },
      "widget": "select"
    },
    {
      "name": "checkType",
      "label": {
        "zh": "分页",
        "zh-TW": "分頁",
        "en": "Paging"
      },
      "widget": "switch"
    },
    {
      "name": "path",
      "label": {
        "zh": "接口路径",
        "zh-TW": "接口路徑",
        "en": "Path"
      },
      "widget": "input"
    },
    {
      "name": "enabledMark",
      "label": {
        "zh": "状态",
        "zh-TW": "狀態",
        "en": "Status"
      },
      "widget": "switch"
    },
    {
      "name": "sortCode",
      "label": {
        "zh": "排序",
        "zh-TW": "排序",
        "en": "Sort"
      },
      "widget": "number"
    }
  ],
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
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
  }
} as const;
