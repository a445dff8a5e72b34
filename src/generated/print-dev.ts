// Generated from schemas/print-dev.schema.json — do not edit; run npm run generate
/** Print templates (打印模板). */
export interface PrintDev {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  dbLinkId?: string;
  sqlTemplate?: string;
  leftFields?: string;
  printTemplate?: string;
  pageParam?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: PrintDev[] | null;
}

export const printDevResource = {
  "name": "printDev",
  "base": "/api/system/printDev",
  "list": "page",
  "info": "/{id}",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "打印模板",
    "zh-TW": "打印模板",
    "en": "Print templates"
  },
  "page": "system/printDev",
  "transfer": {
    "extension": "bp"
  },
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建模板",
        "zh-TW": "新建模板",
        "en": "New template"
      },
      "edit": {
        "zh": "编辑模板",
        "zh-TW": "編輯模板",
        "en": "Edit template"
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
      "name": "category",
      "label": {
        "zh": "分类",
        "zh-TW": "分類",
        "en": "Category"
      },
      "widget": "dictionaryTreeSelect",
      "required": true,
      "dictionary": "printDev"
    },
    {
      "name": "type",
      "label": {
        "zh": "类型",
        "zh-TW": "類型",
        "en": "Type"
      },
      "widget": "select",
      "required": true
    },
    {
      "name": "dbLinkId",
      "label": {
        "zh": "数据连接",
        "zh-TW": "數據連接",
        "en": "Data connection"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "sqlTemplate",
      "label": {
        "zh": "SQL语句",
        "zh-TW": "SQL語句",
        "en": "SQL"
      },
      "widget": "textarea",
      "required": false
    },
    {
      "name": "leftFields",
      "label": {
        "zh": "字段",
        "zh-TW": "字段",
        "en": "Fields"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "printTemplate",
      "label": {
        "zh": "模板内容",
        "zh-TW": "模板內容",
        "en": "Template"
      },
      "widget": "textarea",
      "required": false
    },
    {
      "name": "pageParam",
      "label": {
        "zh": "页面参数",
        "zh-TW": "頁面參數",
        "en": "Page settings"
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
      "name": "category",
      "label": {
        "zh": "分类",
        "zh-TW": "分類",
        "en": "Category"
      },
      "widget": "dictionaryTreeSelect"
    },
    {
      "name": "type",
      "label": {
        "zh": "类型",
        "zh-TW": "類型",
        "en": "Type"
      },
      "widget": "select"
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
  }
} as const;
